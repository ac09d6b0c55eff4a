#!/usr/bin/env node
/**
 * `npm run bench:scale`: what 300 more articles cost. Copies the project
 * into a temporary folder (node_modules linked, not copied), builds it as it
 * is, adds 150 guides and 150 insights (copies of the existing ones under new
 * addresses), builds it again, and prints for both builds:
 *  - entry JavaScript: the gzip size of the scripts every page's HTML names
 *    (webpack runtime and main.js; each page's own chunks are left out), that
 *    is what every visit pays for whatever page it opens;
 *  - each step of `npm run build` (read from package.json, so a new step is
 *    timed too): wall time, CPU time (user + system) and peak memory (maximum resident set size, from
 *    GNU time), and what it costs per 100 articles;
 *  - the same for the stock template (.cache/audit/template, made by
 *    `npm run audit`) with the same articles as plain Markdown (docs and
 *    blog posts), and the site's entry JavaScript growth and build cost per
 *    article as multiples of the template's.
 * Goals: entry JavaScript growing at most 3x the template's per article (a
 * fixed figure cannot be met: Docusaurus's client router puts every route
 * in main.js, about 7 KB gzip per 100 articles on this site, see
 * docs-dev/PERFORMANCE.md); a build costing at most 3x the template's per
 * article; peak memory under 2 GB.
 * The share images (src/plugins/seo-assets) are drawn inside `docusaurus
 * build`; the copy starts with no image cache, so the added articles' images
 * are counted. The temporary folder is removed at the end.
 *
 *   npm run bench:scale
 *   SCALE_ARTICLES=100 npm run bench:scale   # 50 guides + 50 insights instead
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import {asPlainMarkdown} from './audit/template.mjs';
import {htmlFiles} from './lib/htmlFiles.mjs';

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

function copyProject(source, target) {
  fs.cpSync(source, target, {
    recursive: true,
    filter: (file) => !skip.has(path.basename(file)) || path.dirname(file) !== source,
  });
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(target, 'node_modules'), 'dir');
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

/** A folder's articles (not its index page). */
const articlesIn = (dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx');

/** The article with its title and description made its own (the build refuses two pages with one of either). */
function uniqueCopy(text, i) {
  return text.replace(/^(title|description): *(['"]?)(.*?)\2 *$/gm, (_, key, quote, value) => {
    // No longer than the original, so the front matter's length rules still hold, and cut between words: a word
    // cut in two fails the spelling rule, whose suggestions pass then costs more than a real build ever pays.
    const marker = ` (copy ${i + 1})`;
    const kept = value.slice(0, Math.max(0, value.length - marker.length));
    const unique = (/\s/.test(value[kept.length] ?? ' ') ? kept : kept.replace(/\s*\S*$/, '')).trimEnd() + marker;
    return `${key}: ${quote ? quote + unique + quote : JSON.stringify(unique)}`;
  });
}

/** Copies the folder's articles round-robin under new file names until `count` are added. */
function addCopies(dir, count) {
  const articles = articlesIn(dir);
  for (let i = 0; i < count; i += 1) {
    const source = articles[i % articles.length];
    const text = uniqueCopy(fs.readFileSync(path.join(dir, source), 'utf8'), i);
    fs.writeFileSync(path.join(dir, source.replace(/\.mdx$/, `-copy-${i + 1}.mdx`)), text);
  }
}

/** The same copies for the template, as plain Markdown (as the audit gives it the bridging guide): docs and blog posts. */
function addTemplateCopies(templateDir, guides, insights) {
  const add = (fromDir, count, toFile) => {
    const articles = articlesIn(fromDir);
    for (let i = 0; i < count; i += 1) {
      const text = uniqueCopy(fs.readFileSync(path.join(fromDir, articles[i % articles.length]), 'utf8'), i);
      fs.writeFileSync(toFile(i), asPlainMarkdown(text));
    }
  };
  fs.mkdirSync(path.join(templateDir, 'docs', 'copies'));
  add(path.join(root, 'docs', 'guides'), guides, (i) => path.join(templateDir, 'docs', 'copies', `guide-${i + 1}.md`));
  add(path.join(root, 'blog', 'insights'), insights, (i) =>
    path.join(templateDir, 'blog', `2026-01-01-insight-${i + 1}.md`),
  );
}

/** The steps of a project's `npm run build`, as its package.json chains them. */
function buildSteps(dir) {
  const {scripts} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return scripts.build.split(' && ').map((command) => ({
    command,
    name: /scripts\/([\w-]+)\./.exec(command)?.[1] ?? command.replace(/^npx /, ''),
  }));
}

/** Runs each step of the build as `npm run build` would, timed; stops on a failing step. */
function timedSteps(dir) {
  const env = {
    ...process.env,
    CI: '1',
    // A cold build each time: the copy links the project's node_modules, whose bundler cache would otherwise make
    // the build times those of a rebuild (and the copy's builds would fill the project's cache).
    DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
    // The copies are the existing articles under new titles: should a content rule reject one, the content check
    // still runs in full, and reports without stopping the build.
    CONTENT_CHECK: 'warn',
    PATH: `${path.join(dir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  };
  return buildSteps(dir).map(({name, command}) => {
    const started = Date.now();
    const run = spawnSync('/usr/bin/time', ['-v', 'sh', '-c', command], {
      cwd: dir,
      encoding: 'utf8',
      env,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.status !== 0) {
      process.stderr.write(run.stdout.slice(-4000) + run.stderr.slice(-4000));
      throw new Error(`${command} failed in ${dir}`);
    }
    const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? NaN);
    const shareImages = /\[seo-assets\] (\d+ share images \(\d+ drawn)/.exec(run.stdout)?.[1];
    if (shareImages) console.log(`[bench:scale]   ${shareImages})`);
    const seconds = (Date.now() - started) / 1000;
    // CPU time (user + system, the step's processes and their children): on a shared machine wall time mostly
    // measures the other processes.
    const cpu = ['User', 'System']
      .map((kind) => Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(run.stderr)?.[1] ?? NaN))
      .reduce((a, b) => a + b);
    console.log(
      `[bench:scale]   ${name}: ${seconds.toFixed(1)} s, ${cpu.toFixed(1)} CPU s, ${(peakKb / 1024).toFixed(0)} MB`,
    );
    return {name, seconds, cpu, peakMb: peakKb / 1024};
  });
}

function build(dir) {
  const steps = timedSteps(dir);
  return {
    steps,
    seconds: steps.reduce((sum, step) => sum + step.seconds, 0),
    cpu: steps.reduce((sum, step) => sum + step.cpu, 0),
    peakMb: Math.max(...steps.map((step) => step.peakMb)),
    ...entryJs(path.join(dir, 'build')),
  };
}

/**
 * The scripts every page's HTML names (the webpack runtime and main.js), gzip -9. Each page also names its own
 * route chunks (src/plugins/route-chunk-scripts), so the entry is what all pages share (a page naming no script is
 * left out).
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

/** Seconds per 100 added articles, from a build before and after. */
const per100 = (before, after) => ((after - before) / added) * 100;

function printCosts(title, before, after) {
  console.log(
    `\n${title.padEnd(26)}   as it is   +${added} articles   s per 100 articles   CPU s per 100   peak memory`,
  );
  const row = (name, b, a) =>
    `${name.padEnd(26)} ${b.seconds.toFixed(1).padStart(8)} s ${a.seconds.toFixed(1).padStart(12)} s ${per100(b.seconds, a.seconds).toFixed(1).padStart(16)} s ${per100(b.cpu, a.cpu).toFixed(1).padStart(13)} s ${a.peakMb.toFixed(0).padStart(10)} MB`;
  before.steps.forEach((step, i) => console.log(row(step.name, step, after.steps[i])));
  console.log(row('whole build', before, after));
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-scale-'));
const cleanUp = () => fs.rmSync(work, {recursive: true, force: true});
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
try {
  const loadAtStart = os.loadavg()[0];
  const guides = Math.ceil(added / 2);
  const insights = added - guides;
  const dir = path.join(work, 'site');
  console.log(`[bench:scale] copying the project to ${dir}`);
  copyProject(root, dir);
  console.log('[bench:scale] building the site as it is');
  const before = build(dir);
  addCopies(path.join(dir, 'docs', 'guides'), guides);
  addCopies(path.join(dir, 'blog', 'insights'), insights);
  commitAll(dir);
  fs.rmSync(path.join(dir, 'build'), {recursive: true, force: true});
  console.log(`[bench:scale] building with ${guides} more guides and ${insights} more insights`);
  const after = build(dir);

  const templateSource = path.join(root, '.cache', 'audit', 'template');
  let template;
  if (fs.existsSync(path.join(templateSource, 'node_modules'))) {
    const templateDir = path.join(work, 'template');
    copyProject(templateSource, templateDir);
    console.log('[bench:scale] building the stock template as it is');
    const templateBefore = build(templateDir);
    addTemplateCopies(templateDir, guides, insights);
    fs.rmSync(path.join(templateDir, 'build'), {recursive: true, force: true});
    console.log(`[bench:scale] building the stock template with ${guides} more docs and ${insights} more posts`);
    template = {before: templateBefore, after: build(templateDir)};
  } else {
    console.log('[bench:scale] no stock template in .cache/audit/template (`npm run audit` makes it): not compared');
  }

  printCosts('site: npm run build', before, after);
  if (template) printCosts('stock template', template.before, template.after);

  console.log(
    `\nEntry JavaScript: ${before.entryKb.toFixed(1)} KB gzip as it is, ${after.entryKb.toFixed(1)} KB after.`,
  );
  const entryPer100 = (build) => ((build.after.entryKb - build.before.entryKb) / added) * 100;
  console.log(`Entry JavaScript grows ${entryPer100({before, after}).toFixed(1)} KB gzip per 100 articles.`);
  if (template) {
    const entryRatio = entryPer100({before, after}) / entryPer100(template);
    console.log(
      `The template's grows ${entryPer100(template).toFixed(1)} KB: the site's ${entryRatio.toFixed(1)}x it per article (goal: at most 3x).`,
    );
    const ratio = per100(before.seconds, after.seconds) / per100(template.before.seconds, template.after.seconds);
    const cpuRatio = per100(before.cpu, after.cpu) / per100(template.before.cpu, template.after.cpu);
    console.log(
      `The site's build costs ${ratio.toFixed(1)}x the stock template's per article in wall time, ` +
        `${cpuRatio.toFixed(1)}x in CPU time (goal: at most 3x).`,
    );
  }
  console.log(
    `Peak memory with ${added} more articles: ${after.peakMb.toFixed(0)} MB (goal: under 2048 MB).\n` +
      `Entry scripts: ${after.entryFiles.join(', ')}. Machine: ${os.cpus().length} CPU, ` +
      `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
  );
} finally {
  cleanUp();
}
