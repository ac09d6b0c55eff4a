/**
 * What the café owner's walk (cafe-owner-walk.mobile.spec.ts) needed from the site, held at 375 and 1280 px (at
 * 1280 only where the width changes nothing): an estimate of transfer duty beside the purchase costs with its date and
 * source (and none guessed for a state the register lacks). The readiness check on the home page's first screen is
 * checked in layout-fixes.both.spec.ts, search excerpts that start with the page's words in lists.both.spec.ts.
 */
import {expect, test, gotoCalculator, gotoHydrated, sameAtEveryWidth, type Locator, type Page} from './fixtures';
import {fillRequired} from './quoteForm';
import {nextSteps} from '../../src/enquiry/nextSteps';

test(
  'the bridging calculator estimates NSW transfer duty on the purchase price, dated, and she can overwrite the costs; for a state whose whole duty scale is not on file, no figure: the stamp duty guide',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoCalculator(page, '/tools/bridging-loan-calculator');
    const estimate = page.getByTestId('duty-estimate');
    // The example's $1,350,000: 52,237 + 5.50 x 600 = 55,537 (Revenue NSW's table from 1 July 2026).
    await expect(estimate).toHaveText('Estimated NSW transfer duty: $55,537');
    // Dated, so an old scale never passes for the current one, and sourced.
    const hint = page.locator('p', {has: estimate});
    await expect(hint).toContainText('(general rates as at 1 July 2026, Revenue NSW, transfer duty)');
    // Her $900,000: 11,602 + 4.50 x 5,130 = 34,687.
    await page.getByLabel('Purchase price').fill('900000');
    await expect(estimate).toHaveText('Estimated NSW transfer duty: $34,687');
    // The estimate informs; the costs are hers to enter (duty plus legal and other costs).
    const costs = page.getByLabel(/^Purchase costs/);
    await costs.fill('40000');
    // 400,000 owing + 900,000 + 40,000 = 1,340,000 when the purchase settles.
    await expect(page.getByTestId('debt-at-settlement')).toHaveText('$1,340,000');
    await page.getByLabel('State or territory of the property').selectOption('qld');
    await expect(page.getByTestId('duty-estimate')).toHaveCount(0);
    await expect(page.getByText(/No transfer duty estimate for Queensland/)).toBeVisible();
    await expect(page.getByRole('link', {name: 'stamp duty and land tax by state'})).toHaveAttribute(
      'href',
      '/resources/guides/stamp-duty-land-tax-commercial-property-by-state',
    );
  },
);

test(
  'the commercial real estate calculator estimates transfer duty on the price, dated, beside its acquisition costs',
  sameAtEveryWidth,
  async ({page}) => {
    // Several pages or many updates in one test: room for a loaded machine.
    test.slow();
    await gotoCalculator(page, '/tools/commercial-real-estate-calculator');
    const estimate = page.getByTestId('duty-estimate');
    // The example's $2,500,000: 52,237 + 5.50 x 12,100 = 118,787; the acquisition costs, left empty, are that duty.
    await expect(estimate).toHaveText('Estimated NSW transfer duty: $118,787');
    await expect(page.getByLabel('Acquisition costs (optional)')).toHaveValue('');
    await expect(page.locator('p', {has: estimate})).toContainText('(general rates as at 1 July 2026, Revenue NSW');
    // $3,000,000: 52,237 + 5.50 x 17,100 = 146,287.
    await page.getByLabel('Purchase price or value').fill('3000000');
    await expect(estimate).toHaveText('Estimated NSW transfer duty: $146,287');
    await page.getByLabel('State or territory of the property').selectOption('vic');
    await expect(estimate).toHaveCount(0);
    await expect(page.getByText(/No transfer duty estimate for Victoria/)).toBeVisible();
  },
);

test(
  'the asset finance calculator says its total cost leaves out lenders’ fees while they are $0',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoCalculator(page, '/tools/asset-finance-roi-calculator');
    const fees = page.getByRole('textbox', {name: /^Upfront fees/});
    await expect(fees).toHaveValue('0');
    const caveat = page.getByText(/Lenders’ fees are not included while this is \$0, so the total cost understates/);
    await expect(caveat).toBeVisible();
    await fees.fill('990');
    await expect(caveat).toHaveCount(0);
  },
);

/** The header's Quote button: "Quote" beside the menu on a phone, "Get Quote" on a wide screen. */
const headerQuote = (page: Page) => page.getByRole('banner').getByRole('link', {name: /^(Get )?quote$/i});

test('the header’s Quote button carries the service page’s service and the guide’s title into the form; the guide’s diagram keeps its end debt clear of the dashed outline', async ({
  page,
}) => {
  // Several pages or many updates in one test: room for a loaded machine.
  test.slow();
  await gotoHydrated(page, '/services/bridging-finance');
  await expect(headerQuote(page)).toHaveAttribute('href', '/contact?service=bridging-finance');
  await gotoHydrated(page, '/resources/guides/bridging-finance-explained');
  await expect(headerQuote(page)).toHaveAttribute('href', /^\/contact\?service=bridging-finance&topic=Bridging/);
  await test.step('the bridging guide’s diagram keeps the end debt’s figure clear of the dashed outline around it', async () => {
    const svg = page.getByRole('img', {name: 'Peak debt and end debt in a bridging loan'});
    await svg.scrollIntoViewIfNeeded();
    const gaps = await svg.evaluate((el) => {
      const label = Array.from(el.querySelectorAll('text'))
        .find((t) => t.textContent === '$762,000')!
        .getBBox();
      const outline = el.querySelector<SVGRectElement>('rect[stroke-dasharray], rect[class*="dashed"]')!.getBBox();
      return {left: label.x - outline.x, right: outline.x + outline.width - (label.x + label.width)};
    });
    // In the drawing's own units: at least 4 on each side (it was about 0, touching both).
    expect(gaps.left).toBeGreaterThanOrEqual(4);
    expect(gaps.right).toBeGreaterThanOrEqual(4);
  });
  await headerQuote(page).click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
  await expect(
    page
      .getByRole('main')
      .getByText(/Bridging finance/)
      .first(),
  ).toBeVisible();
  // The quote page itself, and pages that know nothing, keep the plain link.
  await expect(headerQuote(page)).toHaveAttribute('href', '/contact');
});

