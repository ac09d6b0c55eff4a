/**
 * JavaScript budgets: the gzip size of the scripts a page downloads before
 * the first interaction. The untouched Docusaurus template runs about 171 KB
 * on its home page; this site must stay well under it.
 */
import zlib from 'zlib';
import {expect, test, type Page, type Response} from '@playwright/test';
import {calculatorSlugs} from '../../src/calculator-pages';

async function javascriptKb(page: Page, path: string): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.body());
  };
  page.on('response', onResponse);
  await page.goto(path, {waitUntil: 'networkidle'});
  // Stop listening before counting, so a script fetched later (after an interaction) is neither counted
  // nor left reading its body when the test ends.
  page.off('response', onResponse);
  const sizes = await Promise.all(bodies.map(async (body) => zlib.gzipSync(await body, {level: 9}).length));
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

// Every route adds a few hundred bytes to Docusaurus's route table in the main bundle, so budgets leave
// room for the library to grow by some dozens of articles; a jump of several KB means something heavy
// reached the shared layout.
// Measured 2026-11-23 after the visual identity (service and calculator icons, trust facts, the example-details
// notice) and the structured-data graph landed: home 136.4, About 128.6, a service 143.3, a guide 153.4.
const budgetsKb: Record<string, number> = {
  '/': 140,
  '/about': 135,
  '/services/bridging-finance': 150,
  '/resources/guides': 155,
  '/resources/guides/bridging-finance-explained': 157,
  '/resources/faqs': 150,
  '/resources/case-studies': 165,
  // The quote form and its shared schema (zod/mini) load only on /contact.
  '/contact': 150,
};

for (const [path, budget] of Object.entries(budgetsKb)) {
  test(`${path} runs at most ${budget} KB of JavaScript (gzip) before interaction`, async ({page}) => {
    const kb = await javascriptKb(page, path);
    test.info().annotations.push({type: 'js-kb', description: `${path}: ${kb.toFixed(1)} KB`});
    console.log(`JS budget ${path}: ${kb.toFixed(1)} KB gzip (budget ${budget})`);
    expect(kb).toBeLessThanOrEqual(budget);
  });
}

test('each calculator page runs at most 60 KB (gzip) more JavaScript than a guide page', async ({browser}) => {
  // Eight page loads, each waiting for the network to settle.
  test.setTimeout(120_000);
  const measure = async (path: string) => {
    const page = await browser.newPage();
    const kb = await javascriptKb(page, path);
    await page.close();
    return kb;
  };
  const guide = await measure('/resources/guides/bridging-finance-explained');
  for (const slug of calculatorSlugs) {
    const extra = (await measure(`/tools/${slug}`)) - guide;
    console.log(`JS budget /tools/${slug}: ${extra.toFixed(1)} KB gzip more than a guide (budget 60)`);
    expect(extra, slug).toBeLessThanOrEqual(60);
  }
});
