/**
 * The sitemap's lastmod (src/plugins/seo-assets/lastmod.ts): each page is dated by the last commit that changed
 * its source file, read for all files from one `git log`; a file not committed yet has its own time.
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {sitemapItemsWithLastmod} from '../../src/plugins/seo-assets/lastmod';

function commit(dir: string, date: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  const env = {...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z`};
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {cwd: dir, env});
  git('add', '-A');
  git('commit', '-qm', date, '--no-verify');
}

test('each page gets the date of the last commit to its source; pages without one get the newest', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-'));
  try {
    execFileSync('git', ['init', '-q'], {cwd: dir});
    commit(dir, '2026-01-05', {'docs/a.mdx': 'a', 'blog/b.mdx': 'b'});
    commit(dir, '2026-03-09', {'blog/b.mdx': 'b, changed'});
    commit(dir, '2026-02-01', {'docs/c.mdx': 'c'});
    fs.writeFileSync(path.join(dir, 'docs/new.mdx'), 'not committed');
    const today = fs.statSync(path.join(dir, 'docs/new.mdx')).mtime.toISOString().slice(0, 10);

    const pages = {'/a': 'docs/a.mdx', '/b': 'blog/b.mdx', '/c': 'docs/c.mdx', '/new': 'docs/new.mdx'};
    const routes = Object.entries(pages).map(([p, file]) => ({
      path: p,
      component: '',
      metadata: {sourceFilePath: `@site/${file}`},
    }));
    const items = await sitemapItemsWithLastmod(dir)({
      defaultCreateSitemapItems: async () =>
        [...routes.map((r) => r.path), '/'].map((p) => ({url: `https://example.test${p}`, lastmod: null})),
      routes,
    } as never);
    expect(Object.fromEntries(items.map((item) => [new URL(item.url).pathname, item.lastmod]))).toEqual({
      '/a': '2026-01-05',
      '/b': '2026-03-09',
      '/c': '2026-02-01',
      '/new': today,
      '/': today > '2026-03-09' ? today : '2026-03-09',
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
