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

function lastChanged(siteDir: string, source: string): string | undefined {
  const file = path.join(siteDir, source.replace(/^@site\//, ''));
  if (!fs.existsSync(file)) return undefined;
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      cwd: siteDir,
      encoding: 'utf8',
    }).trim();
    if (date) return date;
  } catch {
    // Not a git checkout: use the file's own time.
  }
  return fs.statSync(file).mtime.toISOString().slice(0, 10);
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
    for (const item of items) {
      if (item.lastmod) continue;
      const source = sourceOf.get(pathOf(item.url));
      item.lastmod = source ? (lastChanged(siteDir, source) ?? null) : null;
    }
    const newest =
      items
        .map((item) => item.lastmod ?? '')
        .sort()
        .at(-1) || null;
    return items.map((item) => ({...item, lastmod: item.lastmod ?? newest}));
  };
}
