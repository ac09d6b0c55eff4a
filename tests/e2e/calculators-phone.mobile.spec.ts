/** The calculators on a 375 px phone: the main figure stays in sight, money fields, charts, the comparison. */
import {expect, test, type Page, gotoHydrated, openAssumptions} from './fixtures';
import {calculators} from '../../src/calculators';

test.use({viewport: {width: 375, height: 740}});

/** The first input of the form, the way a visitor meets it. */
const firstInput = (page: Page) => page.locator('main form input').first();

for (const {slug, name} of calculators) {
  test(`${name}: the results start near the top, and the main result stays in view while the first input is edited`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/tools/${slug}`);
    // The usual settings wait folded, so the results start within two and a half screens of the top; the
    // comparison's inputs are two whole offers (each loan's less-used terms folded: they were 3.5 screens).
    const resultsTop = await page
      .locator('#results-heading')
      .evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    expect(resultsTop / 740).toBeLessThan(slug === 'loan-comparison-tool' ? 2.6 : 2.5);
    // The folded summary gives whole dollars as typed: "$0", not "$0.00".
    const folded = page.getByTestId('less-used-values');
    for (const summary of await folded.all()) await expect(summary).not.toContainText('.00');
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
    // (The comparison's bar names the loan before its figure: "Loan 1: $151,938".)
    if (await value.count())
      await expect(page.locator('#results')).toContainText((await value.innerText()).replace(/^Loan \d: /, ''));
    await input.fill('');
    await page.keyboard.type('1500000');
    await expect(bar).toBeInViewport();
    // Once the results are on screen the bar steps aside.
    await page.locator('#results-heading').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });
}

test('bridging on a phone: three figures lead, the working waits, and the bar shows the peak debt', async ({page}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  // The bar, while the form is edited: total cost, the peak debt lenders test, and the end debt, side by side.
  // The example as it opens, purchase costs left empty as NSW duty (55,537): 1,805,537 x (1 + 0.095/12)^6 =
  // 1,893,015.42; cost 87,478.42 interest + 36,111 fees + 55,537 duty; end debt 1,893,015.42 - 1,560,000.
  const bar = page.getByTestId('result-bar');
  await expect(bar.locator('p:visible')).toHaveText([
    /^Cost incl. duty\s*\$179,126$/,
    /^Peak debt\s*\$1,893,015$/,
    /^End debt\s*\$333,015$/,
  ]);
  const boxes = await bar.locator('p span:last-child').evaluateAll((spans) =>
    spans.map((span) => {
      const {left, right} = span.getBoundingClientRect();
      return {left, right};
    }),
  );
  for (const [i, box] of boxes.entries()) {
    expect(box.right).toBeLessThanOrEqual(boxes[i + 1]?.left ?? 375);
  }
  // The results: three figures, then "Show the working", all within one screen.
  const results = page.locator('#results');
  await expect(results.locator('dl > div:visible')).toHaveCount(3);
  const working = results.getByText('Show the working');
  await expect(working).toBeVisible();
  await expect(page.getByTestId('new-borrowing')).toBeHidden();
  const cost = (await page.getByTestId('total-cost').boundingBox())!;
  const summary = (await working.boundingBox())!;
  expect(summary.y + summary.height - cost.y).toBeLessThan(740);
  // No hint under a field runs past three lines, except the duty estimate's (its price-including-GST sentence).
  await openAssumptions(page);
  const lines = await page.locator('main p[id$="-hint"]').evaluateAll((hints) =>
    hints
      .filter((hint) => !hint.querySelector('[data-testid="duty-estimate"]'))
      .map((hint) => ({
        text: hint.textContent!.slice(0, 40),
        lines: Math.round(hint.getBoundingClientRect().height / parseFloat(getComputedStyle(hint).lineHeight)),
      })),
  );
  expect(lines.length).toBeGreaterThan(5);
  expect(lines.filter((hint) => hint.lines > 3)).toEqual([]);
});

test('bridging on a phone: her figures first, the total cost in sight, the usual settings closed but listed', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const sale = page.getByLabel('Expected sale price');
  await sale.tap();
  await page.keyboard.type('1100000');
  // The total cost, on the first screen as she types, and the figure the results give.
  const bar = page.getByTestId('result-bar');
  await expect(bar).toBeInViewport();
  await expect(sale).toBeInViewport();
  const total = (await bar.locator('p', {hasText: 'Cost incl. duty'}).locator('span').last().innerText()).trim();
  await expect(page.getByTestId('total-cost')).toHaveText(total);
  // The settings most leave as they are wait, after the estimate, in a closed disclosure whose summary gives every
  // value in force, so none is out of sight unseen.
  const more = page.locator('main details', {hasText: 'Adjust assumptions'});
  await expect(more).not.toHaveAttribute('open');
  await expect(page.getByLabel('Selling costs (% of sale price)')).toBeHidden();
  // One setting a row, label and value.
  await expect(page.getByTestId('less-used-values').locator('> span')).toHaveText([
    'Loan fees: $36,111 (estimated)',
    'Loan fees are: Paid up front',
    'Interest: Capitalised (added monthly)',
    'Purchase costs: $55,537 (estimated)',
    'Cash you put in: $0',
    'Selling costs (% of sale price): 2.5%',
    'Sale price the lender assumes (%): 100%',
    'Default margin (% p.a.): 5% p.a.',
  ]);
  // So the results start within two and a half screens of the top (after 16 fields they were 3.4 screens down).
  const top = await page.locator('#results-heading').evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
  expect(top / 740).toBeLessThan(2.5);
  // Opened and changed, the summary follows.
  await more.locator('summary').tap();
  await page.getByLabel('Selling costs (% of sale price)').fill('3');
  await expect(page.getByTestId('less-used-values')).toContainText('Selling costs (% of sale price): 3%');
  // A folded field that needs fixing is not left out of sight: its disclosure opens.
  await gotoHydrated(page, '/tools/bridging-loan-calculator?selling=30');
  await expect(page.getByText('Selling costs can be at most 20% of the sale price.', {exact: true})).toBeVisible();
});

test('the bar shows while the results’ figures are below the screen, at every phone height, not only once the heading shows', async ({
  page,
}) => {
  // On a 375 x 812 phone "Your estimate" sat at 808 px, its figures under the screen, and the bar had stepped aside.
  for (const height of [667, 740, 812, 844, 932]) {
    await page.setViewportSize({width: 375, height});
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const bar = page.getByTestId('result-bar');
    const firstFigure = page.locator('#results dl > div').first();
    const figureTop = (await firstFigure.boundingBox())!.y;
    const barTop = height - (await bar.evaluate((el) => el.getBoundingClientRect().height));
    if (figureTop >= barTop) await expect(bar, `${height} px high`).toBeInViewport();
    // Scrolled to the figures, it steps aside.
    await firstFigure.scrollIntoViewIfNeeded();
    await expect(bar, `${height} px high`).toBeHidden();
  }
});

test('money fields show thousands separators, accept pasted dollar amounts and keep the URL plain', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
  const amount = page.getByLabel('Loan amount');
  await expect(amount).toHaveValue('1,000,000');
  // Copied from a bank letter and pasted over the amount.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('$1,200,000'));
  await amount.click();
  await amount.selectText();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(amount).toHaveValue('$1,200,000');
  await expect(page.getByText('Loan amount must be a number.')).toHaveCount(0);
  await amount.blur();
  await expect(amount).toHaveValue('1,200,000');
  await expect(page).toHaveURL(/[?&]amount=1200000(&|$)/);
  // By hand: 1,200,000 x r / (1 - (1 + r)^-300), r = 0.075/12 -> 8,867.89
  await expect(page.getByTestId('repayment')).toHaveText('$8,868');
  // The shorthand "1.5m", and a figure typed with its own commas.
  await page.getByLabel('Property value').fill('1.8m');
  await page.getByLabel('Property value').blur();
  await expect(page.getByLabel('Property value')).toHaveValue('1,800,000');
  await expect(page.getByTestId('lvr')).toHaveText('66.7%');
  // A rate is not money: it is shown as typed.
  await page.getByLabel('Interest rate (% p.a.)').fill('7.25');
  await page.getByLabel('Interest rate (% p.a.)').blur();
  await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('7.25');
});

/** The size each piece of chart text is drawn at on screen: SVG text shrinks with its drawing. */
async function chartTextSizes(page: Page): Promise<{text: string; px: number}[]> {
  return page.locator('main figure').evaluateAll((figures) =>
    figures.flatMap((figure) =>
      Array.from(figure.querySelectorAll('text, span, figcaption'))
        .filter((el) => Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .filter((el) => el.getBoundingClientRect().width > 0)
        .map((el) => {
          const size = parseFloat(getComputedStyle(el).fontSize);
          const scale = el instanceof SVGGraphicsElement ? el.getScreenCTM()!.a : 1;
          return {text: el.textContent!.trim(), px: Math.round(size * scale * 10) / 10};
        }),
    ),
  );
}

for (const slug of [
  'commercial-property-loan-calculator',
  'loan-comparison-tool',
  'working-capital-calculator',
  'bridging-loan-calculator',
]) {
  test(`${slug}: no chart text is smaller than 12 px, and the axes are round and labelled along the way`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/tools/${slug}`);
    await page.locator('main figure').first().scrollIntoViewIfNeeded();
    const sizes = await chartTextSizes(page);
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.filter((s) => s.px < 12)).toEqual([]);
  });
}

