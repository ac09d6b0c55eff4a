import fs from 'fs';
import path from 'path';

/**
 * Every file under dir whose path matches pattern.
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {string[]}
 */
export function filesUnder(dir, pattern) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every page of a build: its .html files, outside the hashed assets and the search index.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return filesUnder(dir, /\.html$/).filter((file) => !/^(assets|pagefind)\//.test(path.relative(dir, file)));
}
