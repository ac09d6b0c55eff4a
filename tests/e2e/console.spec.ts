/**
 * Pages opened from a shared link hydrate cleanly: no script error and no
 * React hydration warning in the console, with a query string the built HTML
 * could not know about.
 */
import {expect, test, waitForHydration} from './fixtures';

for (const path of [
  '/',
  '/resources/guides/bridging-finance-explained',
  '/search?q=caveat',
  '/tools/commercial-property-loan-calculator?amount=750000&rate=8&years=20&frequency=weekly',
  '/tools/loan-comparison-tool?loans=3',
  '/contact?service=bridging-finance',
  '/no-such-page',
]) {
  test(`${path} loads without a script or hydration error`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // A 404 document is expected on the not-found page; anything else logged as an error is a fault.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    await page.goto(path, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
}
