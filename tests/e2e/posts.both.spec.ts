/**
 * Case studies and insights as a visitor sees them at phone and desktop widths: case studies and insights have the guides'
 * mid-article call to action, a post's tag chips sit under a small heading (9), and the desktop table
 * of contents has a visible "On this page" label (19).
 */
import {expect, test, gotoHydrated, desktopLayout} from './fixtures';

test.describe.configure({timeout: 120_000});

const caseStudy = '/resources/case-studies/second-mortgage-for-a-tax-debt';
const insight = '/resources/insights/lender-appetite-by-asset-class';
const guide = '/resources/guides/bridging-finance-explained';

test('a case study has the call to action after "How the loan was structured", before "The figures"', async ({
  page,
}) => {
  await gotoHydrated(page, caseStudy);
  const panel = page.getByRole('heading', {name: 'Want a broker to look at your deal?'});
  await expect(panel).toBeVisible();
  // By the headings' anchors: a heading's accessible name also carries its "Direct link" label.
  const y = async (id: string) => (await page.locator(`article h2#${id}`).boundingBox())!.y;
  const at = (await panel.boundingBox())!.y;
  expect(at).toBeGreaterThan(await y('how-the-loan-was-structured'));
  expect(at).toBeLessThan(await y('the-figures'));
});

test('a guide with a section on costs has its call to action right after it, not before the reader has seen them', async ({
  page,
}) => {
  await gotoHydrated(page, guide);
  const panel = page.getByRole('heading', {name: 'Want a broker to look at your deal?'});
  await expect(panel).toBeVisible();
  const h2 = page.locator('article .markdown > h2');
  const names = (await h2.allTextContents()).map((name) => name.replace(/\u200b|Direct link.*$/g, '').trim());
  const costs = names.findIndex((name) => name.startsWith('What it costs'));
  expect(costs).toBeGreaterThan(0);
  const at = (await panel.boundingBox())!.y;
  expect(at).toBeGreaterThan((await h2.nth(costs).boundingBox())!.y);
  expect(at).toBeLessThan((await h2.nth(costs + 1).boundingBox())!.y);
});

test('an insight has the call to action after its second section', async ({page}) => {
  await gotoHydrated(page, insight);
  const panel = page.getByRole('heading', {name: 'Want a broker to look at your deal?'});
  await expect(panel).toBeVisible();
  const h2 = page.locator('article .markdown > h2');
  const at = (await panel.boundingBox())!.y;
  expect(at).toBeGreaterThan((await h2.nth(1).boundingBox())!.y);
  expect(at).toBeLessThan((await h2.nth(2).boundingBox())!.y);
});

test('a post\'s tags sit under a heading: "Services in this example" or "Topics"', async ({page}) => {
  await gotoHydrated(page, caseStudy);
  await expect(page.getByText('Services in this example', {exact: true})).toBeVisible();
  await expect(
    page.getByRole('navigation', {name: 'Services in this example'}).getByRole('link').first(),
  ).toBeVisible();
  await gotoHydrated(page, insight);
  await expect(page.getByText('Topics', {exact: true})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Topics'}).getByRole('link').first()).toBeVisible();
});

test(
  'the desktop contents list has a visible "On this page" label (guide, case study, insight)',
  desktopLayout,
  async ({page}) => {
    for (const path of [guide, caseStudy, insight]) {
      await gotoHydrated(page, path);
      const nav = page.getByRole('navigation', {name: 'On this page'});
      await expect(nav.getByText('On this page', {exact: true})).toBeVisible();
      await expect(nav.getByRole('link').first()).toBeVisible();
    }
  },
);
