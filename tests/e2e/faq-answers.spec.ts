/**
 * FAQ answers are written in front matter with Markdown links and emphasis:
 * the built page shows a link a visitor can follow, never the raw brackets.
 */
import {expect, test} from './fixtures';

test('an FAQ answer links to the page it names', async ({page}) => {
  await page.goto('/resources/faqs');
  const item = page.locator('details').filter({has: page.getByText('What is a credit guide?', {exact: true})});
  await item.getByText('What is a credit guide?').click();
  const link = item.getByRole('link', {name: 'credit guide page'});
  await expect(link).toHaveAttribute('href', '/credit-guide');
  await expect(item).not.toContainText('](/credit-guide)');
  await link.click();
  await expect(page).toHaveURL(/\/credit-guide$/);
});

test('the answers she opened are open again when she comes Back from a link in one, and only then', async ({page}) => {
  await page.goto('/resources/faqs');
  const item = page.locator('details').filter({has: page.getByText('What is a credit guide?', {exact: true})});
  await item.getByText('What is a credit guide?').click();
  await item.getByRole('link', {name: 'credit guide page'}).click();
  await expect(page).toHaveURL(/\/credit-guide$/);
  await page.goBack();
  await expect(item).toHaveAttribute('open', '');
  await expect(item.getByRole('link', {name: 'credit guide page'})).toBeVisible();
  // Coming to the page again, by its address or a link, starts with every answer closed.
  await page.goto('/resources/faqs');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('details[open]')).toHaveCount(0);
  await page.getByRole('link', {name: 'FAQs'}).first().click();
  await expect(page.locator('details[open]')).toHaveCount(0);
});

test('the FAQs page’s “Get a quote” names the page in the quote form', async ({page}) => {
  await page.goto('/resources/faqs');
  await page.getByRole('main').getByRole('link', {name: 'Get a quote'}).click();
  await expect(page).toHaveURL(/\/contact\?topic=/);
  await expect(page.getByText('Included with your enquiry: “Frequently asked questions”')).toBeVisible();
});
