/**
 * Finish, checked as a visitor meets it at phone and desktop width: the header's phone icon at full size, the
 * services comparison's groups one tap away and clear of the first group's label, working capital's two headline
 * cards the same width, the bridging calculator's results reading as an answer ("Get a quote" under the figures,
 * the notice, the late-sale table, chart and schedule, then the assumptions; every calculator's in
 * calculators-first-screen), working capital's chart beside its figures, the loan comparison's one-line answer on a
 * phone, money grouped as it is typed, the bridging chart showing the interest, a service page's dated note said
 * once in plain text, search results led by the page's description, a case study’s working under its label, the
 * late-sale table’s swipe cue only while it overflows and the loan comparison cards’ rows in line.
 */
import type {Locator} from '@playwright/test';
import {expect, gotoHydrated, isPhone, test, sameAtEveryWidth, phoneLayout} from './fixtures';
import {resizeTo} from './resize';
import {business} from '../../src/business';
import {serviceCategories} from '../../src/services/records';

test('the header phone icon keeps its size beside the number, at 1280 and 1440 px as on a phone', async ({page}) => {
  const widths = isPhone(page) ? [page.viewportSize()!.width] : [1280, 1440];
  await gotoHydrated(page, '/about');
  for (const width of widths) {
    await page.setViewportSize({width, height: 900});
    const icon = page
      .locator('header')
      .getByRole('link', {name: `Call ${business.phone.display}`})
      .locator('svg');
    const box = await icon.boundingBox();
    expect(box?.width, `the icon's width at ${width} px`).toBeGreaterThanOrEqual(20);
  }
});

test('/services: the four service groups are jump links, and each tap lands on its table', async ({page}) => {
  await gotoHydrated(page, '/services');
  const jump = page.getByRole('navigation', {name: 'Service groups'});
  await expect(jump.getByRole('link')).toHaveText(serviceCategories.map((c) => c.label));
  const last = serviceCategories.at(-1)!;
  // The pills stand apart from the first group's label under them (they touched it).
  const first = page.getByRole('heading', {name: serviceCategories[0]!.label, level: 3});
  const pillsFoot = await jump.evaluate((nav) => nav.getBoundingClientRect().bottom);
  expect((await first.boundingBox())!.y - pillsFoot).toBeGreaterThanOrEqual(16);
  await jump.getByRole('link', {name: last.label}).click();
  await expect(page.getByRole('heading', {name: last.label, level: 3})).toBeInViewport();
});

