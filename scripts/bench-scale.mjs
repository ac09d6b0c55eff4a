#!/usr/bin/env node
/**
 * `npm run bench:scale`: what 300 more articles cost. Copies the project
 * into a temporary folder (node_modules linked, not copied), builds it as it
 * is, adds 150 guides and 150 insights (copies of the existing ones under new
 * addresses), builds it again, and prints for both builds:
 *  - entry JavaScript: the gzip size of the scripts every page's HTML names
 *    (webpack runtime and main.js; each page's own chunks are left out), that
 *    is what every visit pays for whatever page it opens;
 *  - the build's wall time and peak memory (maximum resident set size, from
 *    GNU time).
 * The goal is at most 3 KB gzip of entry JavaScript per 100 articles.
 * Runs `docusaurus build` only (the part that grows with content), not the
 * post-build steps. The temporary folder is removed at the end.
 *
 *   npm run bench:scale
 *   SCALE_ARTICLES=100 npm run bench:scale   # 50 guides + 50 insights instead
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const added = Number(process.env.SCALE_ARTICLES ?? 300);
const skip = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.cache',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
]);

function copyProject(target) {
  fs.cpSync(root, target, {
    recursive: true,
    filter: (source) => !skip.has(path.basename(source)) || path.dirname(source) !== root,
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  commitAll(target, true);
}

/** The build reads dates from Git (sitemap lastmod): the copy is a repository with everything committed. */
function commitAll(dir, init = false) {
  const git = (...args) => {
    const run = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {cwd: dir});
    if (run.status !== 0) throw new Error(`git ${args[0]} failed: ${run.stderr}`);
  };
  if (init) git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'bench:scale copy', '--no-verify');
}

/** Copies the folder's articles (not its index page) round-robin under new file names until `count` are added. */
function addCopies(dir, count) {
  const articles = fs.readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx');
  for (let i = 0; i < count; i += 1) {
    const source = articles[i % articles.length];
    // The build refuses two pages with one title or description (src/plugins/seo-assets): each copy gets its own.
    const text = fs
      .readFileSync(path.join(dir, source), 'utf8')
      .replace(/^(title|description): *(['"]?)(.*?)\2 *$/gm, (_, key, quote, value) => {
        // Same length as the original, so the front matter's length rules still hold.
        const marker = ` (copy ${i + 1})`;
        const unique = value.slice(0, Math.max(0, value.length - marker.length)) + marker;
        return `${key}: ${quote ? quote + unique + quote : JSON.stringify(unique)}`;
      });
    fs.writeFileSync(path.join(dir, source.replace(/\.mdx$/, `-copy-${i + 1}.mdx`)), text);
  }
}

function build(dir) {
  const started = Date.now();
  const run = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    // A cold build each time: the copy links the project's node_modules, whose bundler cache would otherwise make
    // the build times those of a rebuild (and the copy's builds would fill the project's cache).
    env: {...process.env, CI: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout.slice(-4000) + run.stderr.slice(-4000));
    throw new Error(`docusaurus build failed in ${dir}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  return {seconds, peakMb: peakKb / 1024, ...entryJs(path.join(dir, 'build'))};
}

/** The HTML pages under a folder (the build), recursively. */
function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The scripts every page's HTML names (the webpack runtime and main.js), gzip -9. Each page also names its own
 * route chunks (src/plugins/route-chunk-scripts), so the entry is what all pages share; the client redirect pages,
 * which name no script, are left out.
 */
function entryJs(buildDir) {
  const scriptSets = htmlFiles(buildDir)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .map((html) => new Set([...html.matchAll(/<script [^>]*\bsrc="?(\/assets\/js\/[^" >]+\.js)/g)].map((m) => m[1])))
    .filter((scripts) => scripts.size > 0);
  const files = [...scriptSets[0]].filter((file) => scriptSets.every((scripts) => scripts.has(file)));
  const sizes = files.map((file) => zlib.gzipSync(fs.readFileSync(path.join(buildDir, file)), {level: 9}).length);
  return {entryFiles: files.map((f) => path.basename(f)), entryKb: sizes.reduce((a, b) => a + b, 0) / 1024};
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-scale-'));
const cleanUp = () => fs.rmSync(work, {recursive: true, force: true});
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
try {
  const dir = path.join(work, 'site');
  console.log(`[bench:scale] copying the project to ${dir}`);
  copyProject(dir);
  console.log('[bench:scale] building the site as it is');
  const before = build(dir);
  const guides = Math.ceil(added / 2);
  addCopies(path.join(dir, 'docs', 'guides'), guides);
  addCopies(path.join(dir, 'blog', 'insights'), added - guides);
  commitAll(dir);
  fs.rmSync(path.join(dir, 'build'), {recursive: true, force: true});
  console.log(`[bench:scale] building with ${guides} more guides and ${added - guides} more insights`);
  const after = build(dir);

  const row = (name, r) =>
    `${name.padEnd(26)} ${r.entryKb.toFixed(1).padStart(8)} KB ${r.seconds.toFixed(0).padStart(6)} s ${r.peakMb.toFixed(0).padStart(7)} MB`;
  console.log(`\n${''.padEnd(26)} entry JS gzip   build   peak memory`);
  console.log(row('as it is', before));
  console.log(row(`+${added} articles`, after));
  const per100 = ((after.entryKb - before.entryKb) / added) * 100;
  console.log(`\nEntry JavaScript grows ${per100.toFixed(1)} KB gzip per 100 articles (goal: at most 3 KB).`);
  console.log(
    `Entry scripts: ${after.entryFiles.join(', ')}. Machine: ${os.cpus().length} CPU, load average ${os.loadavg()[0].toFixed(1)}.`,
  );
} finally {
  cleanUp();
}
