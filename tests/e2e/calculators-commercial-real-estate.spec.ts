import fs from 'fs';
import {expect, test, gotoCalculator} from './fixtures';
import {scenarioInTab} from './quoteForm';

const PATH = '/tools/commercial-real-estate-calculator';
// docs-dev/CALCULATORS.md §3's worked example is the page's default scenario.
const EXAMPLE = '?price=2500000&costs=150000&rent=200000&vacancy=5&outgoings=10000&amount=1200000&rate=7.25&years=25';

test.describe('commercial real estate calculator', () => {
  test('a figure carried from her earlier calculator is hers, even where it equals this one’s example', async ({
    page,
  }) => {
    // A re-check: her 7.25% from the commercial property loan calculator went to the broker as this page's own 7.25%.
    await gotoCalculator(page, '/tools/commercial-property-loan-calculator');
    await page.getByLabel('Interest rate (% p.a.)').fill('7.25');
    await expect(page).toHaveURL(/rate=7\.25/);
    await gotoCalculator(page, PATH);
    await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
    const lines = (await scenarioInTab(page)).getAll('line');
    expect(lines).toContain('Interest rate (% p.a.): 7.25% p.a.');
    // Its own example figures she left still say so.
    expect(lines).toContain('Purchase price or value: $2,500,000 (as in the example)');
  });

  test('the cash a buyer puts in leads the results, beside the income and the cover', async ({page}) => {
    // A buyer's trial: her cash up front was behind "Show the working". By hand: 2,500,000 + 150,000 + 0 - 1,200,000.
    await gotoCalculator(page, `${PATH}${EXAMPLE}&fees=0`);
    const headline = page.locator('#results dl').first();
    await expect(headline.locator('dt')).toHaveText(['Net operating income (NOI), a year', /DSCR/, 'Cash invested']);
    await expect(headline.getByTestId('equity')).toHaveText('$1,450,000');
    // Where no duty scale is on file, the figure says the duty is not in it (a re-check: Victoria read as if complete).
    await gotoCalculator(page, `${PATH}?state=vic&price=1500000&rent=100000&amount=975000`);
    await expect(headline.locator('dt').last()).toHaveText('Cash invested excl. duty');
    await expect(headline).toContainText('before transfer duty (no estimate for Victoria is on file');
  });

  test('a state chosen leaves the settings she did not touch marked as the calculator set them', async ({page}) => {
    // A Melbourne buyer's trial: choosing Victoria sent the vacancy, term, DSCR and maximum LVR as her own choices.
    await gotoCalculator(page, PATH);
    await page.getByLabel('Purchase price').fill('1400000');
    await page.getByLabel('State or territory of the property').selectOption('vic');
    await page.getByRole('link', {name: 'Get a quote for this scenario'}).first().click();
    const lines = (await scenarioInTab(page)).getAll('line');
    expect(lines.filter((line) => line.endsWith('(left as the calculator set it)')).length).toBeGreaterThanOrEqual(3);
    expect(lines.find((line) => line.startsWith('Vacancy'))).toMatch(/\(left as the calculator set it\)$/);
  });

  test('changing the repayment frequency changes the repayment and the debt service', async ({page}) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    await expect(page.getByTestId('repayment')).toHaveText('$8,674');
    await page.getByLabel('Repayment frequency').selectOption('fortnightly');
    // LibreOffice: PMT(7.25%/26, 650, 1,200,000) = -4,000.94; x 26 = 104,024.40.
    await expect(page.getByTestId('repayment')).toHaveText('$4,001');
    await expect(page.getByTestId('debt-service')).toHaveText('$104,024');
    await expect(page).toHaveURL(/frequency=fortnightly/);
    await page.getByLabel('Repayment frequency').selectOption('weekly');
    await expect(page.getByTestId('repayment')).toHaveText('$2,000');
  });

  test('a shared link reopens the scenario', async ({page, context}) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    await page.getByLabel('Loan amount').fill('900000');
    await page.getByLabel('Loan amount').blur();
    await page.getByLabel('Repayment type').selectOption('io');
    // By hand: 900,000 x 7.25% / 12 = 5,437.50.
    await expect(page.getByTestId('repayment')).toHaveText('$5,438');
    const shared = page.url();
    expect(shared).toContain('amount=900000');
    expect(shared).toContain('type=io');
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByLabel('Loan amount')).toHaveValue('900,000');
    await expect(other.getByLabel('Repayment type')).toHaveValue('io');
    await expect(other.getByTestId('repayment')).toHaveText('$5,438');
  });

  test('the figures typed into the commercial property loan calculator come along, in this tab only', async ({
    page,
    context,
  }) => {
    await gotoCalculator(page, '/tools/commercial-property-loan-calculator');
    for (const [label, value] of [
      ['Property value', '900000'],
      ['Loan amount', '585000'],
      ['Interest rate (% p.a.)', '8.25'],
      ['Loan term (years)', '20'],
    ]) {
      await page.getByLabel(label!, {exact: true}).fill(value!);
    }
    await page.getByLabel('Loan term (years)').blur();
    await gotoCalculator(page, PATH);
    await expect(page.getByTestId('carried-figures')).toHaveText(
      'From your commercial property loan calculator: purchase price or value, loan amount, interest rate and loan term. The other figures are the example’s: type your own. Use the example figures instead',
    );
    await expect(page.getByLabel('Purchase price or value')).toHaveValue('900,000');
    await expect(page.getByLabel('Loan amount')).toHaveValue('585,000');
    await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('8.25');
    await expect(page.getByLabel('Loan term (years)')).toHaveValue('20');
    // In the address too, so the link she shares is her scenario. By hand: PMT(8.25%/12, 240, 585,000) = 4,984.58.
    await expect(page).toHaveURL(/price=900000/);
    await expect(page.getByTestId('repayment')).toHaveText('$4,985');
    await page.getByRole('button', {name: 'Use the example figures instead'}).click();
    await expect(page.getByLabel('Purchase price or value')).toHaveValue('2,500,000');
    await expect(page.getByTestId('carried-figures')).toHaveCount(0);
    // Another tab starts from the example.
    const other = await context.newPage();
    await gotoCalculator(other, PATH);
    await expect(other.getByLabel('Loan amount')).toHaveValue('1,200,000');
    await expect(other.getByTestId('carried-figures')).toHaveCount(0);
  });

  test('only the figures she changed come along: the loan calculator’s example rate stays behind', async ({page}) => {
    await gotoCalculator(page, '/tools/commercial-property-loan-calculator');
    await page.getByLabel('Property value', {exact: true}).fill('2000000');
    await page.getByLabel('Loan amount', {exact: true}).fill('1300000');
    await page.getByLabel('Loan amount', {exact: true}).blur();
    await gotoCalculator(page, PATH);
    await expect(page.getByTestId('carried-figures')).toHaveText(
      'From your commercial property loan calculator: purchase price or value and loan amount. The other figures are the example’s: type your own. Use the example figures instead',
    );
    // This calculator's own example rate, marked as the example's in what the broker gets.
    await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('7.25');
  });

  test('a carried rate alone does not make the example’s loan hers: the quote form’s amount stays empty', async ({
    page,
  }) => {
    await gotoCalculator(page, '/tools/commercial-property-loan-calculator');
    // Untouched, its fee estimated from an empty field: nothing of hers, so no amount.
    await expect(page.getByRole('link', {name: 'Get a quote for this scenario'})).toHaveAttribute(
      'href',
      '/contact?calculator=commercial-property-loan-calculator',
    );
    await page.getByLabel('Interest rate (% p.a.)').fill('8');
    await page.getByLabel('Interest rate (% p.a.)').blur();
    await gotoCalculator(page, PATH);
    await expect(page.getByTestId('carried-figures')).toContainText('From your commercial property loan calculator');
    await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
    await expect(page).toHaveURL(/\/contact\?calculator=commercial-real-estate-calculator$/);
    await expect(page.getByLabel(/^Amount to borrow/)).toHaveValue('');
    await expect(page.getByTestId('example-figures-note')).toHaveText('(on the example’s amount: give yours below)');
  });

  test('bad input gets a message next to the field and no figures', async ({page}) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    const price = page.getByLabel('Purchase price or value');
    await price.fill('abc');
    await expect(page.getByText('Purchase price or value must be a number.', {exact: true})).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Fix the fields marked with a message to see your estimate.')).toBeVisible();
    await expect(page.getByTestId('noi')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
    await price.fill('');
    await expect(page.getByText('Enter the purchase price or value.', {exact: true})).toBeVisible();
    await price.fill('2500000');
    await page.getByLabel('Loan amount').fill('-5');
    await expect(page.getByText('Loan amount can’t be negative.', {exact: true})).toBeVisible();
    await page.getByLabel('Loan amount').fill('600000000');
    await expect(page.getByText(/Loan amount is beyond/)).toBeVisible();
    await page.getByLabel('Loan amount').fill('1200000');
    await page.getByLabel('Loan term (years)').fill('0');
    await expect(page.getByText('Loan term must be more than 0.', {exact: true})).toBeVisible();
    await page.getByLabel('Loan term (years)').fill('25');
    await page.getByLabel('Interest rate (% p.a.)').fill('150');
    await expect(page.getByText('Interest rate must be 100% p.a. or less.', {exact: true})).toBeVisible();
    await page.getByLabel('Interest rate (% p.a.)').fill('7.25');
    await page.getByLabel('Vacancy allowance (% of rent)').fill('120');
    await expect(page.getByText('Vacancy allowance can be at most 100%.', {exact: true})).toBeVisible();
    await page.getByLabel('Vacancy allowance (% of rent)').fill('5');
    await expect(page.getByTestId('noi')).toHaveText('$180,000');
  });

  test('without a loan there is no debt to cover and no schedule', async ({page}) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    await page.getByLabel('Loan amount').fill('0');
    await expect(page.getByTestId('no-loan')).toContainText('No debt');
    await expect(page.getByTestId('dscr')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Download CSV'})).toHaveCount(0);
    // By hand: 180,000 / (2,500,000 + 150,000) = 6.792%.
    await expect(page.getByTestId('cash-on-cash')).toHaveText('6.8%');
    // No loan, no cost over a term: the acquisition costs are shown with the cash invested instead.
    await expect(page.getByTestId('total-cost')).toHaveCount(0);
    await expect(page.getByTestId('purchase-costs')).toHaveText('$150,000');
  });

  test('works out the largest loan, a value at a market cap rate, and yields on total cost', async ({page}) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    // LibreOffice: PV(7.25%/12, 300, -180,000 / 1.5 / 12) = 1,383,495.44; 65% x 2.5m = 1,625,000.
    await expect(page.getByTestId('max-loan-dscr')).toHaveText('$1,383,495');
    await expect(page.getByTestId('max-loan-lvr')).toHaveText('$1,625,000');
    await expect(page.getByTestId('max-loan')).toHaveText('$1,383,495');
    // The working, behind the headline figures, opened.
    await page.getByText('Show the working').click();
    await expect(page.getByText('Largest loan on both tests (DSCR limits it)')).toBeVisible();
    await page.getByLabel('Market cap rate (optional)').fill('6.5');
    await expect(page.getByTestId('implied-value')).toHaveText('$2,769,231');
    await page.getByLabel('Measure yields against').selectOption('cost');
    await expect(page.getByTestId('gross-yield')).toHaveText('7.5%');
    await expect(page.getByTestId('net-yield')).toHaveText('6.8%');
    await expect(page.getByTestId('cap-rate')).toHaveText('7.2%');
  });

  test('the DSCR card says whether it passes the minimum set and the largest loan both tests allow', async ({page}) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    const card = page.locator('#results dl > div').filter({has: page.getByTestId('dscr')});
    // The same figure as "Largest loan on both tests" under "Show the working".
    const largest = await page.getByTestId('max-loan').textContent();
    await expect(card).toContainText(
      `at or above the 1.50× minimum in the settings. Both tests allow up to ${largest}.`,
    );
    // Why it opens at 1.50 when the guides say lenders commonly look for 1.25: they test at an assessment rate.
    await expect(page.getByLabel('Minimum DSCR (times)')).toHaveAccessibleDescription(
      /commonly 1\.25 times or more at an assessment rate above the loan’s\. Tested here at your rate, so it opens at 1\.50\./,
    );
    // A loan past what the tests allow is said on the card, not only under "Show the working": 65% of 1,600,000.
    await page.getByLabel('Purchase price or value').fill('1600000');
    await expect(card).toContainText('Both tests allow up to $1,040,000, less than this loan (the LVR limits it).');
    await page.getByLabel('Interest rate (% p.a.)').fill('14');
    await expect(card).toContainText('below the 1.50× minimum in the settings.');
    // The verdict is on the rent alone, which neither an owner-occupier's nor a super fund's lender stops at.
    await expect(
      page.getByText(/If your own business will occupy the property, lenders test the business’s earnings instead/),
    ).toBeVisible();
    await expect(
      page.getByText(/For a super fund’s loan, lenders commonly count the members’ contributions/),
    ).toBeVisible();
  });

  test('the loan schedule shows five years with the rest folded, downloads as CSV, and the chart has a text alternative', async ({
    page,
  }) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    await expect(page.getByRole('figure')).toContainText('Interest paid over the term adds up to $1,402,105');
    await test.step('years 1 to 5 listed, years 6 to 25 folded under one row until opened', async () => {
      await expect(page.getByText('Year 5', {exact: true})).toBeVisible();
      await expect(page.getByText('Year 6', {exact: true})).toBeHidden();
      await page.getByText('Years 6 to 25', {exact: true}).click();
      await expect(page.getByText('Year 25', {exact: true})).toBeVisible();
    });
    await test.step('a six-year loan lists all six years: one year alone is not folded', async () => {
      await page.getByLabel('Loan term (years)').fill('6');
      await expect(page.getByText('Year 6', {exact: true})).toBeVisible();
      await expect(page.getByText(/^Years \d+ to \d+$/)).toHaveCount(0);
      await page.getByLabel('Loan term (years)').fill('25');
    });
    await page.getByText('Year 1', {exact: true}).click();
    await expect(page.getByRole('table', {name: 'Repayments in year 1'}).getByRole('row')).toHaveCount(13);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Download CSV'}).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('commercial-real-estate-loan-schedule.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(301);
    expect(csv[1]).toBe('1,8673.68,7250.00,1423.68,1198576.32');
  });

  test('"Get a quote for this scenario" carries the key figures', async ({page}) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    // Her price and loan, typed: the example's own figures, but hers (with the example's, no amount would go).
    await page.getByLabel('Purchase price or value').fill('2500000');
    await page.getByLabel('Loan amount').fill('1200000');
    const link = page.getByRole('link', {name: 'Get a quote for this scenario'});
    await expect(link).toHaveAttribute('href', /amount=1200000/);
    // The address carries the calculator and the new loan only; the figures go through the tab when she follows it.
    expect(await link.getAttribute('href')).toMatch(
      /^\/contact\?calculator=commercial-real-estate-calculator&amount=\d+$/,
    );
    await link.click();
    await expect(page).toHaveURL(/\/contact\?calculator=commercial-real-estate-calculator&amount=\d+$/);
    const params = await scenarioInTab(page);
    expect(params.get('calculator')).toBe('commercial-real-estate-calculator');
    expect(params.get('value')).toBe('2500000');
    expect(params.get('noi')).toBe('180000');
    expect(params.get('dscr')).toBe('1.73');
    expect(params.get('lvr')).toBe('48');
    expect(params.get('repayment')).toBe('8673.68');
    // A purchase with a loan over commercial property: the form's type of finance starts there (it was "Choose one").
    await expect(page.getByLabel('Type of finance')).toHaveValue('first-second-mortgages');
  });

  test('the worked example: the assumptions and disclaimer beside the results, then figures that update as the visitor types', async ({
    page,
  }) => {
    await gotoCalculator(page, PATH + EXAMPLE);
    await test.step('assumptions and the disclaimer sit beside the results', async () => {
      const notes = page.getByRole('complementary').filter({hasText: 'Assumptions'});
      await expect(notes).toContainText('NOI is gross rent less the vacancy allowance');
      await expect(notes).toContainText('Interest cover (ICR) uses a full year’s interest');
      await expect(page.getByRole('region', {name: 'General information only'})).toContainText(
        'not financial advice, not a quote',
      );
    });
    await test.step('shows the worked example and updates as the visitor types', async () => {
      await expect(page.getByTestId('noi')).toHaveText('$180,000');
      await expect(page.getByTestId('cap-rate')).toHaveText('7.2%');
      await expect(page.getByTestId('gross-yield')).toHaveText('8.0%');
      await expect(page.getByTestId('debt-service')).toHaveText('$104,084');
      await expect(page.getByTestId('dscr')).toHaveText('1.73×');
      await expect(page.getByTestId('icr')).toHaveText('2.07×');
      await expect(page.getByTestId('cash-flow')).toHaveText('$75,916');
      // Loan fees, left empty, are estimated at 1% of the 1,200,000 loan (12,000); they join the cash invested:
      // 75,915.81 / (2,500,000 + 150,000 - 1,200,000 + 12,000) = 5.193%.
      await expect(page.getByTestId('cash-on-cash')).toHaveText('5.2%');
      await expect(page.getByTestId('lvr')).toHaveText('48.0%');
      // What buying this way costs: 1,402,104.71 interest (LibreOffice) + 12,000 fees + 150,000 acquisition costs.
      await expect(page.getByTestId('total-cost')).toHaveText('$1,564,105');
      await expect(page.getByTestId('purchase-costs')).toHaveText('$150,000');
      // The fee field names the estimate in force, not nothing.
      await expect(page.getByText('Left empty: 1% of the loan, $12,000')).toBeVisible();
      // By hand: 220,000 x 95% - 10,000 = 199,000.
      await page.getByLabel('Gross rent a year').fill('220000');
      await expect(page.getByTestId('noi')).toHaveText('$199,000');
      await expect(page.getByTestId('cap-rate')).toHaveText('8.0%');
    });
  });
});