test('working capital: its two headline figures each run across the results column, no lone half card', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/working-capital-calculator');
  const cycle = page.locator('#results dl > div').filter({hasText: 'Cash conversion cycle'}).first();
  const gap = page.locator('#results dl > div').filter({hasText: 'Funding gap'}).first();
  await expect(gap).toBeVisible();
  // At 1024 px and up the funding gap sat in the left half beside an empty right half.
  for (const width of isPhone(page) ? [page.viewportSize()!.width] : [1024, 1440]) {
    await page.setViewportSize({width, height: 900});
    const [a, b] = [(await cycle.boundingBox())!, (await gap.boundingBox())!];
    expect(Math.abs(a.width - b.width), `the two cards' widths at ${width} px`).toBeLessThanOrEqual(2);
  }
});

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('a calculator reads as an answer: the figures, "Get a quote" with the notice, then the late-sale table, chart and schedule, then the assumptions', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/tools/bridging-loan-calculator?costs=100000');
  const estimate = page.getByTestId('total-cost');
  const cta = page.getByRole('link', {name: 'Get a quote for this scenario'});
  const notice = page.getByRole('region', {name: 'General information only'});
  const assumptions = page.getByRole('complementary', {name: 'Assumptions'});
  const schedule = page.getByRole('heading', {name: 'Month by month'});
  // The visible lines say what the figures are and are not; the full notice is a tap away.
  const lead = notice.locator('p').first();
  await expect(lead).toHaveText(
    'General information only. These figures are an estimate from what you enter, not an offer, a quote or advice. A lender’s own terms will differ.',
  );
  await expect(notice.getByText('not financial advice, not a quote')).toBeHidden();
  // And before she asks, the consumer-credit rule, with the way to how it is handled.
  await expect(notice.locator('p').nth(1)).toBeVisible();
  await expect(notice.locator('p').nth(1)).toContainText(
    'or to buy or improve a home or residential investment property, is consumer credit',
  );
  await expect(notice.getByRole('link', {name: 'how we handle it'})).toHaveAttribute(
    'href',
    '/credit-guide#business-purpose-and-consumer-credit',
  );
  // A 44 px target, as every control on the site (it was 39).
  expect((await notice.locator('summary').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await notice.getByText('More about these figures').click();
  await expect(notice.getByText('not financial advice, not a quote')).toBeVisible();
  // "Get a quote" straight under the figures, the notice straight under it, before the table and schedule.
  const ctaBox = (await cta.boundingBox())!;
  expect(ctaBox.y).toBeGreaterThan((await estimate.boundingBox())!.y);
  expect(ctaBox.y).toBeLessThan(await top(notice));
  // On a phone "Print or save as PDF" and "Copy link" sit in a row under the link, then the notice.
  const print = (await page.getByRole('button', {name: 'Print or save as PDF'}).boundingBox())!;
  const copy = (await page.getByRole('button', {name: 'Copy link'}).boundingBox())!;
  expect(copy.y).toBeCloseTo(print.y, 0);
  expect((await top(notice)) - (print.y + print.height)).toBeLessThanOrEqual(40);
  for (const part of [
    page.getByRole('heading', {name: 'If the sale is late or lower'}),
    page.getByRole('figure'),
    schedule,
  ]) {
    expect(await top(notice)).toBeLessThan(await top(part));
    expect(await top(part)).toBeLessThan(await top(assumptions));
  }
  const lines = async () =>
    lead.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
  if (isPhone(page)) {
    expect(await lines()).toBeLessThanOrEqual(6);
  } else {
    for (const width of [1024, 1440, 1920]) {
      await page.setViewportSize({width, height: 900});
      // Beside the form: the link and the notice's visible lines in the results column, the assumptions under the
      // form across the page, no longer in the column (they were 8 bullets there).
      const form = (await page.locator('main form').boundingBox())!;
      expect((await cta.boundingBox())!.x).toBeGreaterThanOrEqual(form.x + form.width);
      expect(await lines(), `the notice's visible lines at ${width} px`).toBeLessThanOrEqual(3);
      const aside = (await assumptions.boundingBox())!;
      expect(aside.x, `the assumptions' left edge at ${width} px`).toBeLessThanOrEqual(form.x + 1);
      expect(aside.y).toBeGreaterThan(form.y + form.height);
    }
  }
});

test('working capital: the cash conversion cycle chart follows the answer, first under the form', async ({page}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/tools/working-capital-calculator');
  const chart = page.getByRole('heading', {name: 'Your cash conversion cycle'});
  const gap = page.getByTestId('funding-gap');
  const assumptions = page.getByRole('complementary', {name: 'Assumptions'});
  // It once sat in the results column; it came out again: beside the form it made
  // the sticky answer too tall to stay beside the lowest field. So on a desktop it opens the full-width detail, straight
  // under the form; on a phone it follows "Get a quote" and the notice.
  for (const width of isPhone(page) ? [page.viewportSize()!.width] : [1024, 1440]) {
    await page.setViewportSize({width, height: 900});
    const figures = (await gap.boundingBox())!;
    const chartTop = await top(chart);
    expect(chartTop).toBeGreaterThan(figures.y);
    expect(chartTop).toBeLessThan(await top(assumptions));
    if (isPhone(page)) {
      // Straight after the answer's closed "Adjust assumptions".
      const folded = (await page.locator('#adjust-assumptions').boundingBox())!;
      expect(chartTop - (folded.y + folded.height), 'the chart under the assumptions').toBeLessThanOrEqual(150);
    } else {
      // The form's foot: its assumptions, under the key figures.
      const form = (await page.locator('#adjust-assumptions').boundingBox())!;
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeLessThanOrEqual(form.x + 1);
      expect(box.y).toBeGreaterThanOrEqual(form.y + form.height);
      expect(box.y - (form.y + form.height), `the chart under the form at ${width} px`).toBeLessThanOrEqual(150);
    }
  }
});

test('loan comparison: on a phone the answer in one line before Loan 1, and each loan a four-row card', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/loan-comparison-tool');
  const line = page.getByTestId('answer-line');
  const verdict = page.getByTestId('verdict');
  if (!isPhone(page)) {
    // Beside the loans the verdict itself is on the first screen: no second copy in the form.
    await expect(line).toBeHidden();
    return;
  }
  // "Loan 2 saves about $7,524" came about four screens down, after every input.
  const saving =
    (await verdict.locator('dt').innerText()).trim() + ' ' + (await verdict.locator('dd').first().innerText());
  await expect(line).toContainText(saving);
  await expect(line).toContainText('over 5 years');
  expect(await top(line)).toBeLessThan(await top(page.getByRole('group', {name: 'Loan 1', exact: true})));
  // Live: a cheaper rate for Loan 1 changes the line as the results do.
  await page.getByRole('group', {name: 'Loan 1', exact: true}).getByLabel('Interest rate (% p.a.)').fill('6');
  await expect(verdict).toContainText('Loan 1 saves about');
  const after =
    (await verdict.locator('dt').innerText()).trim() + ' ' + (await verdict.locator('dd').first().innerText());
  await expect(line).toContainText(after);
  // Each loan's card: rank, repayment, cost at the period and cost rate; the rest under "Show the working".
  const cards = page.getByRole('list', {name: 'The loans, one by one'}).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.locator('dt').filter({visible: true})).toHaveText([
      /^Rank by cost over/,
      'Repayment',
      /^Cost if repaid after/,
      /Cost rate/,
    ]);
    await card.getByText('Show the working').click();
    await expect(card.getByText('Total cost (full term)')).toBeVisible();
  }
});

