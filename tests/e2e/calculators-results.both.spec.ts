/**
 * Calculator and readiness results as a visitor reads them, at the
 * phone (375) and desktop (1280) widths of the two projects.
 */
import type {Locator} from '@playwright/test';
import {expect, test, gotoHydrated, isPhone, sameAtEveryWidth} from './fixtures';
import {strayDots} from './dots';

const READINESS_BRIDGING =
  '/tools/loan-readiness-check?purpose=bridge&borrower=company&buying=business&amount=2m-10m&security=commercial-property&trading=over-5&turnover=over-5m&credit=none&timing=quarter&step=result';

test(
  'asset finance ROI: the answer to "does it pay for itself" leads, the finance cost second',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/tools/asset-finance-roi-calculator');
    // The headline cards, before "Show the working".
    const headline = page.locator('#results dl').first();
    await expect(headline.locator('dt')).toHaveText([
      'Net cash a month while financed',
      /^Cost over \d+ years?$/,
      /^Repayment, per month$/,
    ]);
    await expect(headline.getByTestId('net-monthly')).toBeVisible();
    await expect(headline.getByTestId('net-monthly')).toHaveText(/^-?\$[\d,]+$/);
  },
);

test('loan comparison: the headline card runs as wide as the table under it, one right edge', async ({page}) => {
  for (const width of isPhone(page) ? [375] : [1280, 1440]) {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, '/tools/loan-comparison-tool');
    const verdict = (await page.getByTestId('verdict').boundingBox())!;
    expect(verdict.x + verdict.width, `inside the window at ${width}`).toBeLessThanOrEqual(width);
    const card = (await page.getByTestId('verdict').locator('> div').boundingBox())!;
    // The table on a wide screen, a card per loan on a phone.
    const under = isPhone(page)
      ? page.getByRole('list', {name: 'The loans, one by one'})
      : page.locator('[aria-labelledby="comparison-caption"]');
    const table = (await under.boundingBox())!;
    expect(Math.abs(card.x + card.width - (table.x + table.width)), `right edges at ${width}`).toBeLessThanOrEqual(1);
    // Its words keep a reading measure.
    const words = (await page.getByTestId('verdict').locator('dd').last().boundingBox())!;
    expect(words.width).toBeLessThanOrEqual(48 * 16);
  }
});

test('loan comparison: the ranking is labelled "1st", "2nd" as the cards are, one line each', async ({page}) => {
  await gotoHydrated(page, '/tools/loan-comparison-tool');
  const bar = page.getByTestId(isPhone(page) ? 'result-bar' : 'pinned-headline');
  if (!isPhone(page)) {
    await page.locator('#loan-1').getByText('More terms', {exact: true}).click();
    const field = page.locator('#loan-1').getByLabel('Exit or discharge fee');
    await field.scrollIntoViewIfNeeded();
    await field.fill('2000');
  }
  await expect(bar).toBeVisible();
  const labels = bar.locator('p > span:first-child');
  await expect(labels).toHaveText(['1st', '2nd']);
  await expect(bar).toContainText(/1st\s*Loan \d: \$[\d,]+/);
  if (isPhone(page)) {
    for (const width of [320, 375]) {
      await page.setViewportSize({width, height: 700});
      const heights = await labels.evaluateAll((els) =>
        els.map((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
      );
      for (const lines of heights) expect(lines, `label lines at ${width}`).toBeLessThan(1.5);
    }
  }
});

test(
  'every calculator schedule is in whole dollars, and says the CSV has the cents',
  sameAtEveryWidth,
  async ({page}) => {
    test.setTimeout(90_000);
    for (const path of [
      '/tools/commercial-property-loan-calculator',
      '/tools/second-mortgage-calculator',
      '/tools/commercial-real-estate-calculator',
      '/tools/asset-finance-roi-calculator',
      '/tools/bridging-loan-calculator',
    ]) {
      await gotoHydrated(page, path);
      const schedule = page.locator('section[aria-labelledby="schedule-heading"]');
      await expect(schedule.getByText('In whole dollars; the CSV has the cents.'), path).toBeVisible();
      const year = schedule.getByText('Year 1', {exact: true});
      if (await year.count()) await year.click();
      const cells = schedule.locator('td:not(:first-child), summary > span:not(:first-child)');
      const shown = (await cells.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      expect(shown.length, path).toBeGreaterThan(3);
      // A year row's figure carries its column's name for a screen reader, hidden from the eye.
      for (const text of shown)
        expect(text, path).toMatch(/^((Repayments|Interest|Principal|Balance at year end)\s+)?-?\$\d{1,3}(,\d{3})*$/);
    }
  },
);

test('the bridging month table: "Month" over its months at the left, the table no wider than its figures need', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const table = page.locator('section[aria-labelledby="schedule-heading"] table');
  const head = (await table.locator('th').first().boundingBox())!;
  const text = await table
    .locator('th')
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().left;
    });
  const cell = await table
    .locator('tbody td')
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().left;
    });
  expect(Math.abs(text - cell)).toBeLessThanOrEqual(1);
  expect(text - head.x).toBeLessThanOrEqual(16);
  const box = (await table.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(36 * 16 + 1);
});

