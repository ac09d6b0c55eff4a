/**
 * main.js tells V8 to compile it while it downloads (src/plugins/compile-hints):
 * its first line as served is the magic comment, the route chunks carry none,
 * and a page with it still hydrates and runs.
 */
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {expect, test, gotoHydrated} from './fixtures';

test('main.js starts with the compile hint, and only main.js', async ({page, request}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]*\bsrc=["']?([^"' >]+)/g)].map((match) => match[1]!);
  const main = scripts.find((src) => /\/main\.[0-9a-f]+\.js$/.test(src));
  expect(main, 'the page names main.js').toBeDefined();
  expect((await (await request.get(main!)).text()).split('\n')[0]).toBe(COMPILE_HINT);
  for (const src of scripts.filter((script) => script !== main)) {
    expect(await (await request.get(src)).text(), src).not.toContain(COMPILE_HINT);
  }

  await gotoHydrated(page, '/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Services'}).click();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
});
