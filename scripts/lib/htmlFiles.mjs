import fs from 'fs';
import path from 'path';

/**
 * Every page of a build: its .html files, outside the hashed assets and the search index.
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'pagefind') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}