test(
  'a money figure is grouped as it is typed, the caret staying where the visitor types',
  sameAtEveryWidth,
  async ({page}) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const field = page.getByLabel('Loan owing on it');
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    // "40000" sat beside "900,000" until the field was left.
    await page.keyboard.type('40000');
    await expect(field).toHaveValue('40,000');
    const caret = () => field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
    expect(await caret()).toEqual([6, 6]);
    // A digit typed in the middle ("40,|000"): grouped again, the caret straight after the new digit ("405|,000").
    await field.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
    await page.keyboard.type('5');
    await expect(field).toHaveValue('405,000');
    expect(await caret()).toEqual([3, 3]);
    // A digit deleted in the middle ("40|5,000"): 45,000 with the caret after the 4.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await expect(field).toHaveValue('45,000');
    expect(await caret()).toEqual([1, 1]);
    await expect(page).toHaveURL(/[?&]debt=45000(&|$)/);
  },
);

test(
  'the bridging chart draws the interest building up across its plot, not a flat line on a $2m axis',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/tools/bridging-loan-calculator?costs=100000&fees=0');
    const chart = page.getByRole('figure');
    await expect(page.getByRole('heading', {name: 'Interest added over the bridging period'})).toBeVisible();
    // 1,850,000 at 9.5% capitalised monthly for 6 months: 1,850,000 x ((1 + 0.095/12)^6 - 1) = 89,632.66.
    await expect(chart).toContainText('Interest added to the debt reaches $89,633 by the end of month 6');
    await expect(chart).toContainText('The debt is $1,850,000 when the purchase settles and $1,939,633');
    const svg = (await chart.locator('svg').boundingBox())!;
    const lines = chart.locator('svg path');
    await expect(lines).toHaveCount(1);
    const line = (await lines.boundingBox())!;
    // From $0 to $89,633 on an axis to $100,000: the line rises through most of the plot.
    expect(line.height).toBeGreaterThan(svg.height * 0.6);
    await expect(chart).toContainText('Interest added so far');
    await expect(chart).not.toContainText('Balance owing');
  },
);

test('a service page says its indicative ranges once: the dated note is one plain line under "At a glance"', async ({
  page,
}) => {
  for (const slug of ['bridging-finance', 'asset-backed-lending']) {
    await gotoHydrated(page, `/services/${slug}`);
    const glance = page.getByRole('region', {name: 'At a glance'});
    const note = glance.getByText(/^Indicative only, as at \w+ \d{4}: market ranges from our own survey/);
    await expect(note).toBeVisible();
    await expect(note).toHaveCSS('font-style', 'normal');
    // At the article's reading width, not across the page (a visitor's trial read 160 characters a line at 1440 px).
    expect((await note.boundingBox())!.width).toBeLessThanOrEqual(
      await note.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 62 * 0.7),
    );
    await expect(page.locator('main').getByText(/Indicative only, as at/)).toHaveCount(1);
    await expect(page.locator('main em', {hasText: 'Indicative'})).toHaveCount(0);
  }
});

