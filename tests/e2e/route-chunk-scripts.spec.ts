/**
 * A page's own scripts start downloading from its HTML, beside main.js, not
 * after main.js has run (src/plugins/route-chunk-scripts): every script the
 * page loads until React has hydrated is named in the HTML as served, none
 * is fetched twice, and the page still hydrates and works.
 */
import {expect, test, waitForHydration} from './fixtures';

const pages = [
  '/',
  '/resources/guides/bridging-finance-explained',
  '/resources/insights',
  '/resources/glossary',
  '/contact',
  '/tools/bridging-loan-calculator',
];

for (const path of pages) {
  test(`${path} names in its HTML every script it needs to hydrate`, async ({page, request}) => {
    const html = await (await request.get(path)).text();
    const named = [...html.matchAll(/<script[^>]*\bsrc=["']?([^"' >]+)/g)].map((match) => match[1]);
    expect(named.length, 'more than the runtime and main.js').toBeGreaterThan(2);

    const requested: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') requested.push(new URL(req.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);

    const late = requested.filter((script) => !named.includes(script));
    expect(late, 'scripts fetched only after main.js ran').toEqual([]);
    expect(requested.length, 'each script fetched once').toBe(new Set(requested).size);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
