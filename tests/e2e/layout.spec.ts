/**
 * One site at every width: calculators sit in the navbar's column
 * (page-tops.spec.ts holds every page type's heading on the logo's edge and
 * no sideways scroll from 320 to 1920 px), native controls use the site's font,
 * and visible dates are written one way ("22 November 2026").
 */
import {expect, test, gotoHydrated} from './fixtures';
import {articlePaths} from './routes';
import {resizeTo} from './resize';

test('calculator inputs, results and schedules sit in the same column as the navbar', async ({page}) => {
  // Two page loads, each measured at three widths: on a busy two-core machine each load can take many seconds.
  test.setTimeout(90_000);
  for (const path of ['/tools/commercial-property-loan-calculator', '/tools/loan-comparison-tool']) {
    await resizeTo(page, 1280);
    await gotoHydrated(page, path);
    for (const width of [1280, 1440, 1920]) {
      await resizeTo(page, width);
      const brand = (await page.locator('header a[href="/"]').first().boundingBox())!.x;
      const form = (await page.locator('main form').first().boundingBox())!.x;
      expect(Math.abs(form - brand), `${path} form at ${width}`).toBeLessThanOrEqual(1);
      if (path !== '/tools/commercial-property-loan-calculator') continue;
      const schedule = (await page
        .getByRole('heading', {name: /schedule/i})
        .first()
        .boundingBox())!.x;
      expect(Math.abs(schedule - brand), `schedule at ${width}`).toBeLessThanOrEqual(1);
    }
  }
});

test('buttons, inputs and selects use the site font, not the browser’s', async ({page}) => {
  let bodyFont = '';
  for (const path of ['/contact', '/tools/loan-comparison-tool', '/search?q=loan']) {
    await gotoHydrated(page, path);
    bodyFont ||= await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const fonts = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main button, main input, main select, main textarea, header input')).map(
        (el) => `${el.tagName} ${getComputedStyle(el).fontFamily}`,
      ),
    );
    expect(fonts.length, path).toBeGreaterThan(0);
    expect(
      fonts.filter((f) => !f.endsWith(bodyFont)),
      path,
    ).toEqual([]);
  }
});

test('visible dates are written one way, never as ISO dates', async ({page, request}) => {
  const [guide] = await articlePaths(request, '/resources/guides');
  const [caseStudy] = await articlePaths(request, '/resources/case-studies');
  for (const path of [
    '/',
    '/resources',
    '/resources/case-studies',
    '/resources/insights',
    guide!,
    caseStudy!,
    '/search?q=refinance',
  ]) {
    await gotoHydrated(page, path);
    // The results themselves (links), not the quiet rows shown while the index loads.
    if (path.startsWith('/search')) await expect(page.locator('main ul li:has(a)').first()).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text.match(/\b\d{4}-\d{2}-\d{2}\b/g), path).toBeNull();
    expect(text.match(/\b\d{1,2} (Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) \d{4}\b/g), path).toBeNull();
  }
  await gotoHydrated(page, '/resources/case-studies');
  await expect(page.locator('main time').first()).toHaveText(
    /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  );
});

test('the case studies list is a card grid with the illustrative notice once and no tags or bare Read more', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/case-studies');
  const main = page.locator('main');
  await expect(main.getByText(/Every case study is an illustrative example/)).toHaveCount(1);
  await expect(main.getByText(/Illustrative example only/)).toHaveCount(0);
  await expect(main.getByText('Tags:')).toHaveCount(0);
  await expect(main.getByText('Read more')).toHaveCount(0);
  const h1 = await main.locator('h1').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const cardTitle = await main
    .locator('li h2')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(cardTitle).toBeLessThan(h1);
});

test('with the browser’s text doubled, a guide and a service page at 1280 px are one column, not three', async ({
  page,
}) => {
  // A low-vision trial (browser text at 32 px): the guide kept its sidebar and "On this page" beside a 450 px article,
  // and the contents column broke its links into a strip of word pieces. The breakpoints are in em, as the navbar's.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {fontSizes: {standard: 32}});
  await resizeTo(page, 1280);
  for (const path of ['/resources/guides/bridging-finance-explained', '/services/bridging-finance']) {
    await gotoHydrated(page, path);
    const article = (await page.locator('main article').first().boundingBox())!;
    expect(article.width, path).toBeGreaterThan(1100);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  }
  // Where the two layouts meet (997 px at 16 px text, 1246.25 px at 20 px): one table of contents either side, never
  // both (a reviewer: with the phone's layout up to 62.25em, 1246 px at 20 px showed both).
  await cdp.send('Page.setFontSizes', {fontSizes: {standard: 20}});
  for (const width of [1246, 1247]) {
    await resizeTo(page, width);
    await gotoHydrated(page, '/resources/guides/bridging-finance-explained');
    const shown = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('.theme-doc-toc-desktop, .theme-doc-toc-mobile')).filter((el) =>
          el.checkVisibility(),
        ).length,
    );
    expect(shown, `tables of contents at ${width} px`).toBe(1);
  }
});
