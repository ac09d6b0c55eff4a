/**
 * Finishes the blog feeds Docusaurus writes (build/resources/{section}/rss.xml
 * and atom.xml), for what its feed options cannot set:
 * - a self link in each feed (atom:link in RSS, link rel="self" in Atom);
 * - each RSS item's authors as dc:creator (RSS's own <author> must be an
 *   e-mail address), read from the Atom feed's entries.
 * Run by `npm run build` after `docusaurus build`: `tsx scripts/finish-feeds.ts build`.
 */
import fs from 'fs';
import path from 'path';
import {load} from 'cheerio';
import {business} from '../src/business';
import {contentSections} from '../src/content/sections';

// The blog sections' addresses without their leading slash: resources/case-studies, resources/insights.
const sections = [contentSections.caseStudies, contentSections.insights].map(({route}) => route.slice(1));

export function finishFeeds(rss: string, atom: string, base: string): {rss: string; atom: string} {
  const atomDoc = load(atom, {xmlMode: true});
  const authorsById = new Map<string, string[]>();
  atomDoc('entry').each((_, entry) => {
    const id = atomDoc(entry).children('id').text().trim();
    authorsById.set(
      id,
      atomDoc(entry)
        .children('author')
        .map((__, author) => atomDoc(author).children('name').text().trim())
        .get(),
    );
  });
  if (atomDoc('feed > link[rel="self"]').length === 0) {
    atomDoc('feed > link[rel="alternate"]').after(`<link rel="self" href="${base}/atom.xml"/>`);
  }

  const rssDoc = load(rss, {xmlMode: true});
  rssDoc('rss').attr('xmlns:atom', 'http://www.w3.org/2005/Atom');
  if (rssDoc('channel > atom\\:link').length === 0) {
    rssDoc('channel > link').after(`<atom:link href="${base}/rss.xml" rel="self" type="application/rss+xml"/>`);
  }
  rssDoc('item').each((_, item) => {
    const $item = rssDoc(item);
    if ($item.children('dc\\:creator').length > 0) return;
    const guid = $item.children('guid').text().trim();
    const names = authorsById.get(guid);
    if (!names) throw new FeedShapeChanged(`the RSS item ${guid} has no Atom entry with that id`);
    for (const name of names.reverse()) $item.children('link').after(rssDoc('<dc:creator>').text(name));
  });
  // Each edit above finds its place by the feed's shape; if Docusaurus changes that shape, stop rather than publish less.
  if (atomDoc('feed > link[rel="self"]').length !== 1)
    throw new FeedShapeChanged('the Atom feed has no <link rel="alternate">');
  if (rssDoc('channel > atom\\:link').length !== 1) throw new FeedShapeChanged('the RSS channel has no <link>');
  return {rss: rssDoc.xml(), atom: atomDoc.xml()};
}

class FeedShapeChanged extends Error {
  constructor(what: string) {
    super(`[feeds] ${what}: Docusaurus changed how it writes its feeds; update scripts/finish-feeds.ts.`);
  }
}

function main(buildDir: string) {
  for (const section of sections) {
    const dir = path.join(buildDir, section);
    const rssFile = path.join(dir, 'rss.xml');
    const atomFile = path.join(dir, 'atom.xml');
    if (!fs.existsSync(rssFile) || !fs.existsSync(atomFile))
      throw new Error(`[feeds] ${section}: rss.xml or atom.xml is missing`);
    const done = finishFeeds(
      fs.readFileSync(rssFile, 'utf8'),
      fs.readFileSync(atomFile, 'utf8'),
      `${business.url}/${section}`,
    );
    fs.writeFileSync(rssFile, done.rss);
    fs.writeFileSync(atomFile, done.atom);
  }
  console.log(`[feeds] self links and item authors added to ${sections.length * 2} feeds`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main(process.argv[2] ?? 'build');
