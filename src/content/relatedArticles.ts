/**
 * "Related reading" under a guide, case study or insight, chosen at build
 * time from the articles' front matter (docusaurus.config.ts adds the list
 * to each article's front matter as `related`), so no page carries an index
 * of every article and nothing is worked out in the browser. This replaces
 * the theme's previous/next pager, which linked whatever came next in the
 * list, not what a reader of this article would read next.
 *
 * Articles are related by the services they are about (a guide's `services`,
 * a case study's tags, an insight's `services`; the first listed is the main
 * one, and two articles with the same main service score more), then by a
 * shared guide topic or insight tag; ties go to the newest (by its date or
 * its last review, whichever is later), then by title. At most two of
 * one kind, so a guide's reader also meets a case study or an insight.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';

import type {ArticleKind, RelatedArticle} from './relatedArticleKinds';
import {articleSections, sectionOfFile} from './sections';

export interface ArticleSummary {
  kind: ArticleKind;
  title: string;
  description: string;
  permalink: string;
  /** ISO date it was last current: a guide's last update or a post's date, or its last review if later. */
  date: string;
  /** Service slugs the article is about. */
  services: readonly string[];
  /** A guide's topic or an insight's tags, prefixed by kind so the two never match by accident. */
  topics: readonly string[];
}

const SERVICE_WEIGHT = 3;
const TOPIC_WEIGHT = 2;
const SAME_MAIN_SERVICE = 2;
const MAX_OF_ONE_KIND = 2;
export const RELATED_COUNT = 3;

function score(a: ArticleSummary, b: ArticleSummary): number {
  const shared = (x: readonly string[], y: readonly string[]) => x.filter((v) => y.includes(v)).length;
  const sameMain = a.services[0] !== undefined && a.services[0] === b.services[0];
  return (
    shared(a.services, b.services) * SERVICE_WEIGHT +
    shared(a.topics, b.topics) * TOPIC_WEIGHT +
    (sameMain ? SAME_MAIN_SERVICE : 0)
  );
}

/**
 * The order of equally related articles: what a reader expects, the newest
 * (or most recently reviewed) first, then by title (in English, ignoring case
 * and accents) so the order never depends on the order files are read in.
 */
const byTitle = new Intl.Collator('en-AU', {sensitivity: 'base'});
export function newestFirst(a: ArticleSummary, b: ArticleSummary): number {
  // One collator for the build: localeCompare with a locale makes one per call, a third of this module's time.
  return b.date.localeCompare(a.date) || byTitle.compare(a.title, b.title);
}

/** Up to `count` articles related to `article`, best first; none when nothing is shared. */
export function relatedArticles(
  article: ArticleSummary,
  all: readonly ArticleSummary[],
  count = RELATED_COUNT,
): RelatedArticle[] {
  return all
    .filter((other) => other.permalink !== article.permalink)
    .map((other) => ({other, points: score(article, other)}))
    .filter(({points}) => points > 0)
    .sort((x, y) => y.points - x.points || newestFirst(x.other, y.other))
    .filter(
      ({other}, i, ranked) => ranked.slice(0, i).filter((r) => r.other.kind === other.kind).length < MAX_OF_ONE_KIND,
    )
    .slice(0, count)
    .map(({other}) => ({kind: other.kind, title: other.title, permalink: other.permalink}));
}

const isoDay = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d ?? '')).slice(0, 10);
const latest = (...days: string[]) => days.reduce((a, b) => (b > a ? b : a), '');
const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** One article's summary from its file, or undefined for a file that is not an article (the guides list). */
export function summaryOf(kind: ArticleKind, base: string, file: string, data: Record<string, unknown>) {
  const name = path.basename(file).replace(/\.mdx?$/, '');
  if (name === 'index' || name.startsWith('_')) return undefined;
  const slug = typeof data.slug === 'string' ? data.slug.replace(/^\//, '') : name;
  const summary: ArticleSummary = {
    kind,
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    permalink: `${base}/${slug}`,
    date: latest(
      isoDay(kind === 'guide' ? (data.last_update as {date?: unknown} | undefined)?.date : data.date),
      isoDay(data.reviewed_on),
    ),
    services: kind === 'case-study' ? strings(data.tags) : strings(data.services),
    topics:
      kind === 'guide'
        ? [`guide:${String(data.topic)}`]
        : kind === 'insight'
          ? strings(data.tags).map((t) => `insight:${t}`)
          : [],
  };
  return summary;
}

/**
 * Each file's summary as last read, by its path, with the modification time and size it was read at: every
 * article's page asks for all summaries, so without it a build reads and parses every article once per article
 * (300 more articles: 90,000 more reads). While `npm run dev` runs, a file edited since is read again.
 */
const summaryCache = new Map<string, {mtimeMs: number; size: number; summary: ArticleSummary | undefined}>();

function cachedSummary(kind: ArticleKind, base: string, file: string): ArticleSummary | undefined {
  const hit = summaryCache.get(file);
  // A production build reads its files once (so checks no dates: 90,000 fewer calls with 300 more articles).
  if (hit && process.env.NODE_ENV === 'production') return hit.summary;
  const {mtimeMs, size} = fs.statSync(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.summary;
  const {data} = matter(fs.readFileSync(file, 'utf8'));
  const summary = data.draft === true || data.unlisted === true ? undefined : summaryOf(kind, base, file, data);
  summaryCache.set(file, {mtimeMs, size, summary});
  return summary;
}

/** Every published article's summary, read from the content folders. */
export function loadArticleSummaries(siteDir: string): ArticleSummary[] {
  return articleSections.flatMap(({article: kind, folder: dir, route: base}) => {
    const folder = path.join(siteDir, dir);
    return fs
      .readdirSync(folder)
      .filter((f) => /\.mdx?$/.test(f))
      .flatMap((f) => cachedSummary(kind, base, path.join(folder, f)) ?? []);
  });
}

/** The kind of article a content file is, from its path relative to the site; undefined for other files. */
export function articleKindOf(relativePath: string): {kind: ArticleKind; base: string} | undefined {
  const section = sectionOfFile(relativePath);
  return section?.article ? {kind: section.article, base: section.route} : undefined;
}
