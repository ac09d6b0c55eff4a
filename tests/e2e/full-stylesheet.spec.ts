/**
 * The full stylesheet (src/client/fullStylesheet.ts): every page paints and
 * hydrates with the CSS inlined in its HTML; the full stylesheet is fetched
 * only after the page and its scripts have loaded, or at once when the visitor moves
 * to another page, and without JavaScript it applies from the <noscript>.
 */
import {expect, test, type Page, waitForHydration} from './fixtures';

const fullStylesheetApplied = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => /\/assets\/css\/[^/]+\.css$/.test(sheet.href ?? '')),
  );

test.describe('with JavaScript', () => {
  test('no page fetches the full stylesheet while its own scripts load, and every page has it soon after', async ({
    page,
  }) => {
    for (const path of ['/', '/resources/guides/bridging-finance-explained', '/resources/insights', '/contact']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => fullStylesheetApplied(page), {message: path}).toBe(true);
      const {requestedAt, loadedAt} = await page.evaluate(() => ({
        requestedAt: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/css/'))
          ?.startTime,
        loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      }));
      expect(requestedAt, path).toBeGreaterThanOrEqual(loadedAt);
    }
  });

  test('pointing at or tabbing to a link to another page adds the full stylesheet before the click', async ({page}) => {
    // Held back from the idle moment, so only the visitor's intent can add it.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/');
    await waitForHydration(page);
    // Pointing at something that is not a link changes nothing.
    await page.locator('main h1').first().hover();
    expect(await fullStylesheetApplied(page)).toBe(false);
    await page.locator('footer a[href="/resources/glossary"]').first().hover();
    await expect.poll(() => fullStylesheetApplied(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/contact');
    await waitForHydration(page);
    expect(await fullStylesheetApplied(page)).toBe(false);
    await page.locator('footer a[href="/privacy"]').first().focus();
    await expect.poll(() => fullStylesheetApplied(page)).toBe(true);
  });

  test('heading for the search box adds the full stylesheet, so its results panel is styled as it opens', async ({
    page,
  }) => {
    // Held back from the idle moment, so only the visitor's intent can add it.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/about');
    await waitForHydration(page);
    expect(await fullStylesheetApplied(page)).toBe(false);
    const box = page.locator('header').getByRole('searchbox', {name: 'Search the site'});
    await box.focus();
    await expect.poll(() => fullStylesheetApplied(page)).toBe(true);
    await box.fill('caveat');
    const panelId = await box.getAttribute('aria-controls');
    // The panel floats over the page instead of pushing the header open.
    await expect(page.locator(`[id="${panelId}"]`)).toHaveCSS('position', 'absolute');
  });

  test('moving to another page adds the full stylesheet at once', async ({page}) => {
    // Held back until it is asked for at the page change, so the first page's idle moment cannot add it first.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(await fullStylesheetApplied(page)).toBe(false);
    // A click event alone (no pointer over the link, no press, no focus first), as a script or assistive tool may send.
    await page.locator('footer a[href="/resources/glossary"]').first().dispatchEvent('click');
    await expect(page.locator('h1')).toHaveText(/glossary/i);
    await expect.poll(() => fullStylesheetApplied(page)).toBe(true);
  });
});

/** The face Chromium drew an element's text with (its platform font), e.g. "Plus Jakarta Sans" or "Liberation Sans". */
async function drawnFace(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: -1});
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(', ');
}

test('a heading keeps the face it was painted in while she reads; the heading face the first paint missed comes with the next page', async ({
  page,
}) => {
  // The heading face's file held back past the first paint, as on a phone's first visit.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event: the held file holds it back.
  await page.goto('/resources/glossary', {waitUntil: 'domcontentloaded'});
  await waitForHydration(page);
  release();
  await expect.poll(() => fullStylesheetApplied(page)).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(await drawnFace(page, 'main h1')).not.toContain('Plus Jakarta Sans');
  // A #link on the page (the A to Z's letters) changes the address, not the page: the headings keep their face.
  await page.locator('main a[href="#l"]').first().click();
  await expect(page).toHaveURL(/#l$/);
  await page.waitForTimeout(500);
  expect(await drawnFace(page, 'main h1')).not.toContain('Plus Jakarta Sans');
  await page.locator('main a[href="/resources/guides/serviceability-lvr-icr-dscr"]').first().click();
  await expect(page.locator('main h1')).toHaveText(/serviceability/i);
  await expect.poll(() => drawnFace(page, 'main h1')).toContain('Plus Jakarta Sans');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the full stylesheet applies from the page itself', async ({page}) => {
    await page.goto('/resources/guides/bridging-finance-explained');
    await expect.poll(() => fullStylesheetApplied(page)).toBe(true);
  });
});

