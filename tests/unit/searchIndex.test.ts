/** scripts/search-index.mjs stops the build when it finds no pages, rather than shipping a search that finds nothing. */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';

test('indexing a build with no pages fails loudly', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-build-'));
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve(__dirname, '../../scripts/search-index.mjs'), empty],
    {
      encoding: 'utf8',
    },
  );
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/search index: no pages indexed/);
  expect(fs.existsSync(path.join(empty, 'pagefind'))).toBe(false);
});

test("a table's rows read as sentences, each value after its column's heading and a colon", () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'table-build-'));
  fs.mkdirSync(path.join(build, 'services'));
  fs.writeFileSync(
    path.join(build, 'services', 'index.html'),
    '<html lang="en"><head><title>Services</title></head><body><main><h1>Services</h1><table>' +
      '<tr><th>Service<th>What it is for<th>Loan size' +
      '<tr><th>Bridging finance<td>Buy the next property before selling<td>$250,000 to $5 million' +
      '</table></main></body></html>',
  );
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve(__dirname, '../../scripts/search-index.mjs'), build],
    {
      encoding: 'utf8',
    },
  );
  expect(run.stderr).toBe('');
  // Pagefind's fragments: a signature, then the page's record as JSON, gzipped.
  const fragments = path.join(build, 'pagefind', 'fragment');
  const [page] = fs.readdirSync(fragments).map((f) =>
    JSON.parse(
      zlib
        .gunzipSync(fs.readFileSync(path.join(fragments, f)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ),
  );
  expect(page.content).toContain(
    'Bridging finance: What it is for: Buy the next property before selling; Loan size: $250,000 to $5 million.',
  );
});
