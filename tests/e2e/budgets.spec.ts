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
// reached the shared layout. The goal (issue #15): at most 135 KB on a guide and 140 KB on any page.
// Measured 2026-11-23 once the pages ran on Preact (src/plugins/preact): home 78.8, About 71.0, a service 85.7,
// guides list 90.7, a guide 95.8, glossary 102.8 (its 113 terms are the page's own content), FAQs 83.7, case
// studies 86.7, insights 83.9, search 67.9, contact 83.1, calculators 75.9 to 79.9. Before Preact: home 136.4, a
// guide 153.4.
const budgetsKb: Record<string, number> = {
  '/': 85,
  '/about': 78,
  '/services/bridging-finance': 92,
  '/resources/guides': 97,
  '/resources/guides/bridging-finance-explained': 102,
  '/resources/glossary': 108,
  '/resources/faqs': 90,
  '/resources/case-studies': 93,
  '/resources/insights': 90,
  '/search': 75,
  // The quote form and its shared schema (zod/mini) load only on /contact.
  '/contact': 90,
  // Each calculator carries its own maths, form and chart.
  ...Object.fromEntries(calculatorSlugs.map((slug) => [`/tools/${slug}`, 86])),
};

for (const [path, budget] of Object.entries(budgetsKb)) {
  test(`${path} runs at most ${budget} KB of JavaScript (gzip) before interaction`, async ({page}) => {
    const kb = await javascriptKb(page, path);
    test.info().annotations.push({type: 'js-kb', description: `${path}: ${kb.toFixed(1)} KB`});
    console.log(`JS budget ${path}: ${kb.toFixed(1)} KB gzip (budget ${budget})`);
    expect(kb).toBeLessThanOrEqual(budget);
  });
}
