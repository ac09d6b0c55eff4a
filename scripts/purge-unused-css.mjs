#!/usr/bin/env node
/**
 * Step of `npm run build`, before the critical CSS is inlined: removes from
 * the site's one stylesheet the rules no page can use (most of Infima's
 * components: the site replaced the navbar, search, code blocks, dark mode
 * and more), with PurgeCSS. A selector is kept when its class, id, element or
 * attribute appears in any built page or any script (the theme and our
 * components add classes at run time from string literals, so the scripts
 * are read too). Custom properties no remaining rule reads go too (PurgeCSS's
 * `variables`): Infima declares some 460 on :root and every page inlines
 * that block, so this takes 1.2 KB gzip off every page's HTML (the timing
 * gain is within noise: docs-dev/PERFORMANCE.md). No script or style
 * attribute reads one. The file is renamed after its new content, so a browser
 * holding the old file under a year-long cache never gets a stale copy.
 * Run with tsx (`npm run build` does).
 */
import fs from 'fs';
import path from 'path';
import {PurgeCSS} from 'purgecss';
import {contentHashedName} from './lib/contentHashedName.ts';
import {filesUnder} from './lib/htmlFiles.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const cssDir = path.join(buildDir, 'assets', 'css');

const htmlFiles = filesUnder(buildDir, /\.html$/);
const scripts = filesUnder(path.join(buildDir, 'assets', 'js'), /\.js$/);

const cssFiles = filesUnder(cssDir, /\.css$/);
if (cssFiles.length === 0)
  throw new Error(`[purge-css] no stylesheet in ${cssDir}: Docusaurus changed where it writes CSS`);
for (const cssFile of cssFiles) {
  const before = fs.readFileSync(cssFile, 'utf8');
  const [result] = await new PurgeCSS().purge({
    content: [...htmlFiles, ...scripts],
    css: [{raw: before}],
    // Class names in scripts are written in many shapes (template strings, joined lists): match generously.
    defaultExtractor: (content) => content.match(/[\w-/:]+(?<!:)/g) ?? [],
    // Pseudo-classes (:hover, :focus-visible...) are kept with their element; only unknown names go.
    safelist: {standard: ['html', 'body']},
    keyframes: false,
    fontFace: false,
    variables: true,
  });
  const after = result.css;
  const renamed = path.join(cssDir, contentHashedName(path.basename(cssFile), after));
  fs.rmSync(cssFile);
  fs.writeFileSync(renamed, after);
  const oldHref = `/assets/css/${path.basename(cssFile)}`;
  const newHref = `/assets/css/${path.basename(renamed)}`;
  let linkedFrom = 0;
  for (const html of htmlFiles) {
    const text = fs.readFileSync(html, 'utf8');
    if (!text.includes(oldHref)) continue;
    fs.writeFileSync(html, text.split(oldHref).join(newHref));
    linkedFrom += 1;
  }
  // No page linking the old name means the pages name it another way: they would now ask for a deleted file.
  if (linkedFrom === 0) throw new Error(`[purge-css] no page links ${oldHref}: Docusaurus changed how pages name it`);
  console.log(
    `[purge-css] ${path.basename(renamed)}: ${Math.round(before.length / 1024)} KB -> ${Math.round(after.length / 1024)} KB`,
  );
}
