/**
 * JavaScript budgets: the gzip size of the scripts a page downloads before
 * the first interaction. The untouched Docusaurus template runs about 171 KB
 * on its home page; this site must stay well under it.
 */
import zlib from 'zlib';
import {expect, test, type Page} from '@playwright/test';

async function javascriptKb(page: Page, path: string): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.body());
  });
  await page.goto(path, {waitUntil: 'networkidle'});
  const sizes = await Promise.all(bodies.map(async (body) => zlib.gzipSync(await body, {level: 9}).length));
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

const budgetsKb: Record<string, number> = {
  '/': 125,
  '/about': 125,
  '/services/bridging-finance': 140,
  '/resources/guides': 145,
  '/resources/faqs': 140,
  '/resources/case-studies': 145,
  // The quote form and its shared schema (zod/mini) load only on /contact.
  '/contact': 140,
  // A calculator may run at most 60 KB more than a guide page.
  '/tools/commercial-property-loan-calculator': 145 + 60,
};

for (const [path, budget] of Object.entries(budgetsKb)) {
  test(`${path} runs at most ${budget} KB of JavaScript (gzip) before interaction`, async ({page}) => {
    const kb = await javascriptKb(page, path);
    test.info().annotations.push({type: 'js-kb', description: `${path}: ${kb.toFixed(1)} KB`});
    console.log(`JS budget ${path}: ${kb.toFixed(1)} KB gzip (budget ${budget})`);
    expect(kb).toBeLessThanOrEqual(budget);
  });
}
