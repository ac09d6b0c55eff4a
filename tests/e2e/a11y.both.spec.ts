import AxeBuilder from '@axe-core/playwright';
import {expect, test, gotoHydrated} from './fixtures';
import {legalLinks} from '../../src/site-map';
import {routeTable} from './routes';

for (const path of [...routeTable, ...legalLinks.map((l) => l.to), '/search?q=bridging', '/no-such-page']) {
  test(`axe finds no violations on ${path}`, async ({page}) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a skip link leads to the main content', async ({page}) => {
  await gotoHydrated(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: /skip to main content/i});
  await expect(skip).toBeFocused();
});
