#!/usr/bin/env node
/**
 * Step of `npm run build`: inlines in each page the CSS its first screen
 * needs (Beasties, the maintained successor of Critters) and moves the full
 * stylesheet link to the end of <body>, so the first paint waits for the
 * HTML alone. The stylesheet still loads on every page (navigating inside the
 * app needs all of it) but no longer blocks rendering. No inline event
 * handler or script is added, so the Content-Security-Policy is unchanged.
 */
import fs from 'fs';
import path from 'path';
import Beasties from 'beasties';

const buildDir = path.resolve(process.argv[2] ?? 'build');

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'pagefind') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}

const beasties = new Beasties({
  path: buildDir,
  publicPath: '/',
  // 'body': the full stylesheet moves to the end of <body>; no onload handler (the CSP forbids those).
  preload: 'body',
  noscriptFallback: false,
  inlineFonts: false,
  pruneSource: false,
  reduceInlineStyles: false,
  mergeStylesheets: true,
  logLevel: 'warn',
});

let pages = 0;
let inlinedBytes = 0;
for (const file of htmlFiles(buildDir)) {
  const html = fs.readFileSync(file, 'utf8');
  // Client redirect pages have no stylesheet and nothing to paint.
  if (!/rel="?stylesheet/.test(html)) continue;
  const processed = await beasties.process(html);
  const inlined = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  inlinedBytes += inlined.length;
  fs.writeFileSync(file, processed);
  pages += 1;
}
console.log(
  `[critical-css] ${pages} pages, on average ${Math.round(inlinedBytes / Math.max(pages, 1) / 1024)} KB of CSS inlined`,
);
