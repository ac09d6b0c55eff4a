/**
 * Step of `npm run build`: each page's `<script src="/assets/js/..." defer>`
 * tags become data blocks the browser neither downloads nor runs. The inline
 * start-up script (src/client/pageStart) turns them back into scripts, in the
 * same order, once the first paint is on screen, and keeps what the visitor
 * does until React has hydrated the page.
 */
import fs from 'fs';
import path from 'path';
import {SCRIPT_PLACEHOLDER_TYPE} from '../src/client/pageStart/placeholder';
import {htmlFiles} from './lib/htmlFiles.mjs';

const deferredScript = /<script src=("?)(\/assets\/js\/[^\s">]+\.js)\1 defer><\/script>/g;

export function startScriptsAfterPaint(html: string): string {
  return html.replace(deferredScript, `<script type=${SCRIPT_PLACEHOLDER_TYPE} data-src=$2></script>`);
}

function main(): void {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  let pages = 0;
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const changed = startScriptsAfterPaint(html);
    if (changed === html) continue;
    fs.writeFileSync(file, changed);
    pages += 1;
  }
  console.log(`[start-scripts-after-paint] ${pages} pages start their scripts after the first paint`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
