/**
 * The designer's review set: one page of each type, full length, at 320,
 * 375, 768, 1024, 1280, 1440 and 1920 px wide, as PNG files in screenshots/
 * (git-ignored), named <page>-<width>.png. Run after a build:
 *
 *   npm run build && npm run screenshots
 *   npm run screenshots -- --port 3705 --only home,case-study --widths 375,1440
 *
 * It starts the site's own server (server/index.ts) against ./build on
 * 127.0.0.1 (port 3300 unless --port), with a throwaway database and
 * notifications off, waits for each page to hydrate and its fonts and images
 * to load, captures, and stops the server. docs-dev/DESIGN.md says what to
 * look for.
 */
import {spawn} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {parseArgs} from 'util';
import {chromium} from '@playwright/test';
import {launchOptions} from '../tests/browser';

/** One page of each type: marketing, service, tool, list, article, reference, legal, utility. */
export const reviewPages = [
  {name: 'home', path: '/'},
  {name: 'services', path: '/services'},
  {name: 'service', path: '/services/bridging-finance'},
  {name: 'about', path: '/about'},
  {name: 'contact', path: '/contact'},
  {name: 'resources', path: '/resources'},
  {name: 'tools', path: '/resources/tools'},
  {name: 'calculator', path: '/tools/bridging-loan-calculator'},
  {name: 'guides', path: '/resources/guides'},
  {name: 'guide', path: '/resources/guides/bridging-finance-explained'},
  {name: 'case-studies', path: '/resources/case-studies'},
  {name: 'case-study', path: '/resources/case-studies/second-mortgage-for-a-tax-debt'},
  {name: 'insights', path: '/resources/insights'},
  {name: 'insight', path: '/resources/insights/reading-the-cash-rate'},
  {name: 'glossary', path: '/resources/glossary'},
  {name: 'faqs', path: '/resources/faqs'},
  {name: 'legal', path: '/privacy'},
  {name: 'accessibility', path: '/accessibility'},
  {name: 'not-found', path: '/no-such-page'},
] as const;

export const reviewWidths = [320, 375, 768, 1024, 1280, 1440, 1920] as const;

async function waitForServer(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The site's server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  const root = path.join(__dirname, '..');
  if (!fs.existsSync(path.join(root, 'build/index.html'))) throw new Error('No build: run `npm run build` first.');
  const {values} = parseArgs({options: {port: {type: 'string'}, only: {type: 'string'}, widths: {type: 'string'}}});
  const port = Number(values.port ?? 3300);
  const only = values.only?.split(',');
  const widths = values.widths?.split(',').map(Number) ?? [...reviewWidths];
  const pages = reviewPages.filter((p) => !only || only.includes(p.name));
  const outDir = path.join(root, 'screenshots');
  fs.mkdirSync(outDir, {recursive: true});

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-shots-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, 'enquiries.db'),
      NOTIFICATIONS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(launchOptions);
  try {
    await waitForServer(`${base}/healthz`);
    for (const width of widths) {
      const context = await browser.newContext({viewport: {width, height: width < 768 ? 740 : 900}});
      const page = await context.newPage();
      for (const {name, path: url} of pages) {
        await page.goto(base + url, {waitUntil: 'load'});
        // Hydrated (the site marks <html> once React has taken over) and every image decoded.
        await page
          .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 10_000})
          .catch(() => undefined);
        await page.evaluate(async () => {
          await document.fonts.ready;
          document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
          await Promise.all(
            Array.from(document.images, (img: HTMLImageElement) => img.decode().catch(() => undefined)),
          );
        });
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({path: file, fullPage: true});
        console.log(path.relative(root, file));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    fs.rmSync(dataDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
