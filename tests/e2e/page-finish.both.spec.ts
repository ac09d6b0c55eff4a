/**
 * Finish seen in the third design review of 29 November 2026, checked as a visitor meets it at phone and desktop
 * width: the header's phone icon at full size, the services comparison's groups one tap away and clear of the first group's label, working capital's two headline cards the same width, a calculator's
 * results kept together with the notice before "Talk to a broker" (5), the bridging chart showing the interest
 * (6), a service page's dated note said once in plain text (11), search results led by the page's description
 * (13), a case study's working under its label (14) and short calculator heroes (17).
 */
import type {Locator} from '@playwright/test';
import {expect, gotoHydrated, isPhone, test} from './fixtures';
import {calculators} from '../../src/calculators';
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
  // The pills stand apart from the first group's label under them (they touched it: review 29d #8).
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
  // Review 29d #2: at 1024 px and up the funding gap sat in the left half beside an empty right half.
  for (const width of isPhone(page) ? [page.viewportSize()!.width] : [1024, 1440]) {
    await page.setViewportSize({width, height: 900});
    const [a, b] = [(await cycle.boundingBox())!, (await gap.boundingBox())!];
    expect(Math.abs(a.width - b.width), `the two cards' widths at ${width} px`).toBeLessThanOrEqual(2);
  }
});

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('a calculator keeps its results together: the estimate, late-sale table, chart and schedule, then the notice, then "Talk to a broker", then the assumptions', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator?costs=100000');
  const notice = page.getByRole('region', {name: 'General information only'});
  const cta = page.getByRole('link', {name: 'Talk to a broker about this scenario'});
  const assumptions = page.getByRole('complementary', {name: 'Assumptions'});
  const schedule = page.getByRole('heading', {name: 'Month by month'});
  await expect(notice).toContainText('not financial advice');
  // The notice is read before the link, and the assumptions come after it.
  expect(await top(notice)).toBeLessThan(await top(cta));
  expect(await top(cta)).toBeLessThan(await top(assumptions));
  if (isPhone(page)) {
    // One column: nothing of the notices between the estimate and the late-sale table, chart and schedule.
    for (const part of [
      page.getByRole('heading', {name: 'If the sale is late or lower'}),
      page.getByRole('figure'),
      schedule,
    ]) {
      expect(await top(part)).toBeLessThan(await top(notice));
    }
  } else {
    // Beside the form: the notice straight under the estimate, the late-sale table and schedule full width below.
    const form = (await page.locator('main form').boundingBox())!;
    expect((await notice.boundingBox())!.x).toBeGreaterThanOrEqual(form.x + form.width);
    const estimate = (await page.getByTestId('total-cost').boundingBox())!;
    expect(await top(notice)).toBeGreaterThan(estimate.y);
    expect(await top(notice)).toBeLessThan(await top(schedule));
  }
});

test('the bridging chart draws the interest building up across its plot, not a flat line on a $2m axis', async ({
  page,
}) => {
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
});

test('a service page says its indicative ranges once: the dated note is one plain line under "At a glance"', async ({
  page,
}) => {
  for (const slug of ['bridging-finance', 'asset-backed-lending']) {
    await gotoHydrated(page, `/services/${slug}`);
    const glance = page.getByRole('region', {name: 'At a glance'});
    const note = glance.getByText(/^Indicative only, as at \w+ \d{4}: market ranges from our own survey/);
    await expect(note).toBeVisible();
    await expect(note).toHaveCSS('font-style', 'normal');
    await expect(page.locator('main').getByText(/Indicative only, as at/)).toHaveCount(1);
    await expect(page.locator('main em', {hasText: 'Indicative'})).toHaveCount(0);
  }
});

test('search results lead with the page’s description, then the matching words', async ({page}) => {
  await gotoHydrated(page, '/search?q=bridging');
  const result = page.locator('main li').filter({has: page.getByText('Bridging finance', {exact: true})});
  await expect(result.locator('span').nth(2)).toHaveText(
    'Short-term business-purpose finance to buy your next commercial property before you sell the current one, with interest capitalised until the sale.',
  );
  // A heading ends before the paragraph under it in the excerpts.
  for (const excerpt of await page.locator('main li span:last-child').allTextContents()) {
    expect(excerpt).not.toMatch(/Two numbers decide a bridging loan Every/);
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

for (const {slug, name} of calculators) {
  test(`${name}: the hero is the question alone: three lines at most on a phone, two on a desktop`, async ({page}) => {
    await gotoHydrated(page, `/tools/${slug}`);
    const question = page.locator('main [data-page-top] h1 + div p');
    await expect(question).not.toContainText('Change any figure');
    const lines = await question.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThanOrEqual(isPhone(page) ? 3.2 : 2.2);
  });
}