/**
 * Where a page's blocks sit and how they look: its height and, for each
 * landmark, section, heading, list item, paragraph, link and button, its top
 * and height (rounded to the pixel), colours, border and font.
 */
const layoutOf = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    boxes: Array.from(
      document.querySelectorAll('header, main, footer, section, nav, h1, h2, h3, li, p, form, table, a, button'),
    ).map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const look = [style.color, style.backgroundColor, style.borderTopColor, style.fontFamily, style.fontWeight].join(
        ' ',
      );
      return `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.top + window.scrollY)}+${Math.round(box.height)} ${look}`;
    }),
  }));

// Every page type: what the full stylesheet would change here, a visitor would see move when it arrives.
const pageTypes = [
  '/',
  '/services/bridging-finance',
  '/resources',
  '/resources/guides/bridging-finance-explained',
  '/resources/case-studies/bridging-a-freehold-purchase',
  '/resources/insights',
  '/resources/insights/tags',
  '/resources/glossary',
  '/resources/faqs',
  '/tools/bridging-loan-calculator',
  '/contact',
  '/privacy',
  '/no-such-page',
];

test.describe('the CSS inlined in each page', () => {
  // Without JavaScript nothing changes the page after it loads: only the stylesheet differs between the two loads.
  test.use({javaScriptEnabled: false});

  // Each page loaded once with the inlined CSS only and once with the full stylesheet, each measured at both
  // widths: with no script on the page, the layout follows the window through CSS alone. Two tests share the
  // page types so they run side by side.
  const halves = [pageTypes.slice(0, 7), pageTypes.slice(7)];
  for (const [half, paths] of halves.entries()) {
    test(`lays every page type out and colours it as the full stylesheet does, at 375 and 1280 px (${half + 1} of ${halves.length})`, async ({
      page,
    }) => {
      const measure = async () => {
        const layouts: Awaited<ReturnType<typeof layoutOf>>[] = [];
        for (const width of [375, 1280]) {
          await page.setViewportSize({width, height: 800});
          layouts.push(await layoutOf(page));
        }
        return layouts;
      };
      // Both loads with the headings' fallback face: the face is font-display: optional, so whether it draws a
      // load's headings depends on when its file arrives, and only the stylesheets are compared here.
      await page.route(/\.woff2(\?|$)/, (route) => route.abort());
      for (const path of paths) {
        await page.setViewportSize({width: 375, height: 800});
        await page.route('**/assets/css/**', (route) => route.abort());
        await page.goto(path);
        const inlinedOnly = await measure();
        await page.unroute('**/assets/css/**');
        await page.setViewportSize({width: 375, height: 800});
        await page.goto(path);
        await expect.poll(() => fullStylesheetApplied(page), {message: path}).toBe(true);
        const full = await measure();
        expect(inlinedOnly[0], `${path} at 375 px`).toEqual(full[0]);
        expect(inlinedOnly[1], `${path} at 1280 px`).toEqual(full[1]);
      }
    });
  }

  test('no page draws its decoration with an SVG image: each would be a document of its own, built before the first paint', async ({
    page,
  }) => {
    // The theme's back-to-top arrow on every docs page was one (src/css/layout.css). Content images (<img>) are not decoration.
    await page.route('**/assets/css/**', (route) => route.abort());
    for (const path of pageTypes) {
      await page.goto(path);
      const svgImages = await page.evaluate(() => {
        const properties = [
          'background-image',
          'mask-image',
          '-webkit-mask-image',
          'list-style-image',
          'border-image-source',
          'content',
        ];
        const found: string[] = [];
        for (const element of Array.from(document.querySelectorAll('*'))) {
          for (const pseudo of [null, '::before', '::after', '::marker']) {
            const style = getComputedStyle(element, pseudo);
            for (const property of properties) {
              const value = style.getPropertyValue(property);
              if (/url\(["']?(data:image\/svg|[^)]*\.svg\b)/.test(value))
                found.push(
                  `${element.tagName.toLowerCase()}.${element.getAttribute('class')}${pseudo ?? ''} ${property}`,
                );
            }
          }
        }
        return found;
      });
      expect(svgImages, path).toEqual([]);
    }
  });

  test("a heading's # link shows on hover with only the inlined CSS, as it does with the full stylesheet", async ({
    page,
  }) => {
    await page.route('**/assets/css/**', (route) => route.abort());
    await page.goto('/resources/guides/bridging-finance-explained');
    const heading = page.locator('main h2[id]').first();
    const hashLink = heading.locator('a.hash-link');
    await expect(hashLink).toHaveCSS('opacity', '0');
    await heading.hover();
    await expect(hashLink).toHaveCSS('opacity', '1');
  });

  test("a heading's # link does not push a tablet-wide window sideways", async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await page.goto('/resources/guides/smsf-property-loans-lrba');
    await expect(page.locator('main h2[id] a.hash-link').first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(600);
  });
});
