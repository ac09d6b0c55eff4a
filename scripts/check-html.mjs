/**
 * `npm run test:html`: the Nu HTML Checker (vnu-jar, needs Java) over every
 * page in the build's sitemap and the not-found page; fails on any error.
 * Run after `npm run build`: `node scripts/check-html.mjs [build]`.
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import {createRequire} from 'module';

const buildDir = process.argv[2] ?? 'build';
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** The HTML file the site's server answers a path with (trailingSlash: false). */
function fileOf(pathname) {
  if (pathname === '/') return path.join(buildDir, 'index.html');
  const candidates = [`${pathname}.html`, `${pathname}/index.html`].map((p) => path.join(buildDir, p));
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`[html] ${pathname} is in the sitemap but has no HTML file in ${buildDir}`);
  return file;
}

const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const files = [...pages.map(fileOf), path.join(buildDir, '404.html')];

/**
 * Pages carry their critical CSS inline, so the checker also reads CSS. Its CSS grammar predates
 * container queries, the standard `line-clamp`, anchor positioning (`anchor-name`,
 * `position-anchor`, `anchor()`: the Resources menu sits under its button with them) and scroll-driven
 * animations (`scroll-timeline`, `timeline-scope`, `animation-timeline`: the late-sale table's swipe cue
 * shows only while the table overflows) and `reading-flow` (Tab follows a calculator's columns on a desktop), so only
 * those messages are set aside; every HTML rule and every other CSS message still fails the check.
 */
const modernCssTheCheckerDoesNotKnow = [
  '.*CSS: Unrecognized at-rule “@container”.*',
  '.*CSS: “(container|container-type|container-name|line-clamp|anchor-name|position-anchor|scroll-timeline|timeline-scope|animation-timeline|reading-flow)”: Property “[^”]+” doesn.t exist.*',
  '.*CSS: “(top|left)”: “anchor\\([a-z]+\\)” is not a “(top|left)” value.*',
].join('|');

try {
  execFileSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'gnu', '--filterpattern', modernCssTheCheckerDoesNotKnow, ...files],
    {stdio: 'inherit'},
  );
  console.log(`[html] ${files.length} pages: no errors from the Nu HTML Checker`);
} catch (error) {
  if (error.code === 'ENOENT') {
    console.error('[html] Java is needed for the Nu HTML Checker (Debian: apt-get install default-jre-headless)');
  } else {
    console.error(`[html] The Nu HTML Checker found errors (above) in ${files.length} pages`);
  }
  process.exit(1);
}
