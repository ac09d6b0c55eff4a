/**
 * What the calculators add around their figures: the late-or-low-exit table (bridging and second mortgage),
 * the result kept in view on a desktop, the printed summary and the scenario handed to the quote
 * form in the page's own words. Expected figures are worked by hand as noted (simple daily interest, rate / 365).
 */
import {expect, test, gotoCalculator, type Locator} from './fixtures';

// The worked example's purchase costs, $100,000 (the page opens with them empty: the estimated duty).
const BRIDGING = '/tools/bridging-loan-calculator?costs=100000';
const SECOND = '/tools/second-mortgage-calculator?rate=10.5'; // the rate the figures below are worked at
const COMPARISON = '/tools/loan-comparison-tool';

test.describe('if the exit is late or lower', () => {
  test('bridging: 30, 60 and 90 days late and 10% lower, with the default margin after the term', async ({page}) => {
    await gotoCalculator(page, BRIDGING);
    const section = page.getByTestId('late-exit');
    await expect(section.getByRole('heading', {name: 'If the sale is late or lower'})).toBeVisible();
    // Debt at the sale D = 1,850,000 x (1 + 0.095/12)^6 = 1,939,632.66. 30 days late:
    // D x 9.5% x 30/365 = 15,145.08 plus the 5% default margin D x 5% x 30/365 = 7,971.09.
    const thirty = section.getByRole('row', {name: /^30 days late/});
    await expect(thirty).toContainText('$23,116');
    await expect(thirty).toContainText('$7,971');
    await expect(thirty).toContainText('$1,962,749');
    // LVR: 1,962,748.83 / (1,600,000 + 1,350,000); end debt: 1,962,748.83 - 1,560,000.
    await expect(thirty).toContainText('66.5%');
    await expect(thirty).toContainText('$402,749');
    await expect(thirty).toContainText('Yes');
    // On time at a 10% lower price: 1,939,632.66 - 1,560,000 x 0.9; LVR on 1,440,000 + 1,350,000.
    const lower = section.getByRole('row', {name: /^On time, price 10% lower/});
    await expect(lower).toContainText('$535,633');
    await expect(lower).toContainText('69.5%');
    // 90 days late and 10% lower: 2,008,981.17 - 1,404,000.
    await expect(section.getByRole('row', {name: /^90 days late, price 10% lower/})).toContainText('$604,981');

    // A 12-month term gives six months' grace: no default interest, the term not expired.
    await page.getByLabel('Loan term (months, optional)').fill('12');
    await expect(thirty).toContainText('$15,145');
    await expect(thirty.getByRole('cell', {name: 'No'})).toBeVisible();
    // A bigger margin after the term: 0% margin leaves only the rate's interest.
    await page.getByLabel('Loan term (months, optional)').fill('');
    await page.getByLabel('Default margin (% p.a.)').fill('0');
    await expect(thirty).toContainText('$15,145');
    await expect(page).toHaveURL(/margin=0/);
    await page.getByLabel('Loan term (months, optional)').fill('3');
    await expect(
      page.getByText('Loan term must be at least the bridging period; leave it empty if they are the same.', {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('second mortgage: interest-only $150,000 repaid late or at a lower value', async ({page}) => {
    await gotoCalculator(page, SECOND);
    const section = page.getByTestId('late-exit');
    await expect(section.getByRole('heading', {name: 'If the sale or refinance is late or lower'})).toBeVisible();
    // 150,000 x (10.5% + 5%) x 60/365 = 3,821.92, of which 150,000 x 5% x 60/365 = 1,232.88.
    const sixty = section.getByRole('row', {name: /^60 days late/});
    await expect(sixty).toContainText('$3,822');
    await expect(sixty).toContainText('$1,233');
    await expect(sixty).toContainText('$153,822');
    // Combined LVR (550,000 + 153,821.92) / 1,000,000; equity 1,000,000 - 550,000 - 153,821.92.
    await expect(sixty).toContainText('70.4%');
    await expect(sixty).toContainText('$296,178');
    // 10% lower value, on time: 900,000 - 550,000 - 150,000 left; LVR 700,000 / 900,000.
    const lower = section.getByRole('row', {name: /^On time, price 10% lower/});
    await expect(lower).toContainText('$200,000');
    await expect(lower).toContainText('77.8%');
    // Principal and interest repays itself: no exit to be late for, and no margin to ask.
    await page.getByLabel('Repayment type').selectOption('pi');
    await expect(page.getByTestId('late-exit')).toHaveCount(0);
    await expect(page.getByLabel('Default margin (% p.a.)')).toHaveCount(0);
  });
});

test.describe('on a desktop the result stays in view', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('bridging: editing the lowest field keeps the headline on screen, in a bar that comes only once the cards have gone', async ({
    page,
  }) => {
    await gotoCalculator(page, BRIDGING);
    const pinned = page.getByTestId('pinned-headline');
    const cards = page.locator('#results dl').first();
    // At the top the headline cards give the figures: no bar repeats them. (Opening the assumptions may have
    // scrolled the page down to them.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cards).toBeInViewport();
    await expect(pinned).toBeHidden();
    // Measured from the top of the results column, which itself stays beside the lower form as the page scrolls.
    const cardsTop = () =>
      cards.evaluate((dl) =>
        Math.round(dl.getBoundingClientRect().top - document.getElementById('results')!.getBoundingClientRect().top),
      );
    const before = await cardsTop();
    const field = page.getByLabel('Default margin (% p.a.)');
    await field.scrollIntoViewIfNeeded();
    await field.fill('4');
    await expect(field).toBeInViewport();
    await expect(cards).not.toBeInViewport();
    await expect(pinned).toBeInViewport();
    // It lies over the results column: nothing moved when it came.
    expect(await cardsTop()).toBe(before);
    // What buying this way costs leads: 89,632.66 interest (1,939,632.66 - 1,850,000) + 37,000 estimated fees +
    // 100,000 purchase costs.
    await expect(pinned).toContainText('Cost incl. purchase costs');
    await expect(pinned).toContainText('$226,633');
    // Then the lender's test and what is left owing: 1,850,000 x (1 + 0.095/12)^6 = 1,939,632.66, less 1,560,000.
    await expect(pinned).toContainText('Peak debt $1,939,633');
    await expect(pinned).toContainText('End debt $379,633');
    // It follows the typing: 1,850,000 x (1 + 0.095/12)^9 = 1,986,064.59 after nine months, so
    // 136,064.59 interest + 37,000 fees + 100,000 purchase costs.
    const months = page.getByLabel('Bridging period (months)');
    await months.fill('9');
    await field.scrollIntoViewIfNeeded();
    await expect(pinned).toBeInViewport();
    await expect(pinned).toContainText('$273,065');
    // Beside the field, not over it.
    const [box, bar] = [await field.boundingBox(), await pinned.boundingBox()];
    expect(bar!.x).toBeGreaterThanOrEqual(box!.x + box!.width);
    // Back at the top, the cards show again and the bar steps aside.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(pinned).toBeHidden();
  });

  test('loan comparison: the ranking stays on screen while an offer is edited', async ({page}) => {
    await gotoCalculator(page, COMPARISON);
    await page.locator('#loan-1').getByText('More terms', {exact: true}).click();
    const field = page.locator('#loan-1').getByLabel('Exit or discharge fee');
    await field.scrollIntoViewIfNeeded();
    await field.fill('2000');
    // The bar pinned over the results column, as on the other calculators.
    const bar = page.getByTestId('pinned-headline');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('1st');
    await expect(bar).toContainText('2nd');
    await expect(bar).toContainText(/Loan 1: \$[\d,]+(?![.\d])/);
    // Beside the field being edited, not over it.
    const [box, barBox] = [await field.boundingBox(), await bar.boundingBox()];
    expect(barBox!.x).toBeGreaterThanOrEqual(box!.x + box!.width);
  });
});

test('the printed summary is dated by Sydney’s day, as the readiness check and the broker date theirs', async ({
  browser,
}) => {
  // An invoice finance trial: "6 December" on the summary from a browser on UTC, "7 December" on her enquiry.
  const context = await browser.newContext({timezoneId: 'UTC'});
  const page = await context.newPage();
  try {
    // 20:00 UTC on 6 December is 7:00 on 7 December in Sydney (daylight time).
    await page.clock.setFixedTime(new Date('2026-12-06T20:00:00Z'));
    await gotoCalculator(page, BRIDGING);
    await page.emulateMedia({media: 'print'});
    await expect(page.getByTestId('print-summary')).toContainText('Summary prepared on 7 December 2026.');
  } finally {
    await context.close();
  }
});

test.describe('a summary to take away', () => {
  test('printing gives the inputs in words, each result with its meaning, the date, the link and the notice', async ({
    page,
  }) => {
    await gotoCalculator(page, `${BRIDGING}&months=9`);
    await page.emulateMedia({media: 'print'});
    const summary = page.getByTestId('print-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(/Summary prepared on \d{1,2} [A-Z][a-z]+ 20\d\d/);
    await expect(summary).toContainText('/tools/bridging-loan-calculator?costs=100000&months=9');
    await expect(summary.getByRole('definition').first()).toHaveText('$1,600,000 (as in the example)');
    await expect(summary).toContainText('Bridging period (months)');
    await expect(summary).toContainText('9 months');
    await expect(summary).toContainText('Capitalised (added monthly)');
    const results = page.locator('#results');
    await expect(results).toContainText('Peak debt, with capitalised interest');
    await expect(results).toContainText(/The \$[\d,]+ bridge plus interest: /);
    await expect(page.getByTestId('calculator-closing')).toContainText('Assumptions');
    // The whole notice prints, not only its two lines.
    await expect(page.getByText('not financial advice, not a quote')).toBeVisible();
    // The working, closed on screen, prints open, without its "Show the working" line.
    await expect(page.getByTestId('net-sale-proceeds')).toBeVisible();
    await expect(page.getByText('Show the working')).toBeHidden();
    await expect(page.getByTestId('late-exit')).toBeVisible();
    // Screen-only chrome is hidden: the form, the buttons, the site header and footer, the chart.
    await expect(page.locator('main form')).toBeHidden();
    await expect(page.getByLabel('Default margin (% p.a.)')).toBeHidden();
    await expect(page.getByRole('link', {name: 'Get a quote for this scenario'})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Print or save as PDF'})).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeHidden();
    await expect(page.getByRole('figure')).toBeHidden();
    // The cost's parts print smaller than the cost they add up to (a visitor's trial found them larger).
    const fontSize = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const total = await fontSize(page.getByTestId('total-cost'));
    for (const part of await page.getByTestId('total-cost-parts').locator('span').all())
      expect(await fontSize(part)).toBeLessThan(total);
    await page.emulateMedia({media: 'screen'});
    await expect(summary).toBeHidden();
  });

  test('printed, a loan’s schedule gives every year’s row, not each year’s months', async ({page}) => {
    // A GP's trial: the PDF for her accountant had no yearly interest, which the screen's schedule shows.
    await gotoCalculator(page, '/tools/commercial-property-loan-calculator');
    const schedule = page.locator('section[aria-labelledby="schedule-heading"]');
    const lastYear = schedule.getByText('Year 25', {exact: true});
    await expect(lastYear).toBeHidden();
    await page.emulateMedia({media: 'print'});
    await expect(schedule.getByText('Year 1', {exact: true})).toBeVisible();
    await expect(lastYear).toBeVisible();
    await expect(schedule.getByText(/^Years 6 to 25/)).toBeHidden();
    await expect(schedule.getByRole('table').first()).toBeHidden();
    await expect(page.getByRole('figure')).toBeHidden();
  });
});

test('"Get a quote" hands the quote form the scenario in the page’s words', async ({page}) => {
  await gotoCalculator(page, `${BRIDGING}&interest=serviced`);
  const talk = page.getByRole('link', {name: 'Get a quote for this scenario'});
  // The address's figures are applied after hydration: wait for the serviced interest's result before following it.
  await expect(page.locator('#results').getByText('Interest to pay each month')).toBeAttached();
  await talk.click();
  await expect(page).toHaveURL(/\/contact\?calculator=bridging-loan-calculator/);
  const scenario = page.getByRole('region', {name: 'Included with your enquiry'});
  await expect(scenario).toContainText('bridging loan calculator');
  for (const text of [
    'Expected sale price',
    '$1,600,000',
    'Interest rate (% p.a.)',
    '9.5% p.a.',
    'Paid monthly (serviced)',
    'Interest to pay each month',
    '$14,646',
    'End debt after the sale',
    '$290,000',
    'Peak LVR (both properties)',
  ]) {
    await expect(scenario).toContainText(text);
  }
  await expect(scenario).not.toContainText(/Enddebt|Peaklvr|Repayment type io|\$\d[\d,]*\.\d(?!\d)/);
});
