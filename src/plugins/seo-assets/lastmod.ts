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

interface CommitDate {
  /** YYYY-MM-DD, the committer's own date. */
  day: string;
  /** Milliseconds, as Docusaurus reads a commit's time. */
  timestamp: number;
}

/**
 * The date of the last commit that changed each file, from one `git log` over the whole history (one process for
 * the site, not one per page): file path relative to siteDir -> its date. Empty outside a git checkout.
 */
function commitDates(siteDir: string): Map<string, CommitDate> {
  const dates = new Map<string, CommitDate>();
  let log: string;
  try {
    log = execFileSync(
      'git',
      ['-c', 'core.quotePath=false', 'log', '--format=%x00%ct %cs', '--name-only', '--relative'],
      {
        cwd: siteDir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return dates;
  }
  // Newest commit first: a file's first mention is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [line, ...files] = commit.split('\n');
    const [seconds, day] = line!.split(' ');
    for (const file of files)
      if (file && !dates.has(file)) dates.set(file, {day: day!, timestamp: Number(seconds) * 1000});
  }
  return dates;
}

/** When the page's source last changed: its last commit, or (not committed, or not a git checkout) the file's own time. */
const relativePath = (source: string) =>
  source
    .replace(/^@site\//, '')
    .split(path.sep)
    .join('/');

function lastChanged(siteDir: string, source: string, dates: ReadonlyMap<string, CommitDate>): string | undefined {
  const file = path.join(siteDir, relativePath(source));
  if (!fs.existsSync(file)) return undefined;
  return dates.get(relativePath(source))?.day ?? fs.statSync(file).mtime.toISOString().slice(0, 10);
}

/**
 * The routes with the last-update time Docusaurus's sitemap would otherwise read with one `git log` process per page
 * (blog posts, pages: those without a last-update date of their own), from the one log: the same commit's time.
 */
function withCommitTimes(routes: readonly RouteConfig[], dates: ReadonlyMap<string, CommitDate>): RouteConfig[] {
  return routes.map((route) => {
    const source = route.metadata?.sourceFilePath;
    const known = source && route.metadata?.lastUpdatedAt === undefined ? dates.get(relativePath(source)) : undefined;
    return {
      ...route,
      ...(known ? {metadata: {...route.metadata, lastUpdatedAt: known.timestamp}} : {}),
      ...(route.routes ? {routes: withCommitTimes(route.routes, dates)} : {}),
    };
  });
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
    const dates = commitDates(siteDir);
    const items = await defaultCreateSitemapItems({...params, routes: withCommitTimes(params.routes, dates)});
    const sourceOf = new Map(
      flatten(params.routes)
        .filter((route) => route.metadata?.sourceFilePath)
        .map((route) => [route.path, route.metadata!.sourceFilePath!]),
    );
    const pathOf = (url: string) => new URL(url).pathname;
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
