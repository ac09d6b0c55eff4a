#!/usr/bin/env node
/**
 * Builds the site-wide search index with Pagefind after `docusaurus build`.
 * Every real page is indexed under its clean URL; redirect pages, the
 * not-found page, the search page and blog listing pages are left out. The
 * navbar and footer carry data-pagefind-ignore, so results match page content.
 * Output: build/pagefind/ (loaded by the browser only when a visitor searches).
 */
import fs from 'fs';
import path from 'path';
import * as pagefind from 'pagefind';

const buildDir = path.resolve(process.argv[2] ?? 'build');

/** Paths that are not pages a visitor should land on from a search. */
const skip = [/^\/404$/, /^\/search$/, /\/(tags|authors|page|archive)(\/|$)/];

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'pagefind') yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

function urlOf(file) {
  const relative = path.relative(buildDir, file).split(path.sep).join('/').replace(/\.html$/, '');
  const url = `/${relative.replace(/(^|\/)index$/, '')}`;
  return url.length > 1 ? url.replace(/\/$/, '') : '/';
}

/**
 * Results are titled with the page's <title> (less the brand), not its first
 * heading: a marketing page's H1 is a promise, its title says what it is.
 */
function withPageTitle(html) {
  const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]?.replace(/ \| [^|]*$/, '').trim();
  return title ? html.replace(/<body([^>]*)>/, `<body$1><span data-pagefind-meta="title" hidden>${title}</span>`) : html;
}

const {index} = await pagefind.createIndex({forceLanguage: 'en'});
let pages = 0;
for (const file of htmlFiles(buildDir)) {
  const url = urlOf(file);
  const content = withPageTitle(fs.readFileSync(file, 'utf8'));
  if (skip.some((pattern) => pattern.test(url)) || content.includes('http-equiv="refresh"')) continue;
  const {errors} = await index.addHTMLFile({url, content});
  if (errors.length > 0) throw new Error(`search index: ${url}: ${errors.join('; ')}`);
  pages += 1;
}
await index.writeFiles({outputPath: path.join(buildDir, 'pagefind')});
await pagefind.close();
console.log(`[search] Indexed ${pages} pages into ${path.relative(process.cwd(), path.join(buildDir, 'pagefind'))}`);
