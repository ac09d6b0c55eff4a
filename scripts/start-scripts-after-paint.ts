/**
 * Step of `npm run build`: each page's `<script src="/assets/js/..." defer>`
 * tags become data blocks the browser neither downloads nor runs. The inline
 * start-up script (src/client/pageStart) turns them back into scripts, in the
 * same order, once the first paint is on screen, and keeps what the visitor
 * does until React has hydrated the page.
 */
import fs from 'fs';
import path from 'path';
import {withScriptPlaceholders} from '../src/client/pageStart/placeholder';
import {htmlFiles} from './lib/htmlFiles.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
let pages = 0;
for (const file of htmlFiles(buildDir)) {
  const html = fs.readFileSync(file, 'utf8');
  let changed: string;
  try {
    changed = withScriptPlaceholders(html);
  } catch (error) {
    throw new Error(`[start-scripts-after-paint] ${path.relative(buildDir, file)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (changed === html) continue;
  fs.writeFileSync(file, changed);
  pages += 1;
}
console.log(`[start-scripts-after-paint] ${pages} pages start their scripts after the first paint`);
