/**
 * The calculators' layout at each width (design review of 29 November, second round: findings 1, 4, 12, 16 and 18): the
 * headline figures in sight beside the lower form on a desktop, the comparison's answer beside its loans, a tablet in one column, the
 * phone's result bar with its figures in line, and a late-sale table that reads on a phone.
 */
import {expect, test, gotoHydrated} from './fixtures';

const desktop = (name: string) => name !== 'mobile';

// The calculators whose form runs well past their results (a less-used group at the foot).
const longForms = [
  'bridging-loan-calculator',
  'commercial-real-estate-calculator',
  'working-capital-calculator',
  'asset-finance-roi-calculator',
];

for (const slug of longForms) {
  test(`${slug}: beside the lowest field the headline figures are in sight`, async ({page}, testInfo) => {
    test.skip(!desktop(testInfo.project.name), 'desktop layout');
    // Two page loads each: on a busy two-core machine a load can take many seconds.
    test.setTimeout(90_000);
    for (const viewport of [
      {width: 1280, height: 800},
      {width: 1920, height: 1080},
    ]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `/tools/${slug}`);
      const field = page.locator('main form').locator('input:visible, select:visible').last();
      await field.focus();
      await expect(field).toBeInViewport();
      if (viewport.height < 832) {
        // A shorter screen: the headline figures, in the bar pinned over the results column.
        await expect(page.getByTestId('pinned-headline')).toBeInViewport();
      } else {
        // A taller one: the answer itself stays beside the field (no bar floating over an empty column), its
        // first figure and "Talk to a broker" in view.
        await expect(page.getByTestId('pinned-headline')).toBeHidden();
        await expect(page.locator('#results dd').first()).toBeInViewport();
        await expect(page.getByRole('link', {name: /Talk to a broker/})).toBeInViewport();
      }
    }
  });
}

test('loan comparison: the answer is beside the loans on the first screen', async ({page}, testInfo) => {
  test.skip(!desktop(testInfo.project.name), 'desktop layout');
  test.setTimeout(90_000);
  for (const width of [1024, 1280, 1920]) {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/tools/loan-comparison-tool');
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toContainText(/Loan \d saves about/);
    await expect(verdict).toBeInViewport();
    const loan = (await page.getByRole('group', {name: 'Loan 1', exact: true}).boundingBox())!;
    expect((await verdict.boundingBox())!.x).toBeGreaterThanOrEqual(loan.x + loan.width);
  }
});

test('a 768 px tablet has one column: the results full width under the form, the bar keeping the figure in sight', async ({
  page,
}, testInfo) => {
  test.skip(!desktop(testInfo.project.name), 'tablet width');
  await page.setViewportSize({width: 768, height: 1024});
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const form = (await page.locator('main form').boundingBox())!;
  const results = (await page.locator('#results').boundingBox())!;
  expect(results.width).toBeGreaterThanOrEqual(700);
  expect(results.y).toBeGreaterThanOrEqual(form.y + form.height);
  // The total cost's label reads on one line.
  const label = (await page.locator('#results dl dt').first().boundingBox())!;
  expect(label.height).toBeLessThan(30);
  await page.getByLabel('Interest rate (% p.a.)').fill('9');
  await expect(page.getByTestId('result-bar')).toBeInViewport();
  await expect(page.getByTestId('result-bar')).toContainText('Total cost');
});

test('loan comparison on a phone: the bar’s figures sit in line whatever their labels’ length', async ({
  page,
}, testInfo) => {
  test.skip(desktop(testInfo.project.name), 'phone bar');
  test.setTimeout(90_000);
  for (const width of [320, 375]) {
    await page.setViewportSize({width, height: 700});
    await gotoHydrated(page, '/tools/loan-comparison-tool');
    const bar = page.getByTestId('result-bar');
    await expect(bar).toBeVisible();
    const bottoms = await bar
      .locator('p > span:last-child')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().bottom)));
    expect(bottoms).toHaveLength(2);
    expect(Math.abs(bottoms[0]! - bottoms[1]!)).toBeLessThanOrEqual(1);
    // And the two figures' text keeps a gap, within the screen.
    const texts = await bar.locator('p > span:last-child').evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return {left: r.left, right: r.right};
      }),
    );
    expect(texts[1]!.left - texts[0]!.right).toBeGreaterThanOrEqual(6);
    expect(texts[1]!.right).toBeLessThanOrEqual(width);
  }
});

test('the late-sale table on a phone: a low header row, and the scenario names stay while the figures scroll', async ({
  page,
}, testInfo) => {
  test.skip(desktop(testInfo.project.name), 'phone table');
  test.setTimeout(90_000);
  for (const width of [320, 375]) {
    await page.setViewportSize({width, height: 700});
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const region = page.getByRole('region', {name: 'Late or lower exit, case by case'});
    const table = region.getByRole('table');
    await region.scrollIntoViewIfNeeded();
    // Still a table: seven column headings, five scenarios, every figure.
    await expect(table.getByRole('columnheader')).toHaveCount(7);
    await expect(table.getByRole('rowheader')).toHaveCount(5);
    // At most three lines of heading.
    const header = (await table.locator('thead tr').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(72);
    // Swiped to its end, each figure still has its scenario's name beside it.
    await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const name = table.getByRole('rowheader', {name: '90 days late', exact: true});
    const box = (await name.boundingBox())!;
    const regionBox = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(regionBox.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(regionBox.x + regionBox.width);
    await expect(name.locator('..')).toContainText('Yes');
  }
});
