/**
 * The heading face (src/css/typography.css): headings are set in Plus Jakarta Sans, self-hosted, one
 * latin file; body text keeps the system stack; and the metric-matched fallback (what a slow first visit keeps:
 * font-display: optional) draws the same lines.
 */
import {expect, test, gotoHydrated, sameAtEveryWidth, type Page} from './fixtures';

const face = 'Plus Jakarta Sans';
const pages = [
  '/',
  '/services/bridging-finance',
  '/resources/guides/bridging-finance-explained',
  '/tools/bridging-loan-calculator',
];

/**
 * The load status of each of the page's faces of the heading family ('loaded', 'error', 'unloaded'...): the inlined
 * CSS declares it, and the full stylesheet, added after hydration, declares it again.
 */
const faceStatuses = (page: Page) =>
  page.evaluate((family) => {
    const statuses: string[] = [];
    document.fonts.forEach((f) => {
      if (f.family.replace(/"/g, '') === family) statuses.push(f.status);
    });
    return statuses;
  }, face);

/** The computed font-family of the first element the selector finds. */
const familyOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);

test('headings are set in the heading face, which has loaded; body text is not', async ({page}) => {
  test.setTimeout(90_000);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2(\?|$)/.test(request.url())) fonts.push(request.url());
  });
  for (const path of pages) {
    await gotoHydrated(page, path);
    await page.evaluate(() => document.fonts.ready);
    expect(await familyOf(page, 'main h1'), path).toMatch(new RegExp(`^"?${face}"?,`));
    expect(await familyOf(page, 'main h2'), path).toMatch(new RegExp(`^"?${face}"?,`));
    expect(await familyOf(page, 'main p'), path).not.toContain(face);
    // The face loaded, and the browser has it for bold text.
    expect(await faceStatuses(page), path).toContain('loaded');
    expect(await page.evaluate((family) => document.fonts.check(`700 32px "${family}"`), face)).toBe(true);
  }
  // English text needs only the latin file, and the site asks for no other font.
  expect(
    new Set(
      fonts.map((url) =>
        url
          .replace(/-[0-9a-f]{8,}(?=\.woff2)/, '')
          .split('/')
          .pop(),
      ),
    ),
  ).toEqual(new Set(['plus-jakarta-sans-latin-700-normal.woff2']));
});

test(
  'the H1 is as tall with the heading face blocked as with it, at 375 and 1440 px',
  sameAtEveryWidth,
  async ({browser}) => {
    test.setTimeout(240_000);
    for (const width of [375, 1440]) {
      for (const path of pages) {
        const heights: number[] = [];
        for (const blocked of [false, true]) {
          const context = await browser.newContext({viewport: {width, height: 900}});
          const page = await context.newPage();
          if (blocked) await page.route(/\.woff2(\?|$)/, (route) => route.abort());
          await gotoHydrated(page, path);
          // The heading asks for the face as it is laid out; wait until that load has ended either way.
          await expect.poll(() => faceStatuses(page)).toContainEqual(blocked ? 'error' : 'loaded');
          if (blocked) expect(await faceStatuses(page), `${path} at ${width} px`).not.toContain('loaded');
          heights.push((await page.locator('main h1').first().boundingBox())!.height);
          await context.close();
        }
        expect(
          Math.abs(heights[0]! - heights[1]!),
          `${path} at ${width} px: ${heights.join(' vs ')}`,
        ).toBeLessThanOrEqual(2);
      }
    }
  },
);