test('readiness checklist: the document’s own term is the glossary link, no loose "what this is"', async ({page}) => {
  await gotoHydrated(page, READINESS_BRIDGING);
  await expect(page.getByRole('link', {name: /what this is/})).toHaveCount(0);
  const item = page.locator('label').filter({hasText: 'A valuation of both properties'});
  const term = item.getByRole('link', {name: 'valuation', exact: true});
  await expect(term).toHaveAttribute('href', /\/resources\/glossary#valuation$/);
  // The link sits in the item's line of words, not on a line of its own under it.
  const [line, link] = [(await item.locator('span').first().boundingBox())!, (await term.boundingBox())!];
  expect(link.y).toBeLessThan(line.y + 20);
  expect(await term.evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe('dotted');
});

test('readiness result: the ranges table’s label column as wide as its words, not 40 % of the card', async ({page}) => {
  await gotoHydrated(page, READINESS_BRIDGING);
  const table = page.locator('article table').first();
  const label = (await table.locator('th').first().boundingBox())!;
  const value = (await table.locator('td').first().boundingBox())!;
  const whole = (await table.boundingBox())!;
  if (isPhone(page)) {
    // On a phone the range sits under its name, across the card.
    expect(value.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
    return;
  }
  expect(label.width).toBeLessThanOrEqual(10 * 16);
  expect(value.width).toBeGreaterThan(whole.width * 0.6);
});

test(
  'a headline figure that wraps inside itself on the quote form keeps every character in sight',
  sameAtEveryWidth,
  async ({page}) => {
    // A builder's $2.4m interest-only loan (borrower's trial 2026-12-02): "Interest-only repayment, per month $19,000"
    // is longer than a phone's line, and its next line lost "$1".
    await gotoHydrated(
      page,
      '/tools/commercial-property-loan-calculator?amount=2400000&rate=9.5&type=io&value=5200000',
    );
    await page.getByRole('link', {name: /Get a quote for this scenario/}).click();
    const figures = page.getByRole('region', {name: /^Included with your enquiry/}).getByTestId('received-figures');
    // PMT with interest only: 2,400,000 x 9.5% / 12 = 19,000.
    await expect(figures).toContainText('Interest-only repayment, per month $19,000');
    // And the LVR the calculator leads with, by its short name: 2.4m / 5.2m = 46.15%.
    await expect(figures).toContainText('LVR 46.2%');
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({width, height: 740});
      expect(await strayDots(figures), `${width} px`).toEqual([]);
    }
  },
);

// The café owner's walk (design review 2026-11-30): a $1.1m sale with $300k owing, a $900k purchase, NSW.
const CAFE = '/tools/bridging-loan-calculator?sale=1100000&debt=300000&purchase=900000';

test(
  'the quote form shows the headline figures the bridging calculator led with, under "Included"',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, CAFE);
    // By hand (docs-dev/CALCULATORS.md §7): NSW duty on 900,000 = 225 + 300 + 1,137.50 + 9,940 + 23,085 = 34,687
    // (50 cents down); PD = 300,000 + 900,000 + 34,687 = 1,234,687; PD_6 = PD x (1 + 0.095/12)^6 = 1,294,507.69;
    // cost = interest 59,820.69 + fees 2% of PD 24,694 + duty 34,687 = 119,201.69; end debt = PD_6 - 1,100,000 x 0.975
    // = 222,007.69.
    // Her months and rate are the example's: the figures say so.
    const figures = 'Cost incl. duty $119,202 · Peak debt $1,294,508 · End debt $222,008 (partly example figures)';
    const cards = page.locator('#results dl').first();
    await expect(cards.locator('dd:not([class])')).toHaveText(['$119,202', '$1,294,508', '$222,008']);
    // The loan the form is given, the bridge at settlement, is named on the peak debt's card: she has seen it.
    await expect(cards).toContainText('The $1,234,687 bridge plus interest: 64.7% of both properties’ value');
    // Not sent by the readiness check: no line about it.
    await expect(page.getByTestId('from-readiness')).toHaveCount(0);
    const broker = page.getByRole('link', {name: /Get a quote for this scenario/});
    await broker.scrollIntoViewIfNeeded();
    await broker.click();
    await expect(page).toHaveURL(/\/contact\?calculator=bridging-loan-calculator&amount=1234687$/);
    const included = page.getByRole('region', {name: /^Included with your enquiry/});
    await expect(included).toContainText(/^Included with your enquiry: bridging loan calculator/);
    await expect(included.getByTestId('received-figures')).toHaveText(figures);
    await expect(included.getByTestId('received-figures')).toBeVisible();
    // On a phone the three wrap between figures: no line starts or ends on a dot.
    for (const width of [320, 375]) {
      await page.setViewportSize({width, height: 740});
      expect(await strayDots(included.getByTestId('received-figures')), `${width} px`).toEqual([]);
    }
    // The amount keeps its own label and says what it is.
    await expect(
      page.getByText(
        /From your bridging loan calculator: the bridge at settlement, .*; interest takes it to the peak debt\./,
      ),
    ).toBeVisible();
  },
);

