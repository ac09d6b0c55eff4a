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
