/**
 * Finish seen in the third design review of 29 November 2026, checked as a visitor meets it at phone and desktop
 * width: the header's phone icon at full size, and the services comparison's groups one tap away.
 */
import {expect, gotoHydrated, isPhone, test} from './fixtures';
import {business} from '../../src/business';
import {serviceCategories} from '../../src/services/records';

test('the header phone icon keeps its size beside the number, at 1280 and 1440 px as on a phone', async ({page}) => {
  const widths = isPhone(page) ? [page.viewportSize()!.width] : [1280, 1440];
  await gotoHydrated(page, '/about');
  for (const width of widths) {
    await page.setViewportSize({width, height: 900});
    const icon = page
      .locator('header')
      .getByRole('link', {name: `Call ${business.phone.display}`})
      .locator('svg');
    const box = await icon.boundingBox();
    expect(box?.width, `the icon's width at ${width} px`).toBeGreaterThanOrEqual(20);
  }
});

test('/services: the four service groups are jump links, and each tap lands on its table', async ({page}) => {
  await gotoHydrated(page, '/services');
  const jump = page.getByRole('navigation', {name: 'Service groups'});
  await expect(jump.getByRole('link')).toHaveText(serviceCategories.map((c) => c.label));
  const last = serviceCategories.at(-1)!;
  await jump.getByRole('link', {name: last.label}).click();
  await expect(page.getByRole('heading', {name: last.label, level: 3})).toBeInViewport();
});
