/**
 * JavaScript budgets: the gzip size of the scripts a page downloads before
 * the first interaction. The untouched Docusaurus template runs 167 KB on its
 * home page and 172 KB on a docs page; this site must stay well under it.
 */
import zlib from 'zlib';
import {expect, test, type Page, type Response} from './fixtures';
import {calculatorSlugs} from '../../src/calculators';

async function javascriptKb(page: Page, path: string): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.body());
  };
  page.on('response', onResponse);
  await page.goto(path, {waitUntil: 'networkidle'});
  // On a slow machine the network can fall quiet while main.js is still running, before it asks for the
  // page's own chunks: the page has loaded what it needs once React has hydrated it.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // Stop listening before counting, so a script fetched later (after an interaction) is neither counted
  // nor left reading its body when the test ends.
  page.off('response', onResponse);
  const sizes = await Promise.all(bodies.map(async (body) => zlib.gzipSync(await body, {level: 9}).length));
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

/**
 * What each page ran when last measured (KB gzip, local build, 2026-11-28, after the service records and the
 * header's page quote link reached the shared layout and two calculators gained the transfer-duty estimate; about,
 * the guides list, a guide, the glossary, the FAQs and search re-measured after the service records left main.js;
 * home and a guide again after the calculator cards and service icons came from the content index).
 * A budget is that figure plus 10%: room for a React or Docusaurus patch and the few hundred bytes each new
 * route adds to the route table in main.js, while a heavy library reaching the shared layout still fails it.
 * After a deliberate change, re-measure (the test prints each figure) and update the figures here.
 */
const measuredKb: Record<string, number> = {
  '/': 126.5,
  '/about': 119.9,
  '/services/bridging-finance': 132.9,
  '/resources/guides': 131.8,
  '/resources/guides/bridging-finance-explained': 136.3,
  '/resources/glossary': 144.0,
  '/resources/faqs': 127.6,
  '/resources/case-studies': 123.7,
  '/resources/case-studies/bridging-a-freehold-purchase': 132.3,
  '/resources/insights': 123.4,
  // Search preloads its Pagefind engine while the page hydrates, so a linked query's results show sooner.
  '/search': 130.6,
  // The quote form and its shared schema (zod/mini) load only on /contact.
  '/contact': 137.1,
  // Each calculator carries its own maths, form and chart; the heaviest sets the figure.
  ...Object.fromEntries(calculatorSlugs.map((slug) => [`/tools/${slug}`, 137.6])),
};
const HEADROOM = 1.1;

for (const [path, measured] of Object.entries(measuredKb)) {
  const budget = Math.ceil(measured * HEADROOM);
  test(`${path} runs at most ${budget} KB of JavaScript (gzip) before interaction`, async ({page}) => {
    const kb = await javascriptKb(page, path);
    test.info().annotations.push({type: 'js-kb', description: `${path}: ${kb.toFixed(1)} KB`});
    console.log(`JS budget ${path}: ${kb.toFixed(1)} KB gzip (budget ${budget})`);
    expect(kb).toBeLessThanOrEqual(budget);
  });
}