test('the balance chart steps in round dollars and labels years between the first and the last', async ({page}) => {
  // The balance (from $912,730) is the highest line: interest over 20 years comes to less.
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator?amount=912730&value=1500000&years=20');
  const drawing = page.locator('main figure').first().locator('[aria-hidden="true"]').first();
  const axisText = async () => (await drawing.innerText()).replace(/\s+/g, ' ');
  // The page is built with the default loan; the scenario in the address applies once the script runs.
  await expect.poll(axisText).toContain('$0 $250,000 $500,000 $750,000 $1,000,000');
  const axis = await axisText();
  expect(axis).toMatch(/0 5 10 15 20 Years/);
  expect(axis).not.toContain('$912,730');
});

test('the loan comparison stacks the loans as cards with the cheapest named, and nothing scrolls sideways', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/loan-comparison-tool');
  await page.getByRole('button', {name: 'Add a loan'}).click();
  await page.getByRole('button', {name: 'Add a loan'}).click();
  const cards = page.getByRole('list', {name: 'The loans, one by one'}).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('table')).toBeHidden();
  const cheapest = cards.filter({hasText: /Cheapest over/});
  await expect(cheapest).toHaveCount(1);
  // The card marked cheapest is the loan the verdict names, with what it saves, on the results' first screen.
  const verdict = page.getByTestId('verdict');
  const name = (await cheapest.getByRole('heading').innerText()).match(/Loan \d/)![0];
  await expect(verdict).toHaveText(
    new RegExp(`^${name} saves about\\s+\\$[\\d,]+\\s+over 5 years, against Loan \\d, the next cheapest`),
    {
      useInnerText: true,
    },
  );
  // The comparison period, which decides the ranking, comes before the loans.
  const period = (await page.getByLabel('Comparison period (years)').boundingBox())!;
  expect(period.y).toBeLessThan((await page.getByRole('group', {name: 'Loan 1', exact: true}).boundingBox())!.y);
  const overflow = await page.evaluate(() => {
    const wide = Array.from(document.querySelectorAll('main *')).filter(
      // A visually hidden element (1 px wide, for screen readers) scrolls nothing a visitor sees.
      (el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
    );
    return {page: document.documentElement.scrollWidth - window.innerWidth, scrollers: wide.map((el) => el.className)};
  });
  expect(overflow).toEqual({page: 0, scrollers: []});
});

