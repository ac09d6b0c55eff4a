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
 * What each page ran when last measured (KB gzip, the fresh-clone CI build of 257ebd10, 2026-12-05). Re-measured
 * when the heaviest calculator reached its budget: since the figures of 2026-11-28 every page had grown 3 to 7 KB and
 * the heaviest calculator 14 KB (the calculators' cost cards and scenario hand-overs, the quote form's two steps, the
 * route announcer in main.js), each a deliberate change.
 * A budget is that figure plus 10%: room for a React or Docusaurus patch and the few hundred bytes each new
 * route adds to the route table in main.js, while a heavy library reaching the shared layout still fails it.
 * After a deliberate change, re-measure (the test prints each figure) and update the figures here.
 */
const measuredKb: Record<string, number> = {
  '/': 129.5,
  '/about': 123.6,
  '/services/bridging-finance': 139.7,
  '/resources/guides': 135.6,
  '/resources/guides/bridging-finance-explained': 139.8,
  '/resources/glossary': 147.4,
  '/resources/faqs': 131.4,
  '/resources/case-studies': 127.8,
  '/resources/case-studies/bridging-a-freehold-purchase': 137.6,
  '/resources/insights': 127.2,
  // Search preloads its Pagefind engine while the page hydrates, so a linked query's results show sooner.
  '/search': 133.8,
  // The quote form and its shared schema (zod/mini) load only on /contact.
  '/contact': 142.9,
  // Each calculator carries its own maths, form and chart; the heaviest (commercial real estate) sets the figure.
  ...Object.fromEntries(calculatorSlugs.map((slug) => [`/tools/${slug}`, 152.0])),
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
