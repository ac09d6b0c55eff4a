import fs from 'fs';
import {expect, test, gotoCalculator, gotoHydrated} from './fixtures';
import {scenarioInTab} from './quoteForm';
import {axeViolations} from './axe';
import {BUSINESS_PURPOSE_ONLY_NOTE} from '../../src/compliance/creditScope';

const PATH = '/tools/second-mortgage-calculator';
// The figures below are worked by hand at 10.5%, so each scenario states that rate; the default rate itself is checked
// against the register's range in tests/unit/calculatorDefaults.test.ts.
const AT = `${PATH}?rate=10.5`;
// Expected figures: LibreOffice values in tests/unit/finance/reference/calc-a.csv, or worked by hand as noted.

test.describe('second mortgage calculator', () => {
  test('shows LVRs, capacity and the repayment for the default scenario, updating as the visitor types', async ({
    page,
  }) => {
    await gotoCalculator(page, AT);
    // $150,000 interest-only at 10.5%: 150,000 x 0.105 / 12 = 1,312.50.
    await expect(page.getByTestId('repayment')).toHaveText('$1,313');
    await expect(page.getByTestId('first-lvr')).toHaveText('55.0%');
    await expect(page.getByTestId('combined-lvr')).toHaveText('70.0%');
    await expect(page.getByTestId('equity')).toHaveText('$300,000');
    // 75% x $1,000,000 - $550,000.
    await expect(page.getByTestId('max-second-mortgage')).toHaveText('$200,000');
    await page.getByLabel('Loan amount').fill('100000');
    await expect(page.getByTestId('repayment')).toHaveText('$875');
    // It serves caveat loans too, whose lenders lend less: both limits, from the register.
    await expect(
      page.getByText('Lenders’ limits: 65% to 80% for a second mortgage, 60% to 75% for a caveat loan'),
    ).toBeVisible();
    await expect(page.getByTestId('combined-lvr')).toHaveText('65.0%');
  });

  test('choosing an option keeps the visitor’s focus and scroll position', async ({page}) => {
    await gotoCalculator(page, AT);
    const select = page.getByLabel('Repayment type');
    await page.evaluate(() => window.scrollTo(0, 500));
    await select.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await select.selectOption('pi');
    await expect(page).toHaveURL(/type=pi/);
    await expect(page.getByTestId('repayment')).toHaveText('$6,956');
    await expect(select).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('capitalised interest shows what is owing at the end and hides the repayment frequency', async ({page}) => {
    await gotoCalculator(page, `${AT}&type=cap`);
    // 150,000 x (1 + 10.5%/12)^24 = 184,882.76
    await expect(page.getByTestId('balance-at-end')).toHaveText('$184,883');
    await expect(page.getByTestId('total-interest')).toHaveText('$34,883');
    await expect(page.getByLabel('Repayment frequency')).toHaveCount(0);
    await expect(page.getByText('each month’s interest is added to the balance')).toBeVisible();
    // Nothing is paid along the way (a borrower's trial read "Repayments plus the loan itself", "Interest paid").
    await page.getByText('Show the working').click();
    await expect(page.getByText('The loan and its interest, in one sum at the end.')).toBeVisible();
    await expect(page.getByRole('figure')).toContainText('and is repaid in one sum at the end of month 24.');
    await expect(page.getByRole('figure')).toContainText(
      'Interest added to the balance over the term adds up to $34,883',
    );
  });

  test('a shared link reopens the same scenario', async ({page, context}) => {
    await gotoCalculator(page, AT);
    await page.getByLabel('Property value').fill('2000000');
    await page.getByLabel('First mortgage balance').fill('900000');
    await page.getByLabel('Upfront fees (optional)').fill('4000');
    await page.getByLabel('How the fees are paid').selectOption('yes');
    const shared = page.url();
    expect(shared).toContain('value=2000000');
    expect(shared).toContain('addfees=yes');
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByLabel('First mortgage balance')).toHaveValue('900,000');
    await expect(other.getByLabel('How the fees are paid')).toHaveValue('yes');
    // 150,000 - 4,000 fees added to the loan; (900,000 + 150,000) / 2,000,000 = 52.5%.
    await expect(other.getByTestId('net-advance')).toHaveText('$146,000');
    await expect(other.getByTestId('combined-lvr')).toHaveText('52.5%');
  });

  test('bad input gets a message next to the field and no figures; over the limit gets a warning', async ({page}) => {
    await gotoCalculator(page, AT);
    const amount = page.getByLabel('Loan amount');
    await amount.fill('abc');
    await expect(page.getByText('Loan amount must be a number.', {exact: true})).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Fix the fields marked with a message to see your estimate.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
    await amount.fill('-5');
    await expect(page.getByText('Loan amount can’t be negative.', {exact: true})).toBeVisible();
    await amount.fill('600000000');
    await expect(
      page.getByText('Loan amount is beyond any loan this calculator handles ($500 million).'),
    ).toBeVisible();
    await amount.fill('');
    await expect(page.getByText('Enter the loan amount.', {exact: true})).toBeVisible();
    await amount.fill('250000');
    await page.getByLabel('Loan term (years)').fill('0');
    await expect(page.getByText('Loan term must be more than 0.', {exact: true})).toBeVisible();
    await page.getByLabel('Loan term (years)').fill('2');
    await page.getByLabel('Interest rate (% p.a.)').fill('150');
    await expect(page.getByText('Interest rate must be 100% p.a. or less.', {exact: true})).toBeVisible();
    await page.getByLabel('Interest rate (% p.a.)').fill('10.5');
    // (550,000 + 250,000) / 1,000,000 = 80% is over the 75% limit.
    await expect(page.getByTestId('combined-lvr')).toHaveText('80.0%');
    await expect(page.getByTestId('lvr-warning')).toContainText('above the 75% limit');
    await expect(page.getByTestId('lvr-warning')).toContainText('$200,000');
    // A first mortgage above the property's value: no equity to lend against, said at that field, no figures.
    const first = page.getByLabel('First mortgage balance');
    await first.fill('1200000');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(
        'The first mortgage is at or above the property’s value ($1,000,000): there is no equity for a second mortgage.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('combined-lvr')).toHaveCount(0);
  });

  test('the schedule opens by year into repayments and downloads as CSV', async ({page}) => {
    await gotoCalculator(page, `${AT}&type=pi`);
    await expect(page.getByTestId('repayment')).toHaveText('$6,956');
    // The loan is inside the repayments: 24 x 6,956.41 = 166,953.84 is all she repays (a borrower's trial read
    // "Repayments plus the loan itself").
    await page.getByText('Show the working').click();
    await expect(page.getByText('Every repayment over the term: the loan and its interest.')).toBeVisible();
    await expect(page.getByRole('figure')).toContainText('and is repaid by the end of month 24.');
    await page.getByText('Year 1', {exact: true}).click();
    await expect(page.getByRole('table', {name: 'Repayments in year 1'}).getByRole('row')).toHaveCount(13);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Download CSV'}).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('second-mortgage-schedule.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('Period,Repayment,Interest,Principal,Closing balance');
    expect(csv).toHaveLength(25);
    // By hand: interest 150,000 x 0.105/12 = 1,312.50; principal 6,956.41 - 1,312.50; balance 150,000 - 5,643.91.
    expect(csv[1]).toBe('1,6956.41,1312.50,5643.91,144356.09');
    expect(csv[24]).toMatch(/^24,6956\.41,.*,0\.00$/);
  });

  test('the default scenario: the chart’s text alternative, the assumptions and disclaimer beside the results, then repayment type and frequency changing the repayment, Back restoring the last choice', async ({
    page,
  }) => {
    await gotoCalculator(page, AT);
    await test.step('the chart has a text alternative', async () => {
      await expect(page.getByRole('figure')).toContainText('Interest paid over the term adds up to $31,500');
    });
    await test.step('assumptions and the general-information disclaimer sit beside the results', async () => {
      const notes = page.getByRole('complementary').filter({hasText: 'Assumptions'});
      await expect(notes).toContainText('Combined LVR is both loans divided by the property value');
      // The business-purpose rule is with the figures, before "Get a quote", not only far below.
      await expect(page.getByRole('region', {name: 'Your estimate'}).getByTestId('scope-note')).toHaveText(
        BUSINESS_PURPOSE_ONLY_NOTE,
      );
      await expect(page.getByRole('region', {name: 'General information only'})).toContainText(
        'not financial advice, not a quote',
      );
    });
    await test.step('changing repayment type and frequency changes the repayment', async () => {
      await page.getByLabel('Repayment type').selectOption('pi');
      // PMT(10.5%/12, 24, 150,000) = -6,956.41
      await expect(page.getByTestId('repayment')).toHaveText('$6,956');
      await page.getByLabel('Repayment frequency').selectOption('fortnightly');
      // PMT(10.5%/26, 52, 150,000) = -3,203.89
      await expect(page.getByTestId('repayment')).toHaveText('$3,204');
      await expect(page).toHaveURL(/frequency=fortnightly/);
    });
  });

  test('"Get a quote for this scenario" carries the scenario to the contact page', async ({page}) => {
    await gotoHydrated(
      page,
      `${PATH}?value=1000000&first=550000&amount=150000&rate=10.5&years=2&type=io&frequency=monthly`,
    );
    // Her loan, typed: the example's own figure, but hers (left as the example's, no amount would go).
    await page.getByLabel('Loan amount').fill('150000');
    const link = page.getByRole('link', {name: 'Get a quote for this scenario'});
    await expect(link).toHaveAttribute('href', /amount=150000/);
    // The address carries the calculator and the new loan only; the figures go through the tab when she follows it.
    expect(await link.getAttribute('href')).toBe('/contact?calculator=second-mortgage-calculator&amount=150000');
    await link.click();
    await expect(page).toHaveURL(/\/contact\?calculator=second-mortgage-calculator&amount=150000$/);
    const params = await scenarioInTab(page);
    expect(params.get('calculator')).toBe('second-mortgage-calculator');
    expect(params.get('amount')).toBe('150000');
    expect(params.get('first')).toBe('550000');
    expect(params.get('repayment')).toBe('1312.50');
    expect(params.get('lvr')).toBe('70.00');
  });

  test('her figures come back when she reopens it from the readiness result in the same tab, not the example', async ({
    page,
  }) => {
    // A borrower's trial: directors typed their figures, took the readiness check, and its link reopened the
    // calculator on the example, which "Get a quote" then sent as theirs.
    await gotoCalculator(page, PATH);
    await page.getByLabel('Property value', {exact: true}).fill('1200000');
    await page.getByLabel('First mortgage balance').fill('500000');
    await page.getByLabel('Loan amount', {exact: true}).fill('180000');
    await page.getByLabel('Loan amount', {exact: true}).blur();
    await gotoHydrated(page, '/tools/loan-readiness-check');
    await gotoCalculator(page, `${PATH}?from=loan-readiness-check&band=100k-500k`);
    await expect(page.getByLabel('Property value', {exact: true})).toHaveValue('1,200,000');
    await expect(page.getByLabel('First mortgage balance')).toHaveValue('500,000');
    await expect(page.getByLabel('Loan amount', {exact: true})).toHaveValue('180,000');
    await expect(page.getByTestId('carried-figures')).toHaveText(
      'Your figures from earlier in this visit. Use the example figures instead',
    );
    await expect(page.getByTestId('from-readiness')).toHaveText(
      'From your loan readiness check: you need $100,000 to $500,000. Your answers go with your quote request.',
    );
    await expect(page.getByRole('link', {name: 'Get a quote for this scenario'})).toHaveAttribute(
      'href',
      '/contact?calculator=second-mortgage-calculator&amount=180000',
    );
    // The example, when she asks for it, holds the next time she opens the calculator.
    await page.getByRole('button', {name: 'Use the example figures instead'}).click();
    await expect(page.getByLabel('Loan amount', {exact: true})).toHaveValue('150,000');
    await expect(page.getByTestId('from-readiness')).toContainText('Type your own figures over the example');
    await gotoCalculator(page, PATH);
    await expect(page.getByLabel('Property value', {exact: true})).toHaveValue('1,000,000');
    await expect(page.getByTestId('carried-figures')).toHaveCount(0);
  });

  test('axe finds no violations with a warning, a field error and capitalised interest showing', async ({page}) => {
    await gotoCalculator(page, `${PATH}?type=cap&amount=300000&fees=5000&addfees=yes`);
    await expect(page.getByTestId('lvr-warning')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe finds no violations while a field shows an error', async ({page}) => {
    await gotoCalculator(page, `${PATH}?rate=abc`);
    await expect(page.getByText('Interest rate must be a number.', {exact: true})).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
