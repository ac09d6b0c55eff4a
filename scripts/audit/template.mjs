/**
 * The stock Docusaurus template the audit compares the site with:
 * `create-docusaurus@3.10.2 classic --typescript`, default settings, made and
 * built once in .cache/audit/template (gitignored) and rebuilt only when the
 * guide it carries changes. A docs page carries the site's bridging finance
 * guide as plain Markdown (the same text, no components), so "a guide" is
 * compared with a docs page holding the same article.
 */
import {execFileSync} from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

const TEMPLATE_VERSION = '3.10.2';
export const GUIDE_SLUG = 'bridging-finance-explained';

/** The guide's MDX as plain Markdown: no imports or components, links kept as their text (the template has no such pages). */
export function asPlainMarkdown(mdx) {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  const title = /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(mdx)?.[1] ?? 'Guide';
  const text = body
    .split('\n')
    .filter((line) => !/^import\s/.test(line) && !/^\s*<[A-Z][^>]*\/>\s*$/.test(line))
    .join('\n')
    .replace(/<([A-Z]\w*)[^>]*\/>/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
  return `---\ntitle: ${JSON.stringify(title)}\nsidebar_position: 2\n---\n\n${text.trim()}\n`;
}

function run(command, args, cwd) {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, CI: '1'}});
}

/** Makes (once) and builds (when needed) the template; returns its build folder. */
export function templateBuild(siteRoot) {
  const cacheDir = path.join(siteRoot, '.cache', 'audit');
  const dir = path.join(cacheDir, 'template');
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.mkdirSync(cacheDir, {recursive: true});
    console.log(`[audit] creating the stock template (create-docusaurus@${TEMPLATE_VERSION} classic --typescript)`);
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${TEMPLATE_VERSION}`,
        'template',
        'classic',
        '--typescript',
        '--package-manager',
        'npm',
      ],
      cacheDir,
    );
  }
  const mdx = fs.readFileSync(path.join(siteRoot, 'docs', 'guides', `${GUIDE_SLUG}.mdx`), 'utf8');
  const guide = asPlainMarkdown(mdx);
  fs.writeFileSync(path.join(dir, 'docs', `${GUIDE_SLUG}.md`), guide);
  const stamp = path.join(dir, 'build', '.audit-stamp');
  const key = crypto.createHash('sha256').update(`${TEMPLATE_VERSION}\n${guide}`).digest('hex');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== key) {
    console.log('[audit] building the stock template');
    run('npx', ['docusaurus', 'build'], dir);
    fs.writeFileSync(stamp, key);
  }
  return path.join(dir, 'build');
}
