import {expect, test, gotoHydrated} from './fixtures';

test('the mobile menu has the search box', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: 'Menu'}).click();
  const box = page.locator('#mobile-menu').getByRole('searchbox', {name: 'Search the site'});
  await box.fill('working capital');
  await expect(page.locator('#mobile-menu a[href="/services/working-capital"]').first()).toBeVisible();
});

test('with a search typed in the menu, each Escape does one thing: closes the results, clears the box, closes the menu', async ({
  page,
}) => {
  // The combobox pattern (WAI-ARIA APG): Escape closes the popup when it shows, otherwise clears the box; then the
  // menu's own Escape. Before, an empty, hidden results panel took a fourth press.
  await gotoHydrated(page, '/');
  const menuButton = page.getByRole('button', {name: 'Menu'});
  await menuButton.click();
  const menu = page.locator('#mobile-menu');
  const box = menu.getByRole('searchbox', {name: 'Search the site'});
  await box.fill('working capital');
  const result = menu.locator('a[href="/services/working-capital"]').first();
  await expect(result).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
  await expect(box).toHaveValue('working capital');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
