/**
 * A `lastmod` for every sitemap entry. The sitemap plugin dates only the pages
 * that carry a last-update date (guides); the rest get the date of the last
 * commit that changed their source file (the file's modification time outside
 * git), and pages with no file of their own (home, /services, /resources,
 * which list the content) get the newest date of the pages they list.
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import type {RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-sitemap';

type CreateSitemapItems = NonNullable<PluginOptions['createSitemapItems']>;

/**
 * The date of the last commit that changed each file, from one `git log` over the whole history (one process for
 * the site, not one per page): file path relative to siteDir -> YYYY-MM-DD. Empty outside a git checkout.
 */
function commitDates(siteDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync('git', ['-c', 'core.quotePath=false', 'log', '--format=%x00%cs', '--name-only', '--relative'], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return dates;
  }
  // Newest commit first: a file's first mention is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n');
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date!);
  }
  return dates;
}

/** When the page's source last changed: its last commit, or (not committed, or not a git checkout) the file's own time. */
function lastChanged(siteDir: string, source: string, dates: ReadonlyMap<string, string>): string | undefined {
  const relative = source.replace(/^@site\//, '');
  const file = path.join(siteDir, relative);
  if (!fs.existsSync(file)) return undefined;
  return dates.get(relative.split(path.sep).join('/')) ?? fs.statSync(file).mtime.toISOString().slice(0, 10);
}

function flatten(routes: readonly RouteConfig[], into: RouteConfig[] = []): RouteConfig[] {
  for (const route of routes) {
    into.push(route);
    if (route.routes) flatten(route.routes, into);
  }
  return into;
}

export function sitemapItemsWithLastmod(siteDir: string): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, ...params}) => {
    const items = await defaultCreateSitemapItems(params);
    const sourceOf = new Map(
      flatten(params.routes)
        .filter((route) => route.metadata?.sourceFilePath)
        .map((route) => [route.path, route.metadata!.sourceFilePath!]),
    );
    const pathOf = (url: string) => new URL(url).pathname;
    const dates = commitDates(siteDir);
    for (const item of items) {
      if (item.lastmod) continue;
      const source = sourceOf.get(pathOf(item.url));
      item.lastmod = source ? (lastChanged(siteDir, source, dates) ?? null) : null;
    }
    const newest =
      items
        .map((item) => item.lastmod ?? '')
        .sort()
        .at(-1) || null;
    return items.map((item) => ({...item, lastmod: item.lastmod ?? newest}));
  };
}
