import fs from 'fs';
import {expect, test, gotoHydrated} from './fixtures';
import {scenarioInTab} from './quoteForm';

const PATH = '/tools/commercial-property-loan-calculator';

test.describe('commercial property loan calculator', {tag: '@smoke'}, () => {
  test('changing the repayment frequency changes the repayment (26 fortnights a year)', async ({page}) => {
    await gotoHydrated(page, `${PATH}?amount=1200000&rate=7.25&years=25&value=1800000`);
    await expect(page.getByTestId('repayment')).toHaveText('$8,674');
    // The LVR the page's question asks for leads with the repayment, not only behind "Show the working": 1.2 / 1.8.
    await expect(page.getByTestId('lvr')).toBeVisible();
    await expect(page.getByTestId('lvr')).toHaveText('66.7%');
    await page.getByLabel('Repayment frequency').selectOption('fortnightly');
    await expect(page.getByTestId('repayment')).toHaveText('$4,001');
    await expect(page).toHaveURL(/frequency=fortnightly/);
    await page.getByLabel('Repayment frequency').selectOption('weekly');
    // By hand: 1,200,000 x r / (1 - (1 + r)^-1300), r = 0.0725/52 -> 1,999.98
    await expect(page.getByTestId('repayment')).toHaveText('$2,000');
  });

  test('a shared link reopens the same scenario', async ({page, context}) => {
    await gotoHydrated(page, PATH);
    await page.getByLabel('Loan amount').fill('750000');
    await page.getByLabel('Repayment type').selectOption('io-pi');
    await page.getByLabel('Interest-only period (years)').fill('3');
    await page.getByLabel('Interest-only period (years)').blur();
    const shared = page.url();
    expect(shared).toContain('amount=750000');
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByLabel('Loan amount')).toHaveValue('750,000');
    await expect(other.getByLabel('Repayment type')).toHaveValue('io-pi');
    // In the working, closed: its text, not its rendered text.
    await expect(other.getByTestId('io-repayment')).toHaveText((await page.getByTestId('io-repayment').textContent())!);
  });

  test('in forced colours the balance line takes the theme’s text colour, as its key does', async ({page}) => {
    await page.emulateMedia({forcedColors: 'active', colorScheme: 'dark'});
    await gotoHydrated(page, PATH);
    const line = page.locator('figure svg [class*="series1"]').first();
    const key = page.locator('figcaption [class*="swatch1"]').first();
    const stroke = await line.evaluate((el) => getComputedStyle(el).stroke);
    expect(stroke).toBe(await key.evaluate((el) => getComputedStyle(el).borderTopColor));
    expect(stroke).not.toBe('rgb(19, 49, 92)'); // the navy it is drawn in otherwise
  });

  test('an interest-only period takes whole months, as the term does, and must be more than 0', async ({page}) => {
    await gotoHydrated(page, PATH);
    await page.getByLabel('Repayment type').selectOption('io-pi');
    const io = page.getByLabel('Interest-only period (years)');
    await io.fill('2.5');
    await io.blur();
    await expect(page.getByTestId('io-repayment')).toBeAttached();
    await expect(page.getByText(/Interest-only period must be/)).toHaveCount(0);
    await io.fill('2.55');
    await io.blur();
    await expect(
      page.getByText(
        'Interest-only period must come to whole months: 2.5 years (30 months) works, 2.3 years does not.',
        {exact: true},
      ),
    ).toBeVisible();
    await io.fill('0');
    await io.blur();
    await expect(
      page.getByText('Enter an interest-only period of more than 0 years, or choose principal and interest.'),
    ).toBeVisible();
  });

  test('a loan of three years or less is charted by repayment: interest-only, its balance stays level to the last month', async ({
    page,
  }) => {
    await gotoHydrated(page, `${PATH}?amount=2400000&years=2&type=io`);
    // By year, the chart drew a slope from $2.4 million at year 1 to nothing at year 2, as if repaid over the year.
    await expect(page.getByRole('figure')).toContainText(
      'The balance starts at $2,400,000, is $2,400,000 after month 12 and is repaid in one sum at the end of month 24.',
    );
    // Interest-only for four years, then a year of principal and interest: charted by year, still owed whole at the
    // end of year 4, but repaid over year 5 (a review).
    await gotoHydrated(page, `${PATH}?amount=2400000&years=5&type=io-pi&io=4`);
    await expect(page.getByRole('figure')).toContainText(
      'is $2,400,000 after year 2 and is repaid by the end of year 5.',
    );
  });

  test('a loan larger than the property’s value points a developer to development finance', async ({page}) => {
    await gotoHydrated(page, `${PATH}?value=1200000&amount=2400000`);
    await expect(page.getByText('beyond commercial lenders’ usual maximum')).toBeVisible();
    const note = page.getByText('Building on the property? For a development, lenders size the loan on the project');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', {name: 'development finance'})).toHaveAttribute(
      'href',
      '/services/commercial-property-development',
    );
    await gotoHydrated(page, `${PATH}?value=1200000&amount=900000`);
    await expect(page.getByText('Building on the property?')).toHaveCount(0);
  });

  test('bad input gets a message next to the field and no nonsense figures', async ({page}) => {
    await gotoHydrated(page, PATH);
    const amount = page.getByLabel('Loan amount');
    await amount.fill('abc');
    await expect(page.getByText('Loan amount must be a number.', {exact: true})).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('abc');
    await expect(page.getByText('Fix the fields marked with a message to see your estimate.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
    await amount.fill('-5');
    await expect(page.getByText('Loan amount can’t be negative.', {exact: true})).toBeVisible();
    await amount.fill('1000000');
    await page.getByLabel('Loan term (years)').fill('0');
    await expect(page.getByText('Loan term must be more than 0.', {exact: true})).toBeVisible();
    await page.getByLabel('Loan term (years)').fill('25');
    await page.getByLabel('Interest rate (% p.a.)').fill('150');
    await expect(page.getByText('Interest rate must be 100% p.a. or less.', {exact: true})).toBeVisible();
    // A rate typed ten times over (98 for 9.8) is computed, but questioned beside the field.
    const rate = page.getByLabel('Interest rate (% p.a.)');
    await rate.fill('98');
    const doubt = 'Check this rate: 98% a year is far above what business lenders charge. Did you mean 9.8%?';
    await expect(page.getByText(doubt)).toBeVisible();
    await expect(rate).toHaveAccessibleDescription(doubt);
    await expect(page.getByTestId('repayment')).toHaveText(/^\$\d/);
    await rate.fill('7');
    await expect(page.getByText(/Check this rate/)).toHaveCount(0);
    await expect(page.getByTestId('repayment')).toHaveText(/^\$\d/);
  });

  test('a bad value in a field the repayment type hides does not block the estimate', async ({page}) => {
    await gotoHydrated(page, `${PATH}?amount=1200000&rate=7.25&years=25&value=1800000&balloon=5000000`);
    await expect(page.getByText('The balloon must be less than the loan amount.', {exact: true})).toBeVisible();
    await page.getByLabel('Repayment type').selectOption('io');
    await expect(page.getByLabel(/Balloon/)).toHaveCount(0);
    // Interest-only: 1,200,000 x 7.25% / 12 = 7,250.00 a month.
    await expect(page.getByTestId('io-repayment')).toHaveText('$7,250');
  });

  test('the schedule opens by year into repayments and downloads as CSV', async ({page}) => {
    await gotoHydrated(page, `${PATH}?amount=1200000&rate=7.25&years=25&value=1800000`);
    await page.getByText('Year 1', {exact: true}).click();
    await expect(page.getByRole('table', {name: 'Repayments in year 1'}).getByRole('row')).toHaveCount(13);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Download CSV'}).click();
    const download = await downloadPromise;
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('Period,Repayment,Interest,Principal,Closing balance');
    expect(csv).toHaveLength(301);
    expect(csv[1]).toBe('1,8673.68,7250.00,1423.68,1198576.32');
  });

  test('the example scenario: the chart’s text alternative, the assumptions and disclaimer beside the results, and the repayment, updating as the visitor types', async ({
    page,
  }) => {
    await gotoHydrated(page, PATH);
    await test.step('the chart has a text alternative', async () => {
      await expect(page.getByRole('figure')).toContainText('Interest paid over the term adds up to');
    });
    await test.step('assumptions and the general-information disclaimer sit beside the results', async () => {
      const notes = page.getByRole('complementary').filter({hasText: 'Assumptions'});
      await expect(notes).toContainText('Interest compounds at the repayment frequency');
      await expect(page.getByRole('region', {name: 'General information only'})).toContainText(
        'not financial advice, not a quote',
      );
    });
    await test.step('shows the repayment for the default scenario and updates it as the visitor types', async () => {
      const repayment = page.getByTestId('repayment');
      await expect(repayment).toHaveText(/^\$\d/);
      await page.getByLabel('Loan amount').fill('1200000');
      await page.getByLabel('Interest rate (% p.a.)').fill('7.25');
      await page.getByLabel('Loan term (years)').fill('25');
      // LibreOffice: PMT(7.25%/12, 300, 1,200,000) = -8,673.68
      await expect(repayment).toHaveText('$8,674');
      await expect(page.getByTestId('lvr')).toHaveText('80.0%');
    });
  });

  test('"Get a quote for this scenario" carries the scenario to the contact page', async ({page}) => {
    await gotoHydrated(page, `${PATH}?amount=1200000&rate=7.25&years=25&value=1800000&frequency=monthly`);
    const link = page.getByRole('link', {name: 'Get a quote for this scenario'});
    // The shared scenario is applied after hydration; wait for the link to carry it.
    await expect(link).toHaveAttribute('href', /amount=1200000/);
    // The address carries the calculator and the new loan only; the figures go through the tab when she follows it.
    expect(await link.getAttribute('href')).toBe(
      '/contact?calculator=commercial-property-loan-calculator&amount=1200000',
    );
    await link.click();
    await expect(page).toHaveURL(/\/contact\?calculator=commercial-property-loan-calculator&amount=1200000$/);
    const params = await scenarioInTab(page);
    expect(params.get('calculator')).toBe('commercial-property-loan-calculator');
    expect(params.get('amount')).toBe('1200000');
    expect(params.get('repayment')).toBe('8673.68');
    expect(params.get('lvr')).toBe('66.67');
  });
});