test('the café walk’s cost names the duty in it and splits it under the figure: the bridge’s own cost, and the duty', async ({
  page,
}) => {
  await gotoHydrated(page, CAFE);
  // By hand (above): the bridge's own cost = interest 59,820.69 + fees 24,694 = 84,514.69; the NSW duty 34,687 is
  // paid on any purchase, bridged or not ("paid on any purchase"); together the 119,201.69 total.
  const card = page.locator('#results dl > div').first();
  await expect(card.locator('dt')).toHaveText('Cost over 6 months incl. duty');
  await expect(card.getByTestId('total-cost')).toHaveText('$119,202');
  const parts = card.getByTestId('total-cost-parts');
  await expect(parts.locator('span')).toHaveText([
    'Interest and fees $84,515',
    'Plus about $34,687 NSW transfer duty (1 July 2026 rates), paid on any purchase',
  ]);
  await expect(parts).toBeVisible();
  // The bridge's own cost reads as a figure of its own (what "does bridging pay?" asks), the duty as a note under it.
  const size = (line: Locator) => line.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await size(parts.locator('span').first())).toBeGreaterThan((await size(parts.locator('span').last())) * 1.2);
  // Right under the figure, before its meaning.
  const figure = (await card.getByTestId('total-cost').boundingBox())!;
  expect((await parts.boundingBox())!.y).toBeGreaterThanOrEqual(figure.y + figure.height - 1);
  // The bar keeping the figures in sight names the total the same way, less the period the card gives.
  const bar = page.getByTestId(isPhone(page) ? 'result-bar' : 'pinned-headline');
  if (!isPhone(page)) {
    await page.getByRole('link', {name: /Get a quote for this scenario/}).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
  }
  if (await bar.isVisible()) await expect(bar).toContainText(/Cost incl\. duty\s*\$119,202/);
});

