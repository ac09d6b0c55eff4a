import {load} from 'cheerio';
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
 * Each page's HTML as served, read as a crawler reads it (no browser: nothing here needs a script to run);
 * the pages are dealt to a few tests, so they load in parallel and a failure names the page.
 */
const SHARDS = 2;
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page in the sitemap answers with its own page: one H1, a title and description that fit, a way to /contact, no placeholder text (${shard + 1} of ${SHARDS})`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = (await pagesOf(request)).filter((_, i) => i % SHARDS === shard);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const $ = load(await response.text());
      expect($('h1'), path).toHaveLength(1);
      // src/content/pageTitle.ts: the page's title with " | Harbourline" while the whole fits in 60 characters.
      const title = $('title').text();
      expect(title, path).toMatch(/^\S.{0,59}$/);
      expect(title, path).toMatch(/\| Harbourline$|^.{47,60}$|^Harbourline Commercial Finance$/);
      const description = $('meta[name="description"]').attr('content') ?? '';
      expect(description, path).toMatch(/\S{3,}/);
      expect(description.length, path).toBeGreaterThan(40);
      expect($('main a[href^="/contact"], header a[href="/contact"]').length, path).toBeGreaterThan(0);
      expect($('body').text(), path).not.toMatch(/lorem ipsum/i);
    }
  });
}
