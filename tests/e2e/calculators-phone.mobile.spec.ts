/** The calculators on a 375 px phone: the main figure stays in sight, money fields, charts, the comparison. */
import {expect, test, type Page} from '@playwright/test';
import {calculators} from '../../src/site-map';

test.use({viewport: {width: 375, height: 740}});

/** The first input of the form, the way a visitor meets it. */
const firstInput = (page: Page) => page.locator('main form input').first();

for (const {slug, name} of calculators) {
  test(`${name}: the main result stays in view while the first input is edited`, async ({page}) => {
    await page.goto(`/tools/${slug}`);
    const input = firstInput(page);
    await input.click();
    await input.fill('');
    await page.keyboard.type('2');
    const bar = page.getByTestId('result-bar');
    await expect(input).toBeFocused();
    await expect(input).toBeInViewport();
    await expect(bar).toBeInViewport();
    // The bar does not cover the field being edited.
    const [field, barBox] = [await input.boundingBox(), await bar.boundingBox()];
    expect(field!.y + field!.height).toBeLessThanOrEqual(barBox!.y);
    // It shows the figure the results show (or the same request to fix a field), and follows the typing.
    const figure = (await bar.innerText()).trim();
    expect(figure).not.toBe('');
    const value = bar.locator('p').first().locator('span').last();
    if (await value.count()) await expect(page.locator('#results')).toContainText(await value.innerText());
    await input.fill('');
    await page.keyboard.type('1500000');
    await expect(bar).toBeInViewport();
    // Once the results are on screen the bar steps aside.
    await page.locator('#results-heading').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });
}

test('money fields show thousands separators, accept pasted dollar amounts and keep the URL plain', async ({
  page,
}) => {
  await page.goto('/tools/commercial-property-loan-calculator');
  const amount = page.getByLabel('Loan amount');
  await expect(amount).toHaveValue('1,000,000');
  // Pasted from a bank letter.
  await amount.click();
  await amount.selectText();
  await page.evaluate(() => {
    const input = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text/plain', '$1,200,000');
    input.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  });
  await page.keyboard.insertText('$1,200,000');
  await expect(amount).toHaveValue('$1,200,000');
  await expect(page.getByText('Loan amount must be a number.')).toHaveCount(0);
  await amount.blur();
  await expect(amount).toHaveValue('1,200,000');
  await expect(page).toHaveURL(/[?&]amount=1200000(&|$)/);
  // By hand: 1,200,000 x r / (1 - (1 + r)^-300), r = 0.075/12 -> 8,867.89
  await expect(page.getByTestId('repayment')).toHaveText('$8,867.89');
  // The shorthand "1.5m", and a figure typed with its own commas.
  await page.getByLabel('Property value').fill('1.8m');
  await page.getByLabel('Property value').blur();
  await expect(page.getByLabel('Property value')).toHaveValue('1,800,000');
  await expect(page.getByTestId('lvr')).toHaveText('66.67%');
  // A rate is not money: it is shown as typed.
  await page.getByLabel('Interest rate (% p.a.)').fill('7.25');
  await page.getByLabel('Interest rate (% p.a.)').blur();
  await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('7.25');
});
