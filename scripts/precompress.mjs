#!/usr/bin/env node
/**
 * Writes Brotli (.br) and gzip (.gz) copies of the build's text files, so the
 * server sends compressed bodies without compressing on each request. Runs
 * after the search index in `npm run build`. A copy is kept only when it is
 * smaller than the original; files under 1 KB are left alone.
 * Brotli's top quality (11) for what every visitor downloads once: the
 * stylesheet and the two scripts every page names (Docusaurus's main and
 * runtime~main). Quality 6 for the rest, which grows with each article: the
 * pages, each page's own script chunks, the sitemap and feeds. Measured on a
 * build with 300 more articles (879 pages and chunks, 2026-11-29): quality 10
 * 8,576 KB in about 21 CPU s, quality 8 9,270 KB, 6 9,307 KB, 5 9,363 KB,
 * each in 1.1 to 1.9 CPU s (quality 9 took longer than 10); so 6, the knee:
 * copies 8.5 % larger than at 10 (a page's HTML about 15.1 to 16.4 KB, 1.2 KB
 * more) for a fifteenth of the CPU time, about 4.5 CPU s less per 100 articles.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {promisify} from 'util';
import zlib from 'zlib';
import {filesUnder} from './lib/htmlFiles.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const compressible = /\.(html|js|mjs|css|json|map|xml|txt|svg|webmanifest)$/i;
const MIN_BYTES = 1024;
const PAGE_QUALITY = 6;
/** The files every visitor downloads (the rest, pages and chunks, get PAGE_QUALITY). */
const shared = /(\.css|\/(main|runtime~main)\.[0-9a-f]+\.js)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Both copies of one file, kept where smaller; compressed on libuv's thread pool. */
async function precompress(file) {
  const body = await fs.promises.readFile(file);
  if (body.length < MIN_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: shared.test(file) ? zlib.constants.BROTLI_MAX_QUALITY : PAGE_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  if (br.length < body.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.promises.writeFile(`${file}.gz`, gz);
  return {before: body.length, after: Math.min(br.length, body.length)};
}

/**
 * One file at a time on each core. Starting every file at once created an encoder per file up front: on a build
 * with 300 more articles that took 1.55x the wall time, 1.9x the CPU time and 860 MB instead of 140 (the copies
 * byte for byte the same; docs-dev/PERFORMANCE.md).
 */
const files = filesUnder(buildDir, compressible);
const results = [];
await Promise.all(
  Array.from({length: os.availableParallelism()}, async () => {
    for (let file = files.pop(); file; file = files.pop()) results.push(await precompress(file));
  }),
);
const compressed = results.filter(Boolean);
const before = compressed.reduce((sum, r) => sum + r.before, 0);
const after = compressed.reduce((sum, r) => sum + r.after, 0);
console.log(
  `[precompress] ${compressed.length} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli`,
);