test('a case study’s figures: the working is a second, smaller line under a short label, the amount right-aligned', async ({
  page,
}) => {
  const widths = isPhone(page) ? [320, 375] : [1440];
  await gotoHydrated(page, '/resources/case-studies/second-mortgage-for-a-tax-debt');
  for (const width of widths) {
    await page.setViewportSize({width, height: 800});
    const row = page.getByRole('row', {name: /^Second mortgage \(\$170,000/});
    const [label, amount] = [row.getByRole('cell').first(), row.getByRole('cell').last()];
    const working = label.getByText('($170,000 + $3,600 + $6,400)');
    const name = (await label.boundingBox())!;
    const workingBox = (await working.boundingBox())!;
    // Under the label, not beside it, in smaller type.
    expect(workingBox.y, `at ${width} px`).toBeGreaterThan(name.y + 10);
    const size = (l: Locator) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(working)).toBeLessThan(await size(label));
    // The label is its name's line plus the working's (two at 320 px): not the five-line cell it was.
    expect(name.height, `at ${width} px`).toBeLessThan(100);
    await expect(amount).toHaveText('$180,000');
    await expect(amount).toHaveCSS('text-align', 'right');
  }
});

test(
  '"Show the working" carries the disclosure triangle, so it reads as something to open',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const summary = page.locator('#results summary', {hasText: 'Show the working'});
    await expect(summary).toBeVisible();
    await expect(summary).toHaveCSS('display', 'list-item');
    await summary.click();
    await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
  },
);

// At 768 the cue said "Swipe the table sideways" beside a table whose seven columns all fitted.
test('the late-sale table says it swipes only while it is wider than its box, at every width', async ({page}) => {
  test.slow(); // three widths on a busy machine
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const cue = page.getByTestId('late-exit-cue');
  const box = page.getByRole('region', {name: 'Late or lower exit, case by case'});
  const widths = isPhone(page) ? [320, 375, 768] : [1024, 1440, 1920];
  for (const width of widths) {
    await resizeTo(page, width);
    await box.scrollIntoViewIfNeeded();
    // A phone shows the three key columns, which fit; from a tablet up all seven fit: no cue anywhere.
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1), `${width} px`).toBe(false);
    await expect(cue, `no cue at ${width} px`).toBeHidden();
  }
  if (!isPhone(page)) return;
  // All seven columns on a 375 px phone run off the box, and the cue says to swipe.
  await resizeTo(page, 375);
  await page.getByRole('button', {name: 'Show all seven columns'}).click();
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(true);
  await expect(cue).toBeVisible();
});

// "1st (cheapest)" wrapped in one card and "2nd" did not, so every row below sat lower in one card.
test(
  'loan comparison on a phone: the two loan cards’ rows line up, and the cheapest is said in words',
  phoneLayout,
  async ({page}) => {
    await gotoHydrated(page, '/tools/loan-comparison-tool');
    const cards = page.getByRole('list', {name: 'The loans, one by one'}).getByRole('listitem');
    for (const width of [320, 375]) {
      await resizeTo(page, width);
      const rows = await cards.evaluateAll((items) =>
        items.map((item) => {
          const list = item.querySelector(':scope > dl')!.getBoundingClientRect().top;
          return Array.from(item.querySelectorAll(':scope > dl dt'), (dt) => dt.getBoundingClientRect().top - list);
        }),
      );
      expect(rows).toHaveLength(2);
      rows[1]!.forEach((top, i) =>
        expect(Math.abs(top - rows[0]![i]!), `row ${i + 1} at ${width} px`).toBeLessThanOrEqual(2),
      );
    }
    // The rank is one word; the card's heading says which loan is cheapest, to a screen reader too.
    const best = cards.filter({has: page.getByRole('heading', {name: /^Loan \d Cheapest over 5 years$/})});
    await expect(best).toHaveCount(1);
    await expect(best.locator('dd').first()).toHaveText('1st');
  },
);
