#!/usr/bin/env node
/**
 * Builds the site-wide search index with Pagefind after `docusaurus build`.
 * Every page is indexed under its clean URL; the
 * not-found page, the search page and blog listing pages are left out.
 * Results come from the page's own content: only its <main> is indexed
 * (data-pagefind-body), and inside it the table of contents, breadcrumbs,
 * previous/next links and calls to action are left out (`ignored` below, and
 * data-pagefind-ignore on our own components), so no excerpt reads "Skip to
 * main content", "On this page" or "Get a quote".
 * Output: build/pagefind/ (loaded by the browser only when a visitor searches). Run with tsx (`npm run build` does).
 */
import fs from 'fs';
import path from 'path';
import * as pagefind from 'pagefind';
import {htmlFiles} from './lib/htmlFiles.mjs';
import {cleanPathOf} from '../server/static/cleanPath.ts';

const buildDir = path.resolve(process.argv[2] ?? 'build');

/** Paths that are not pages a visitor should land on from a search. */
const skip = [/^\/404$/, /^\/search$/, /\/(tags|authors|page|archive)(\/|$)/];

/** The address a built page answers at, as the site's server serves it. */
const urlOf = (file) => cleanPathOf(path.relative(buildDir, file).split(path.sep).join('/'));

/** The theme's navigation inside <main>, by its stable class names (@docusaurus/theme-common ThemeClassNames). */
const ignored = [
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.table-of-contents',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  '.theme-blog-footer-tags-row',
  '.theme-back-to-top-button',
];

/**
 * Only <main> is the page's content. Cells, list items and other blocks get a
 * space before them (the minified HTML drops optional closing tags), so "LVR" and "About" in neighbouring cells stay two words
 * in an excerpt (the copy is for the index only; the built page is unchanged).
 */
function contentOnly(html, url) {
  if (!/<main[\s>]/.test(html)) throw new Error(`search index: ${url} has no <main> to index`);
  return (
    html
      .replace(/<main([\s>])/, '<main data-pagefind-body$1')
      // Pagefind reads the whole copy: the inlined CSS and the scripts (about 40 KB of a page) cost it time for nothing.
      .replace(/<(style|script)[\s>][\s\S]*?<\/\1>/g, '')
      .replace(/<(td|th|tr|li|dt|dd|caption|p|h[1-6]|div|summary|figcaption)([\s>])/g, ' <$1$2')
  );
}

/**
 * Results are titled with the page's <title> (less the brand), not its first
 * heading: a marketing page's H1 is a promise, its title says what it is. The
 * page's meta description goes with it, for the search page's first line:
 * an excerpt starts wherever the match is, often mid-sentence.
 */
function withPageTitle(html) {
  const title = html
    .match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
    ?.replace(/ \| [^|]*$/, '')
    .trim();
  const found = html.match(/<meta[^>]*\sname="?description"?[^>]*\scontent=(?:"([^"]*)"|([^\s">]+))/);
  const description = (found?.[1] ?? found?.[2])?.trim();
  const meta = [
    title && `<span data-pagefind-meta="title" hidden>${title}</span>`,
    description && `<span data-pagefind-meta="description" hidden>${description}</span>`,
  ].filter(Boolean);
  return meta.length > 0 ? html.replace(/<body([^>]*)>/, `<body$1>${meta.join('')}`) : html;
}

/**
 * A heading ends its sentence in the excerpts: "... settles. Two numbers decide a bridging loan. Every bridging
 * application ..." rather than running on into the paragraph under it (the copy is for the index only).
 */
function headingsEnded(html) {
  return html.replace(/(<h([1-6])[\s>][\s\S]*?)(<\/h\2>)/g, (whole, open, _level, close) => {
    const text = open.replace(/<[^>]*>|&#8203;|&ZeroWidthSpace;|\u200b/g, '').trim();
    return /[.?!:]$/.test(text) || text === '' ? whole : `${open}.${close}`;
  });
}

const textOf = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:,]$/, '');

/**
 * A table reads as sentences in the excerpts, one a row, each value after its column's heading and a colon: "Bridging
 * finance: Loan size: $100,000 to $5 million; Term: 1 to 12 months." rather than every cell run together ("Loan size Term Usual
 * security Bridging finance ..."). The copy is for the index only.
 */
function tablesAsSentences(html) {
  return html.replace(/<table[\s>][\s\S]*?<\/table>/g, (table) => {
    const rows = table
      .split(/<tr[\s>]/)
      .slice(1)
      .map((row) => ({
        head: !/<td[\s>]/.test(row),
        cells: row
          .split(/<t[dh](?=[\s>])/)
          .slice(1)
          .map((cell) => textOf(cell.replace(/^[^>]*>/, ''))),
      }));
    const labels = rows[0]?.head ? rows.shift().cells : [];
    const sentences = rows.map(({cells}) => {
      const [first = '', ...rest] = cells;
      const values = rest.flatMap((value, i) => (value ? [labels[i + 1] ? `${labels[i + 1]}: ${value}` : value] : []));
      return `<p>${[first, values.join('; ')].filter(Boolean).join(': ')}.</p>`;
    });
    const caption = table.match(/<caption[^>]*>([\s\S]*?)(<\/caption>|<t)/)?.[1];
    return `<div>${caption ? `<p>${textOf(caption)}.</p>` : ''}${sentences.join('')}</div>`;
  });
}

const {index} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: ignored});
let pages = 0;
for (const file of htmlFiles(buildDir)) {
  const url = urlOf(file);
  const html = fs.readFileSync(file, 'utf8');
  if (skip.some((pattern) => pattern.test(url))) continue;
  const content = withPageTitle(headingsEnded(tablesAsSentences(contentOnly(html, url))));
  const {errors} = await index.addHTMLFile({url, content});
  if (errors.length > 0) throw new Error(`search index: ${url}: ${errors.join('; ')}`);
  pages += 1;
}
// An empty index would ship a search that finds nothing: stop the build instead.
if (pages === 0) throw new Error(`search index: no pages indexed in ${buildDir}`);
await index.writeFiles({outputPath: path.join(buildDir, 'pagefind')});
await pagefind.close();
console.log(`[search] Indexed ${pages} pages into ${path.relative(process.cwd(), path.join(buildDir, 'pagefind'))}`);
