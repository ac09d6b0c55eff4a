import {expect, test} from './fixtures';
import {articlePaths, routeTable, sitemapPaths} from './routes';

test.describe('every page of the route table', () => {
  for (const path of routeTable) {
    test(`${path} answers with its own page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      // src/content/pageTitle.ts: the page's title with " | Harbourline" while the whole fits in 60 characters.
      await expect(page).toHaveTitle(/^\S.{0,59}$/);
      expect(await page.title()).toMatch(/\| Harbourline$|^.{47,60}$|^Harbourline Commercial Finance$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('main a[href^="/contact"], header a[href="/contact"]').first()).toBeAttached();
      await expect(page.getByText('Lorem ipsum', {exact: false})).toHaveCount(0);
    });
  }
});

test('there are at least two guides, case studies and insights', async ({request}) => {
  for (const prefix of ['/resources/guides', '/resources/case-studies', '/resources/insights']) {
    expect((await articlePaths(request, prefix)).length, prefix).toBeGreaterThanOrEqual(2);
  }
});

test('every page in the sitemap has one H1, a description and a way to /contact', async ({page, request}) => {
  test.setTimeout(240_000);
  const paths = (await sitemapPaths(request)).filter((p) => !/\/(tags|page|authors|archive)(\/|$)/.test(p));
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S{3,}/);
    await expect(page.locator('a[href^="/contact"]').first(), path).toBeAttached();
  }
});
