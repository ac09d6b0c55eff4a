/** The contact page on a phone: the form starts within the first screen, with no Get a quote button above it. */
import {expect, test, gotoHydrated} from './fixtures';

test('on a phone, the quote form starts within the first screen', async ({page}) => {
  await gotoHydrated(page, '/contact');
  const form = page.locator('#quote-form');
  const box = (await form.boundingBox())!;
  expect(box.y).toBeLessThan(page.viewportSize()!.height * 0.6);
  await expect(page.locator('main').getByRole('link', {name: 'Get a quote'})).toHaveCount(0);
  await expect(page.locator('main').getByRole('heading', {name: 'After you send it'})).toBeAttached();
});
