import {expect, test, gotoHydrated} from './fixtures';

test('the mobile menu has the search box', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: 'Menu'}).click();
  const box = page.locator('#mobile-menu').getByRole('searchbox', {name: 'Search the site'});
  await box.fill('working capital');
  await expect(page.locator('#mobile-menu a[href="/services/working-capital"]').first()).toBeVisible();
});
