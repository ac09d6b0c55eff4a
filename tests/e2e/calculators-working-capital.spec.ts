import {expect, test, gotoCalculator} from './fixtures';
import {scenarioInTab} from './quoteForm';

const PATH = '/tools/working-capital-calculator';
// The default scenario is docs-dev/CALCULATORS.md §5's worked example with 10% growth.

test.describe('working capital calculator', () => {
  test('changing the day basis changes the day counts', async ({page}) => {
    await gotoCalculator(page, PATH);
    await page.getByLabel('Days in the year').selectOption('360');
    // By hand: 450,000 / 3,650,000 x 360 = 44.4 days.
    await expect(page.getByTestId('dso')).toHaveText('44.4 days');
    await expect(page).toHaveURL(/days=360/);
  });

  test('a shared link reopens the scenario', async ({page, context}) => {
    await gotoCalculator(page, PATH);
    await page.getByLabel('Trade debtors').fill('600000');
    await page.getByLabel('Trade debtors').blur();
    // By hand: 600,000 / 3,650,000 x 365 = 60.0 days; cycle 50 + 60 - 58.3 = 51.7.
    await expect(page.getByTestId('ccc')).toHaveText('51.7 days');
    const shared = page.url();
    expect(shared).toContain('receivables=600000');
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByLabel('Trade debtors')).toHaveValue('600,000');
    await expect(other.getByTestId('ccc')).toHaveText('51.7 days');
  });

  test('a business with debtors reads what invoice finance commonly advances on them; one without, nothing', async ({
    page,
  }) => {
    // A fleet owner whose bank would not raise his overdraft read a $0 gap and nothing of what his debtors could raise.
    await gotoCalculator(page, `${PATH}?receivables=870000`);
    // By hand: 870,000 x 70% = 609,000; x 85% = 739,500, about 740,000 (the register's 70% to 85%).
    await expect(
      page.getByText(
        'Invoice finance commonly advances 70% to 85% of approved invoices issued to business customers: on $870,000 of debtors, about $609,000 to $740,000,',
        {exact: false},
      ),
    ).toBeVisible();
    await page.getByLabel('Trade debtors').fill('0');
    await page.getByLabel('Trade debtors').blur();
    await expect(page.getByText(/Invoice finance commonly advances/)).toHaveCount(0);
  });

  test('a revenue far too small for the balances is called out, and the days are written with their thousands', async ({
    page,
  }) => {
    await gotoCalculator(page, `${PATH}?revenue=1`);
    await expect(page.getByText(/more than ten years of revenue or cost of sales/)).toBeVisible();
    await expect(page.getByTestId('dso')).toHaveText(/^\d{1,3}(,\d{3})+\.\d days$/);
  });

  test('her own key figures over the example: the example’s folded debts, growth and peak are named until she sets them', async ({
    page,
  }) => {
    await gotoCalculator(
      page,
      `${PATH}?cash=25000&receivables=0&inventory=8000&payables=12000&revenue=850000&cogs=280000`,
    );
    const left = page.getByText(/^Still the example’s, under “Adjust assumptions”/);
    await expect(left).toContainText('a seasonal peak of $250,000');
    // Typed, the same $250,000 is hers (an importer's trial: her own order of $250,000 was still called the example's).
    await page.getByLabel('Extra needed at the seasonal peak').fill('250000');
    await expect(left).toContainText('revenue growth 10%');
    await expect(left).not.toContainText('seasonal peak');
    await gotoCalculator(
      page,
      `${PATH}?cash=25000&receivables=0&inventory=8000&payables=12000&revenue=850000&cogs=280000&debt=0&liabilities=0&growth=0&peak=0`,
    );
    await expect(page.getByTestId('funding-gap')).toBeVisible();
    await expect(left).toHaveCount(0);
  });

  test('bad input gets a message next to the field and no figures', async ({page}) => {
    await gotoCalculator(page, PATH);
    const revenue = page.getByLabel('Annual revenue');
    await revenue.fill('0');
    await expect(page.getByText('Annual revenue must be more than 0.', {exact: true})).toBeVisible();
    await expect(revenue).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Fix the fields marked with a message to see your estimate.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
    await revenue.fill('3650000');
    await page.getByLabel('Stock', {exact: true}).fill('three hundred');
    await expect(page.getByText('Stock must be a number.', {exact: true})).toBeVisible();
    await page.getByLabel('Stock', {exact: true}).fill('');
    await expect(page.getByText('Enter the stock.', {exact: true})).toBeVisible();
    await page.getByLabel('Stock', {exact: true}).fill('300000');
    await page.getByLabel('Expected revenue growth (%)').fill('150');
    await expect(page.getByText('Revenue growth can be at most 100%.', {exact: true})).toBeVisible();
    await page.getByLabel('Expected revenue growth (%)').fill('10');
    await expect(page.getByTestId('ccc')).toHaveText('36.7 days');
  });

  test('the cycle chart has a text alternative, including a negative cycle', async ({page}) => {
    await gotoCalculator(page, PATH);
    const figure = page.getByRole('figure');
    await expect(figure).toContainText('leaving 36.7 days the business funds itself');
    await page.getByLabel('Trade creditors').fill('900000');
    // By hand: 900,000 / 2,190,000 x 365 = 150.0 days; 50 + 45 - 150 = -55.0.
    await expect(page.getByTestId('ccc')).toHaveText('-55.0 days');
    await expect(figure).toContainText('cash arrives 55.0 days before suppliers are paid');
    // With no stock (a labour-hire firm's trial), the cycle starts at the sale, not at "stock bought".
    await page.getByLabel('Stock', {exact: true}).fill('0');
    await expect(figure).toContainText('Day 0: sale made');
    await expect(figure).toContainText('With no stock, customers pay 45.0 days after a sale.');
    await expect(figure).not.toContainText('stock bought');
    await expect(figure).not.toContainText('Stock held');
    // Invoice finance is named among the ways to fund it, with where the page explains it (trade finance funds goods).
    await expect(page.getByRole('link', {name: 'invoice finance', exact: true})).toHaveAttribute(
      'href',
      '/services/working-capital#disclosed-or-confidential-invoice-finance',
    );
  });

  test('"Get a quote for this scenario" carries the funding gap', async ({page}) => {
    // By hand: 40,000 for growth + the example's 250,000 peak - 150,000 cash = 140,000.
    await gotoCalculator(page, PATH);
    // One figure typed, the example's own: hers, so the funding gap is hers to prefill.
    const cash = page.getByLabel('Cash at bank');
    await cash.fill(await cash.inputValue());
    const link = page.getByRole('link', {name: 'Get a quote for this scenario'});
    // The address carries the calculator and the new loan only; the figures go through the tab when she follows it.
    expect(await link.getAttribute('href')).toBe('/contact?calculator=working-capital-calculator&amount=140000');
    await link.click();
    await expect(page).toHaveURL(/\/contact\?calculator=working-capital-calculator&amount=140000$/);
    const params = await scenarioInTab(page);
    expect(params.get('calculator')).toBe('working-capital-calculator');
    expect(params.get('amount')).toBe('140000');
    expect(params.get('gap')).toBe('140000');
    expect(params.get('ccc')).toBe('36.67');
  });

  test('the worked example: the assumptions and disclaimer beside the results, then figures that update as the visitor types', async ({
    page,
  }) => {
    await gotoCalculator(page, PATH);
    await test.step('assumptions and the disclaimer sit beside the results', async () => {
      const notes = page.getByRole('complementary').filter({hasText: 'Assumptions'});
      await expect(notes).toContainText('Quick ratio = current assets less stock');
      await expect(page.getByRole('region', {name: 'General information only'})).toContainText(
        'not financial advice, not a quote',
      );
    });
    await test.step('shows the worked example and updates as the visitor types', async () => {
      await expect(page.getByTestId('working-capital')).toHaveText('$300,000');
      await expect(page.getByTestId('current-ratio')).toHaveText('1.50');
      await expect(page.getByTestId('quick-ratio')).toHaveText('1.00');
      await expect(page.getByTestId('dso')).toHaveText('45.0 days');
      await expect(page.getByTestId('dio')).toHaveText('50.0 days');
      await expect(page.getByTestId('dpo')).toHaveText('58.3 days');
      await expect(page.getByTestId('ccc')).toHaveText('36.7 days');
      await expect(page.getByTestId('requirement')).toHaveText('$400,000');
      await expect(page.getByTestId('requirement-growth')).toHaveText('$440,000');
      await expect(page.getByTestId('incremental')).toHaveText('$40,000');
      // By hand: the example opens on a gap, and says its figures are illustrative: growth needs 40,000 and
      // the seasonal peak 250,000, less the 150,000 cash: 140,000; with a 100,000 facility, 40,000.
      await expect(page.getByTestId('funding-gap')).toHaveText('$140,000');
      await expect(page.getByRole('complementary').filter({hasText: 'Assumptions'})).toContainText(
        'The starting figures, the seasonal peak included, are an illustrative example',
      );
      await page.getByLabel('Undrawn facilities (optional)').fill('100000');
      await expect(page.getByTestId('funding-gap')).toHaveText('$40,000');
      // Without a peak, the 150,000 cash covers the growth: no gap.
      await page.getByLabel('Extra needed at the seasonal peak (optional)').fill('0');
      await expect(page.getByTestId('funding-gap')).toHaveText('$0');
    });
  });
});
