#!/usr/bin/env node
/**
 * Writes Brotli (.br) and gzip (.gz) copies of the build's text files, so the
 * server sends compressed bodies without compressing on each request. Runs
 * after the search index in `npm run build`. A copy is kept only when it is
 * smaller than the original; files under 1 KB are left alone.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const compressible = /\.(html|js|mjs|css|json|map|xml|txt|svg|webmanifest)$/i;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && compressible.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(buildDir)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = zlib.gzipSync(body, {level: zlib.constants.Z_BEST_COMPRESSION});
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `[precompress] ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli`,
);