test('"Adjust assumptions" is closed on load at a phone’s width and at 1280, its summary listing the values in force', async ({
  page,
}) => {
  const width = isPhone(page) ? 375 : 1280;
  await page.setViewportSize({width, height: 800});
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const more = page.locator('main details', {hasText: 'Adjust assumptions'});
  await expect(more).not.toHaveAttribute('open');
  await expect(more.locator('summary')).toBeVisible();
  await expect(page.getByLabel('Selling costs (% of sale price)')).toBeHidden();
  const values = page.getByTestId('less-used-values');
  await expect(values).toBeVisible();
  // How long the sale takes and the rate drive the bridge's cost: in view under her figures, not among the usual
  // settings.
  for (const label of ['Bridging period (months)', 'Interest rate (% p.a.)']) {
    await expect(page.getByLabel(label)).toBeVisible();
    await expect(values).not.toContainText(label);
  }
  await expect(values).toContainText('Purchase costs: $55,537 (estimated)');
  await expect(values).toContainText('Selling costs (% of sale price): 2.5%');
  // A screen reader hears the short name, then the values as its description.
  const summary = more.locator('summary');
  await expect(summary).toHaveAccessibleName('Adjust assumptions');
  await expect(summary).toHaveAccessibleDescription(/Purchase costs: \$55,537 \(estimated\)/);
});

test('bridging "Month by month": the CSV button sits with its heading, inside the table’s width', async ({page}) => {
  for (const width of isPhone(page) ? [375] : [1440, 1920]) {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const schedule = page.locator('section[aria-labelledby="schedule-heading"]');
    const table = (await schedule.locator('table').boundingBox())!;
    const button = (await schedule.getByRole('button', {name: 'Download CSV'}).boundingBox())!;
    expect(button.x + button.width, `button's right edge at ${width}`).toBeLessThanOrEqual(table.x + table.width + 1);
  }
});

test('the assumptions: a closed disclosure on a phone, naming how many; open beside the wide layout', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const notes = page.getByRole('complementary').filter({hasText: 'Assumptions'});
  const summary = notes.locator('summary');
  await expect(notes.getByRole('heading', {name: 'Assumptions'})).toBeVisible();
  const count = await notes.locator('li').count();
  expect(count).toBeGreaterThan(3);
  await expect(summary).toHaveText(`Assumptions (${count})`);
  const first = notes.locator('li').first();
  if (isPhone(page)) {
    await expect(notes.locator('details')).not.toHaveAttribute('open');
    await expect(first).toBeHidden();
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // About 1,800 px of bullets before: now the heading's line.
    expect((await notes.boundingBox())!.height).toBeLessThan(100);
    await summary.click();
    await expect(first).toBeVisible();
  } else {
    await expect(notes.locator('details')).toHaveAttribute('open');
    await expect(first).toBeVisible();
  }
});

test('the late-sale table: on a phone its three key columns, the end debt among them, with no sideways swipe', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const table = page.getByRole('region', {name: 'Late or lower exit, case by case'});
  const headers = table.getByRole('columnheader');
  const toggle = page.getByRole('button', {name: 'Show all seven columns'});
  if (!isPhone(page)) {
    await expect(headers).toHaveCount(7);
    await expect(toggle).toBeHidden();
    return;
  }
  for (const width of [320, 375]) {
    await page.setViewportSize({width, height: 800});
    await expect(headers).toHaveText(['What happens', 'Extra interest', 'End debt after the sale']);
    const end = table.getByRole('columnheader', {name: 'End debt after the sale'});
    await end.scrollIntoViewIfNeeded();
    await expect(end).toBeInViewport();
    const box = (await end.boundingBox())!;
    expect(box.x + box.width, `end debt's right edge at ${width}`).toBeLessThanOrEqual(width);
    expect(
      await table.evaluate((el) => el.scrollWidth - el.clientWidth),
      `sideways scroll at ${width}`,
    ).toBeLessThanOrEqual(0);
  }
  // Its name says what it does next; an expanded state beside it contradicted it (a keyboard trial).
  await expect(toggle).not.toHaveAttribute('aria-expanded');
  await toggle.click();
  await expect(headers).toHaveCount(7);
  await expect(page.getByRole('button', {name: 'Show the three key columns'})).not.toHaveAttribute('aria-expanded');
});
