#!/usr/bin/env node
/**
 * Step of `npm run build`: inlines in each page the CSS its own elements
 * use (Beasties, the maintained successor of Critters) and moves the full
 * stylesheet link into a <noscript> at the end of <body>, so the first paint
 * waits for the HTML alone. Without JavaScript the browser applies the
 * stylesheet from the <noscript>; with it, src/client/fullStylesheet.ts adds
 * it once the page has hydrated (navigating inside the app needs all of it),
 * so it does not compete with the page's scripts. No inline event handler or
 * script is added, so the Content-Security-Policy is unchanged.
 * The @font-face rules live in the inlined CSS only, and leave the full stylesheet (renamed after its new content):
 * a second copy there made a second font face, which the browser drew with as soon as the stylesheet came, after
 * hydration, so a visitor whose heading face missed `font-display: optional`'s moment saw every heading change face
 * and rewrap while she read (and a link to a glossary entry landed above it). src/client/fullStylesheet.ts declares
 * them again as she leaves the first page. Run with tsx (`npm run build` does).
 */
import fs from 'fs';
import {createRequire} from 'module';
import path from 'path';
import Beasties from 'beasties';
import {htmlFiles} from './lib/htmlFiles.mjs';
import {assertNoBrokenDataUriRead, fasterExists, stylesheetLink} from './lib/criticalCss.ts';
import {contentHashedName} from './lib/contentHashedName.ts';

const buildDir = path.resolve(process.argv[2] ?? 'build');

// Beasties' own copies of css-select and css-what, which may be other versions than the project's.
const fromBeasties = createRequire(createRequire(import.meta.url).resolve('beasties'));
const selectorEngine = {compile: fromBeasties('css-select')._compileUnsafe, parse: fromBeasties('css-what').parse};

/** Beasties, matching selectors faster with the same answers (fasterExists in scripts/lib/criticalCss.ts). */
class FasterBeasties extends Beasties {
  getAffectedStyleTags(document) {
    for (const container of document.beastiesContainers) {
      if (Object.hasOwn(container, 'exists')) continue;
      const exists = fasterExists(selectorEngine, container.exists, container);
      Object.defineProperty(container, 'exists', {value: exists});
    }
    return super.getAffectedStyleTags(document);
  }
}

const beasties = new FasterBeasties({
  path: buildDir,
  publicPath: '/',
  // 'body': the full stylesheet moves to the end of <body>; no onload handler (the CSP forbids those).
  preload: 'body',
  noscriptFallback: false,
  // The @font-face rules of the families the page's inlined rules name (src/css/typography.css): without them the
  // headings' face and its metric-matched fallback arrived only with the full stylesheet, after hydration.
  inlineFonts: true,
  pruneSource: false,
  reduceInlineStyles: false,
  mergeStylesheets: true,
  // Beasties matches a selector against the page after dropping its pseudo-classes, so a selector that is
  // only `:where(...)` becomes empty and its rule is never inlined. Infima sets the primary and secondary
  // buttons' colours and border that way (`:where(.button--primary)`): without them every such button drew
  // no border and no fill until the full stylesheet arrived. Those rules are kept on every page.
  // tests/e2e/full-stylesheet.spec.ts holds the result: each page type lays out the same either way.
  // The lists' "More to read" tile (src/components/CardList) is shown by :nth-child rules, and Beasties's own parse
  // of the page (optional </li> tags closed elsewhere than a browser closes them) counts the children differently:
  // without these few rules the tile appeared only when the full stylesheet came, moving nothing but showing late.
  allowRules: [/^:(where|is)\(/, /\.filler_/],
  logLevel: 'warn',
});

/**
 * Beasties works on its own parse of the page and writes the whole document back out. The build's
 * HTML leaves out optional closing tags (</p>, </li>), which that parser closes in other places than a
 * browser does, and React then finds a different page when it hydrates. So Beasties only chooses the
 * CSS: the page itself is edited as text, the stylesheet link moved to the end of <body> and the
 * inlined rules put at the end of <head>, after the deferred <script> tags: the browser then meets
 * the scripts (and starts downloading them) before it stops to parse some 20 to 30 KB of CSS, which on a
 * slow phone took long enough to hold their download back.
 */
async function inlineCriticalCss(html) {
  const link = stylesheetLink(html);
  const processed = await beasties.process(html);
  const existing = new Set(html.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []);
  const style = (processed.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []).find((tag) => !existing.has(tag));
  if (!style) throw new Error('[critical-css] Beasties inlined no CSS in a page that names a stylesheet');
  assertNoBrokenDataUriRead(style);
  const stylesheet = withoutFontFaces(link);
  const missing = stylesheet.fontFaces.filter((rule) => !style.includes(rule));
  if (missing.length > 0)
    throw new Error(
      `[critical-css] a page's inlined CSS lacks a font face the full stylesheet gives up: ${missing[0]}`,
    );
  const withStyle = html.replace(link, '').replace(/<\/head>/, `${style}</head>`);
  // The full stylesheet: applied from the <noscript> without JavaScript, added after hydration with it
  // (src/client/fullStylesheet.ts reads its address there).
  const fullStylesheet = `<noscript id=full-stylesheet>${link.replace(stylesheet.href, stylesheet.newHref)}</noscript>`;
  return {html: withStyle.replace(/<\/body>/, `${fullStylesheet}</body>`), inlined: style};
}

/** The full stylesheet each link names, without its @font-face rules, under its new name (written at the end). */
const stylesheets = new Map();
function withoutFontFaces(link) {
  const href = link.match(/href="?([^"\s>]+)/)?.[1];
  if (!href?.startsWith('/assets/css/')) throw new Error(`[critical-css] a page names its stylesheet as ${link}`);
  if (!stylesheets.has(href)) {
    const file = path.join(buildDir, href);
    const css = fs.readFileSync(file, 'utf8');
    const fontFaces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    const rest = fontFaces.reduce((text, rule) => text.replace(rule, ''), css);
    const newHref = path.posix.join(path.posix.dirname(href), contentHashedName(path.basename(file), rest));
    stylesheets.set(href, {href, newHref, file, fontFaces, rest});
  }
  return stylesheets.get(href);
}

let pages = 0;
let inlinedBytes = 0;
for (const file of htmlFiles(buildDir)) {
  const html = fs.readFileSync(file, 'utf8');
  // A page without a stylesheet has nothing to paint.
  if (!/rel="?stylesheet/.test(html)) continue;
  const result = await inlineCriticalCss(html);
  inlinedBytes += result.inlined.length;
  fs.writeFileSync(file, result.html);
  pages += 1;
}
if (pages === 0)
  throw new Error('[critical-css] no page names a stylesheet: Docusaurus changed how it writes the link');
for (const {file, newHref, rest} of stylesheets.values()) {
  fs.rmSync(file);
  fs.writeFileSync(path.join(buildDir, newHref), rest);
}
console.log(
  `[critical-css] ${pages} pages, on average ${Math.round(inlinedBytes / Math.max(pages, 1) / 1024)} KB of CSS inlined`,
);