test('at the end of the loan comparison the bar leaves the footer’s last line in sight', async ({page}) => {
  await gotoHydrated(page, '/tools/loan-comparison-tool');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = page.getByTestId('result-bar');
  await expect(bar).toBeVisible();
  const copyright = page.locator('footer').getByText(/^© \d{4} /);
  const line = (await copyright.boundingBox())!;
  expect(line.y + line.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
});

test('the bar never sits over the figures it repeats: gone once they show above it, as on a 768 x 1024 tablet as it opens', async ({
  page,
}) => {
  await page.setViewportSize({width: 768, height: 1024});
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const bar = page.getByTestId('result-bar');
  const figures = page.locator('#results-heading + *');
  // As it opens (the review saw the bar over the top of the Peak debt and End debt cards here), then scrolled a little.
  for (const scroll of [0, 150]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    const top = await figures.evaluate((el) => el.getBoundingClientRect().top);
    if (top < 1024 - 80) await expect(bar, `scrolled ${scroll} px: figures at ${top} px`).toBeHidden();
    else await expect(bar, `scrolled ${scroll} px: figures at ${top} px`).toBeInViewport();
  }
  // And it comes back while they are below the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({width: 768, height: 500});
  await expect(bar).toBeInViewport();
});

test('past the results, the bar comes back only once "Adjust assumptions" clears it, not over the note above', async ({
  page,
}) => {
  // A 320 px phone on the asset calculator: the bar came back while the assumptions' top was still behind it, over
  // the lines just above them.
  await page.setViewportSize({width: 320, height: 568});
  await gotoHydrated(page, '/tools/asset-finance-roi-calculator');
  const bar = page.getByTestId('result-bar');
  // Scrolled 100 px at a time, as a finger does: the bar follows what passes the screen's edges.
  const scrollAssumptionsTo = async (top: number) => {
    const assumptions = page.locator('#adjust-assumptions');
    for (;;) {
      const distance = (await assumptions.evaluate((el) => el.getBoundingClientRect().top)) - top;
      if (Math.abs(distance) < 1) return;
      await page.evaluate((y) => window.scrollBy(0, y), Math.sign(distance) * Math.min(100, Math.abs(distance)));
      await page.waitForTimeout(50);
    }
  };
  // Its top 40 px from the bottom: where the bar (72 px) would sit.
  await scrollAssumptionsTo(568 - 40);
  await expect(bar).toBeHidden();
  // Its top well above the bar's place: she is changing a setting, and the bar shows the figure again.
  await scrollAssumptionsTo(568 - 200);
  await expect(bar).toBeInViewport();
});

test('a guide’s link to a calculator’s assumptions opens them on a phone', async ({page}) => {
  // The bridging guide links /tools/bridging-loan-calculator#calculator-assumptions: folded, it led to a closed fold.
  await gotoHydrated(page, '/resources/guides/bridging-finance-explained');
  await page.locator('main a[href="/tools/bridging-loan-calculator#calculator-assumptions"]').click();
  await expect(page.getByRole('heading', {name: 'Assumptions'})).toBeInViewport();
  await expect(page.locator('details:has(#calculator-assumptions)')).toHaveAttribute('open', '');
});
