import {expect, test} from './fixtures';
import {articlePaths, routeTable, sitemapPaths} from './routes';

test('there are at least two guides, case studies and insights', async ({request}) => {
  for (const prefix of ['/resources/guides', '/resources/case-studies', '/resources/insights']) {
    expect((await articlePaths(request, prefix)).length, prefix).toBeGreaterThanOrEqual(2);
  }
});

/** Every page in the sitemap but the lists of tags, pages, authors and archives. */
const pagesOf = async (request: Parameters<typeof sitemapPaths>[0]) =>
  (await sitemapPaths(request)).filter((p) => !/\/(tags|page|authors|archive)(\/|$)/.test(p));

test('the sitemap lists every page of the route table', async ({request}) => {
  const paths = await pagesOf(request);
  expect(paths.length).toBeGreaterThan(20);
  expect(paths).toEqual(expect.arrayContaining(routeTable));
});

/**
 * Each page loaded once for all of its checks; the pages are dealt to a few tests, so they load in parallel
 * and a failure names the page.
 */
const SHARDS = 4;
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page in the sitemap answers with its own page: one H1, a title and description that fit, a way to /contact, no placeholder text (${shard + 1} of ${SHARDS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const paths = (await pagesOf(request)).filter((_, i) => i % SHARDS === shard);
    for (const path of paths) {
      const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1'), path).toHaveCount(1);
      // src/content/pageTitle.ts: the page's title with " | Harbourline" while the whole fits in 60 characters.
      await expect(page, path).toHaveTitle(/^\S.{0,59}$/);
      expect(await page.title(), path).toMatch(/\| Harbourline$|^.{47,60}$|^Harbourline Commercial Finance$/);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S{3,}/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, path).toBeGreaterThan(40);
      await expect(page.locator('main a[href^="/contact"], header a[href="/contact"]').first(), path).toBeAttached();
      await expect(page.getByText('Lorem ipsum', {exact: false}), path).toHaveCount(0);
    }
  });
}
