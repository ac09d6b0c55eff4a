/** scripts/search-index.mjs stops the build when it finds no pages, rather than shipping a search that finds nothing. */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

test('indexing a build with no pages fails loudly', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-build-'));
  const run = spawnSync(process.execPath, [path.resolve(__dirname, '../../scripts/search-index.mjs'), empty], {
    encoding: 'utf8',
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/search index: no pages indexed/);
  expect(fs.existsSync(path.join(empty, 'pagefind'))).toBe(false);
});
