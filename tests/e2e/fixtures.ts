/**
 * Playwright's `test` and `expect`, with one change: `page.goto` and
 * `page.reload` return once React has hydrated the page, not at the browser's
 * `load` event.
 *
 * The site's scripts start after the first paint (src/client/pageStart), so
 * `load` can come before React has taken over. A visitor's early clicks and
 * typing are kept and replayed (tests/e2e/early-interactions.both.spec.ts),
 * but a test that reads what React renders, or clicks a link expecting an
 * in-app navigation, needs the hydrated page. Pass
 * `waitUntil: 'domcontentloaded'` (or 'commit') to act before hydration on
 * purpose. Pages without JavaScript, pages whose scripts failed to download
 * (they show the load-failure notice), and documents that are not the site's
 * pages (feeds, the no-JavaScript enquiry answer) are not waited for.
 */
import {test as base, type Page} from '@playwright/test';

export * from '@playwright/test';

type GotoOptions = Parameters<Page['goto']>[1];

const waitsForLoad = (options: GotoOptions) =>
  !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/** Hydrated, or never will be: not one of the site's pages, or its scripts failed (the page says so). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('__docusaurus') ||
      document.documentElement.getAttribute('data-has-hydrated') === 'true' ||
      document.querySelector('.site-load-failure') !== null,
  );
}

export const test = base.extend({
  page: async ({page, javaScriptEnabled}, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (waitsForLoad(options)) await hydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (waitsForLoad(options)) await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