test('the header’s Quote button on a calculator carries the figures as they stand; its money fields show "$" before the figure', async ({
  page,
}) => {
  // Several pages or many updates in one test: room for a loaded machine.
  test.slow();
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  await test.step('the calculator’s money fields show "$" before the figure, in one box with it', () =>
    expectDollarBefore(page.getByLabel('Expected sale price')));
  // The example's figures name the calculator, not an amount: she has typed none of them.
  await expect(headerQuote(page)).toHaveAttribute('href', '/contact?calculator=bridging-loan-calculator');
  await page.getByLabel('Purchase price').fill('900000');
  // The bridge at settlement: 400,000 owed now + 900,000 + 34,687 NSW duty.
  await expect(headerQuote(page)).toHaveAttribute('href', /[?&]amount=1334687$/);
  await headerQuote(page).click();
  await expect(page.getByRole('region', {name: 'Included with your enquiry'})).toContainText(
    'bridging loan calculator',
  );
  await page
    .getByRole('banner')
    .getByRole('link', {name: /Harbourline/})
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerQuote(page)).toHaveAttribute('href', '/contact');
});

test('a table’s header cells line up with their columns: text to the left, figures to the right', async ({page}) => {
  // Several pages or many updates in one test: room for a loaded machine.
  test.slow();
  for (const path of ['/services/private-lending', '/resources/case-studies/second-mortgage-for-a-tax-debt']) {
    await gotoHydrated(page, path);
    const columns = await page.locator('main .markdown table').evaluateAll((tables) =>
      tables.flatMap((table) => {
        const align = (cell: Element | null | undefined) =>
          cell ? getComputedStyle(cell).textAlign.replace('start', 'left') : 'none';
        const firstRow = table.querySelector('tbody tr');
        return Array.from(table.querySelectorAll('thead th')).map((th, i) => ({
          header: `${th.textContent}: ${align(th)}`,
          cells: `${th.textContent}: ${align(firstRow?.children[i])}`,
        }));
      }),
    );
    expect(columns.length, path).toBeGreaterThan(0);
    // "Item" was centred over its left-aligned rows.
    for (const {header, cells} of columns) expect(header, path).toBe(cells);
  }
});

test('the quote form’s amount to borrow shows "$" before the figure; once sent, the confirmation keeps the form’s width and says once what happens next', async ({
  page,
}) => {
  // Both steps of the form, sent, with layout checks: room for a loaded machine.
  test.slow();
  await gotoHydrated(page, '/contact');
  await test.step('the amount to borrow shows "$" before the figure, as the calculators do', () =>
    expectDollarBefore(page.getByLabel('Amount to borrow')));
  const form = page.locator('#quote-form form').first();
  const before = (await form.boundingBox())!;
  await fillRequired(page);
  await page.getByRole('button', {name: /^Send/}).click();
  const confirmation = page.getByTestId('enquiry-reference').locator('..');
  // Measured once step two's form has arrived in it (fetched as step one is sent): that is what widened the box.
  await expect(confirmation.getByRole('button', {name: 'Add these details'})).toBeVisible();
  const after = (await confirmation.boundingBox())!;
  expect(after.x).toBeCloseTo(before.x, 0);
  expect(after.width).toBeLessThanOrEqual(before.width + 1);
  // The first step shows once in the page: in the confirmation on a phone (the page's own list, below it, steps
  // aside, leaving its credit guide note), beside it in the page's own column on a wide screen.
  const visible = await page
    .getByText(nextSteps[0]!, {exact: true})
    .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height > 0).length);
  expect(visible).toBe(1);
  const wide = (page.viewportSize()?.width ?? 0) >= 997;
  await expect(page.getByRole('heading', {name: 'After you send it'})).toBeVisible({visible: wide});
  await expect(page.getByRole('heading', {name: 'What happens next'})).toBeVisible({visible: !wide});
  await expect(page.getByRole('complementary').getByRole('link', {name: 'credit guide'})).toBeVisible();
  // Step two's estimate of the security is in dollars, with the "$" the amount field and the calculators show.
  await expectDollarBefore(page.getByLabel('Estimated value of the security'));
});

/** A money field shows "$" before the figure, in one box with it, like a calculator's. */
async function expectDollarBefore(field: Locator) {
  const dollar = field.locator('xpath=preceding-sibling::span');
  await expect(dollar).toHaveText('$');
  await expect(dollar).toBeVisible();
  const [sign, input, box] = [
    (await dollar.boundingBox())!,
    (await field.boundingBox())!,
    (await field.locator('..').boundingBox())!,
  ];
  expect(sign.x + sign.width).toBeLessThanOrEqual(input.x);
  expect(Math.abs(sign.y + sign.height / 2 - (input.y + input.height / 2))).toBeLessThan(4);
  await expect(field.locator('..')).toHaveCSS('border-top-style', 'solid');
  await expect(field).toHaveCSS('border-top-style', 'none');
  expect(box.x).toBeLessThan(sign.x);
}
