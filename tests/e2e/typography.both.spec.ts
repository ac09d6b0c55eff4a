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

test('headings are set in the heading face, which has loaded; body text is not', sameAtEveryWidth, async ({page}) => {
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
  'the H1 is as tall in the metric-matched fallback as in the heading face, at 375 and 1440 px',
  sameAtEveryWidth,
  async ({page}) => {
    test.setTimeout(90_000);
    // What a first visit keeps when the face is late (font-display: optional): the same page, its headings set in
    // the fallback stack alone, must draw the same lines. One load per page; the widths are the same layout resized.
    for (const path of pages) {
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      const h1 = page.locator('main h1').first();
      for (const width of [375, 1440]) {
        await page.setViewportSize({width, height: 900});
        const inFace = (await h1.boundingBox())!.height;
        const inFallback = await h1.evaluate((heading) => {
          const family = getComputedStyle(heading).fontFamily;
          heading.style.fontFamily = family.slice(family.indexOf(',') + 1);
          const height = heading.getBoundingClientRect().height;
          heading.style.fontFamily = '';
          return height;
        });
        expect(Math.abs(inFace - inFallback), `${path} at ${width} px: ${inFace} vs ${inFallback}`).toBeLessThanOrEqual(
          2,
        );
      }
    }
  },
);
