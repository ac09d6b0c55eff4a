/**
 * Playwright's `test` and `expect`, plus two helpers for tests that need the
 * page React has taken over.
 *
 * Pages load their scripts with the `defer` tags Docusaurus writes, so the
 * browser's `load` event comes after `main.js` has run but not necessarily
 * after React has finished hydrating (React 19 hydrates in slices). A test
 * that presses a React-driven control, or reads what React renders, waits for
 * `<html data-has-hydrated="true">` (Docusaurus sets it once hydrated) with
 * `gotoHydrated` or `waitForHydration`. Tests of the HTML as served, and of
 * what works before or without JavaScript, use `page.goto` as it is.
 */
import type {Page, Response} from '@playwright/test';

export * from '@playwright/test';

/**
 * Resolves once React has hydrated the page Docusaurus rendered. Checked in the page on every animation frame:
 * `expect(...).toHaveAttribute` would look again only every half second after its first few tries, so each page
 * load waited about a quarter of a second longer than hydration took, in every test.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
    timeout: 10_000,
  });
}

/** `page.goto(url)`, then waits until React has hydrated the page. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Whether Chromium tells a screen reader the control is invalid ("invalid entry"): its accessibility tree's state,
 * which follows the browser's own constraint checks (a required box not ticked) unless aria-invalid says otherwise.
 */
export async function reportedInvalid(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const {root} = await cdp.send('DOM.getDocument');
    const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
    const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: false});
    const invalid = nodes[0]?.properties?.find((property) => property.name === 'invalid')?.value.value;
    return invalid !== undefined && invalid !== 'false' && invalid !== false;
  } finally {
    await cdp.detach();
  }
}

/**
 * Resolves once every chunk Docusaurus has asked the browser to prefetch (its `link rel=prefetch` tags, added from
 * the first idle moment after hydration) has arrived: what a test of page changes without a wait needs, where
 * `networkidle` only waited for half a second without requests.
 */
export async function waitForPrefetches(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const links = Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel=prefetch]'));
      const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
      return links.length > 0 && links.every((link) => arrived.has(link.href));
    },
    null,
    {timeout: 10_000},
  );
}

/** A phone or tablet: narrower than 997 px, where the theme switches to its one-column layout and the menu button. */
export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 0) < 997;

/**
 * For a test in a `*.both.spec.ts` file whose behaviour does not depend on the window's width (a calculator's
 * figures, where a link leads): checked once, in the desktop project, instead of again on a phone. Passed as the
 * test's details (`test(title, sameAtEveryWidth, body)`); the mobile project leaves its tag out (`grepInvert` in
 * playwright.config.ts), so it never opens a browser context or page for the test.
 */
export const sameAtEveryWidth = {tag: '@desktop-only'};

/** A test of the desktop layout (997 px and wider) in a `*.both.spec.ts` file: the mobile project leaves it out. */
export const desktopLayout = {tag: '@desktop-only'};

/** A test of the phone layout in a `*.both.spec.ts` file: the desktop project leaves it out (`grepInvert`). */
export const phoneLayout = {tag: '@phone-only'};

/**
 * Opens a calculator's "Adjust assumptions" where it is folded (below 900 px), so its fields can be typed in; beside
 * the results it is open already.
 */
export async function openAssumptions(page: Page): Promise<void> {
  const summary = page.locator('main summary', {hasText: 'Adjust assumptions'});
  if ((await summary.isVisible()) && (await summary.locator('..').getAttribute('open')) === null) await summary.click();
}

/** A calculator page, hydrated, with its "Adjust assumptions" open: for tests that type in any of its fields. */
export async function gotoCalculator(page: Page, url: string): Promise<Response | null> {
  const response = await gotoHydrated(page, url);
  await openAssumptions(page);
  return response;
}
