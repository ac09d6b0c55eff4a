/**
 * The calculators' layout at each width: the
 * headline figures in sight beside the lower form on a desktop, the comparison's answer beside its loans, a tablet in one column, the
 * phone's result bar with its figures in line, and a late-sale table that reads on a phone.
 */
import type {Locator} from '@playwright/test';
import {expect, test, gotoHydrated, openAssumptions, desktopLayout, phoneLayout} from './fixtures';

const desktop = (name: string) => name !== 'mobile';

// The calculators whose form runs well past their results (the assumptions under the key figures).
const longForms = [
  'bridging-loan-calculator',
  'commercial-real-estate-calculator',
  'working-capital-calculator',
  'asset-finance-roi-calculator',
];

for (const slug of longForms) {
  test(`${slug}: beside the lowest field the headline figures are in sight`, desktopLayout, async ({page}) => {
    // Two page loads each: on a busy two-core machine a load can take many seconds.
    test.setTimeout(90_000);
    for (const viewport of [
      {width: 1280, height: 800},
      {width: 1920, height: 1080},
    ]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `/tools/${slug}`);
      // The lowest field: under "Adjust assumptions", opened.
      await openAssumptions(page);
      const field = page.locator('main').locator(':is(form, details) :is(input, select):visible').last();
      await field.focus();
      await expect(field).toBeInViewport();
      if (viewport.height < 832) {
        // A shorter screen: the headline figures, in the bar pinned over the results column.
        const bar = page.getByTestId('pinned-headline');
        await expect(bar).toBeInViewport();
        // A tap on the bar's figures stays on the page, though "Get a quote" may be under it.
        await bar.click({position: {x: 20, y: 10}});
        await expect(page).toHaveURL(new RegExp(`/tools/${slug}`));
      } else {
        // A taller one: the answer itself stays beside the field (no bar floating over an empty column), its
        // first figure and "Get a quote" in view.
        await expect(page.getByTestId('pinned-headline')).toBeHidden();
        await expect(page.locator('#results dd').first()).toBeInViewport();
        await expect(page.getByRole('link', {name: /Get a quote for this scenario/})).toBeInViewport();
      }
    }
  });
}

test(
  'on a desktop Tab goes from the last key figure to "Adjust assumptions" under it, then to the answer beside',
  desktopLayout,
  async ({page}) => {
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await page.getByLabel('Interest rate (% p.a.)').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#adjust-assumptions summary')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#results :focus')).toHaveCount(1);
  },
);

test(
  'opening "Show the working" beside the lowest field keeps the pressed summary on the screen',
  desktopLayout,
  async ({page}) => {
    // A keyboard trial: the sticky answer grew upwards near the form's foot and took the focused summary 550 px above
    // the screen.
    await page.setViewportSize({width: 1440, height: 900});
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await openAssumptions(page);
    await page.locator('main').locator('details :is(input, select):visible').last().focus();
    const summary = page.getByTestId('working').locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('working')).toHaveAttribute('open', '');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport({ratio: 1});
    expect((await summary.boundingBox())!.y).toBeGreaterThanOrEqual(60);
  },
);

test('loan comparison: the answer is beside the loans on the first screen', desktopLayout, async ({page}) => {
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

test(
  'a 768 px tablet has one column: the results full width under the form, the bar keeping the figure in sight',
  desktopLayout,
  async ({page}) => {
    await page.setViewportSize({width: 768, height: 1024});
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const form = (await page.locator('main form').boundingBox())!;
    const results = (await page.locator('#results').boundingBox())!;
    expect(results.width).toBeGreaterThanOrEqual(700);
    expect(results.y).toBeGreaterThanOrEqual(form.y + form.height);
    // Her figures two to a row, level (boxes of 700 px each were the sixteenth design review's finding), on a grouped
    // form and on one without groups.
    const sideBySide = async (first: string, second: string) => {
      const a = (await page.getByLabel(first).boundingBox())!;
      const b = (await page.getByLabel(second).boundingBox())!;
      expect(Math.abs(a.y - b.y), `${first} and ${second}`).toBeLessThanOrEqual(1);
      expect(b.x).toBeGreaterThan(a.x + a.width);
      expect(a.width).toBeLessThan(380);
    };
    await sideBySide('Expected sale price', 'Loan owing on it');
    await sideBySide('Purchase price', 'State or territory of the property');
    // The total cost's label reads on one line.
    const label = (await page.locator('#results dl dt').first().boundingBox())!;
    expect(label.height).toBeLessThan(30);
    // The settings under "Adjust assumptions" follow the results: the lowest, edited, has the figures in the bar.
    await openAssumptions(page);
    await page.getByLabel('Default margin (% p.a.)').fill('4');
    await expect(page.locator('#results')).not.toBeInViewport();
    await expect(page.getByTestId('result-bar')).toBeInViewport();
    // The card's name, less the period: both say the duty is in it.
    await expect(page.getByTestId('result-bar')).toContainText('Cost incl. duty');
    await expect(page.locator('#results dl dt').first()).toHaveText('Cost over 6 months incl. duty');
    await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
    await sideBySide('Property value', 'Loan amount');
  },
);

/*
 * The key figures, then on a phone the estimate and "Get a quote", then the rest under "Adjust assumptions",
 * whose summary shows every value; from 900 px the same closed disclosure under the key figures, beside the answer.
 */
for (const {slug, last, folded, change, after} of [
  {
    slug: 'bridging-loan-calculator',
    last: 'Interest rate (% p.a.)',
    folded: 'Selling costs (% of sale price)',
    change: '3',
    after: 'Selling costs (% of sale price): 3%',
  },
  {
    slug: 'commercial-real-estate-calculator',
    last: 'Loan amount',
    folded: 'Loan term (years)',
    change: '20',
    after: 'Loan term (years): 20 years',
  },
  {
    slug: 'working-capital-calculator',
    last: 'Annual cost of sales',
    folded: 'Expected revenue growth (%)',
    change: '15',
    after: 'Expected revenue growth (%): 15%',
  },
]) {
  test(`${slug}: the estimate and "Get a quote" follow the key figures; the assumptions show their values`, async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, `/tools/${slug}`);
    const more = page.locator('main details', {hasText: 'Adjust assumptions'});
    const values = page.getByTestId('less-used-values');
    const field = page.getByLabel(folded);
    if (!desktop(testInfo.project.name)) {
      // Within one screen below the last key figure: the estimate's first figure and "Get a quote".
      const bottom = async (name: string) =>
        page.getByLabel(name).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      const talk = page.getByRole('link', {name: 'Get a quote for this scenario'});
      const talkBottom = await talk.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      const height = page.viewportSize()!.height;
      expect(talkBottom - (await bottom(last))).toBeLessThanOrEqual(height);
      // The folded settings come after it.
      expect(await more.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(talkBottom);
    }
    // Closed at every width, each value in the summary.
    await expect(more).not.toHaveAttribute('open');
    await expect(field).toBeHidden();
    const before = await field.inputValue();
    await expect(values).toContainText(`${folded}: ${before}`);
    // Opened and changed, the summary follows.
    await more.locator('summary').click();
    await field.fill(change);
    await expect(values).toContainText(after);
    if (desktop(testInfo.project.name)) {
      // Opened, its fields sit beside the answer, under the key figures.
      const answer = (await page.locator('#results').boundingBox())!;
      const box = (await field.boundingBox())!;
      expect(answer.x).toBeGreaterThan(box.x + box.width);
    }
    // A bad value there is never out of sight: a shared link with one opens the disclosure, and the estimate says
    // where the field is.
    await gotoHydrated(page, `/tools/${slug}?${await field.getAttribute('name')}=abc`);
    await expect(more).toHaveAttribute('open', '');
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#results')).toContainText('One is under “Adjust assumptions”, now open.');
  });
}

/** Where the phone bar's figures' own text lies (not their boxes, which stretch to share the bar). */
const figureBoxes = (bar: Locator) =>
  bar.locator('p > span:last-child').evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return {text: el.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom};
    }),
  );

test(
  'loan comparison on a phone: the bar’s figures sit in line whatever their labels’ length',
  phoneLayout,
  async ({page}) => {
    test.setTimeout(120_000);
    // 360 px: the commonest Android width, where the two loans once wrapped to two rows (a re-check).
    for (const width of [320, 360, 375, 390, 414]) {
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
      const texts = await figureBoxes(bar);
      expect(texts[1]!.left - texts[0]!.right).toBeGreaterThanOrEqual(6);
      expect(texts[1]!.right).toBeLessThanOrEqual(width);
    }
  },
);

test(
  'a $95m loan on a phone: the bar’s three figures never overlap, and stay on screen',
  phoneLayout,
  async ({page}) => {
    test.setTimeout(90_000);
    for (const width of [320, 390]) {
      await page.setViewportSize({width, height: 700});
      await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
      await page.getByLabel('Property value').fill('130000000');
      await page.getByLabel('Loan amount').fill('95000000');
      const bar = page.getByTestId('result-bar');
      await expect(bar).toContainText('LVR');
      const boxes = await figureBoxes(bar);
      expect(boxes).toHaveLength(3);
      for (const [i, a] of boxes.entries()) {
        expect(a.right, `${a.text} within ${width} px`).toBeLessThanOrEqual(width);
        for (const b of boxes.slice(i + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${a.text} and ${b.text} at ${width} px`).toBe(true);
        }
      }
    }
  },
);

test(
  'the late-sale table on a phone: a low header row, and the scenario names stay while the figures scroll',
  phoneLayout,
  async ({page}) => {
    test.setTimeout(90_000);
    for (const width of [320, 375]) {
      await page.setViewportSize({width, height: 700});
      await gotoHydrated(page, '/tools/bridging-loan-calculator');
      const region = page.getByRole('region', {name: 'Late or lower exit, case by case'});
      const table = region.getByRole('table');
      await region.scrollIntoViewIfNeeded();
      // The three key columns first (calculators-results.both); all seven on request.
      await page.getByRole('button', {name: 'Show all seven columns'}).click();
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
  },
);

/*
 * The sticky answer stops at the foot of the form instead of sliding over the
 * full-width tables under it; the default-interest explanation folded; one style for section headings, one for
 * subheadings.
 */
test(
  'bridging on a tall desktop: the answer stops above the late-sale table and the schedule',
  desktopLayout,
  async ({page}) => {
    test.setTimeout(90_000);
    for (const viewport of [
      {width: 1440, height: 900},
      {width: 1920, height: 1080},
    ]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/tools/bridging-loan-calculator');
      const answer = page.locator('#results').locator('..');
      for (const below of [page.getByTestId('late-exit'), page.getByRole('heading', {name: 'Month by month'})]) {
        // Scrolled so its top sits about 300 px down the screen, where the sticky answer would have covered it.
        await below.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 300));
        const top = await below.evaluate((el) => el.getBoundingClientRect().top);
        expect(Math.abs(top - 300)).toBeLessThanOrEqual(2);
        const bottom = await answer.evaluate((el) => el.getBoundingClientRect().bottom);
        expect(bottom, viewport.width + ' px').toBeLessThanOrEqual(top);
      }
    }
  },
);

test('working capital: its chart, then the guide and case study, follow the answer, before the assumptions', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/working-capital-calculator');
  const act = page.getByRole('link', {name: /Get a quote for this scenario/});
  const chart = page.getByRole('heading', {name: 'Your cash conversion cycle'});
  const related = page.getByRole('navigation', {name: 'Behind the figures'});
  const assumptions = page.getByRole('heading', {name: 'Assumptions'});
  await expect(related.getByRole('link')).toHaveCount(2);
  const tops = [];
  for (const item of [act, chart, related, assumptions]) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeVisible();
    tops.push(await item.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
  }
  // In the page's order at any width, each under the one before (on a desktop, under the form's foot too).
  for (let i = 1; i < tops.length; i++) expect(tops[i]!).toBeGreaterThan(tops[i - 1]!);
  const form = await page.locator('main form').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  expect(tops[1]!).toBeGreaterThan(form);
});

test(
  'bridging: how default interest works is folded under the late-sale table’s one-line gist, and opens',
  phoneLayout,
  async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const section = page.getByTestId('late-exit');
    await expect(section.getByText(/What you would owe if the sale came 30, 60 or 90 days/)).toBeVisible();
    const courts = section.getByText(/Courts set no accepted range/);
    await expect(courts).toBeHidden();
    await section.getByText('How default interest works').click();
    await expect(courts).toBeVisible();
    await expect(section.getByRole('link', {name: 'default interest'})).toBeVisible();
  },
);

for (const slug of ['bridging-loan-calculator', 'working-capital-calculator', 'loan-comparison-tool']) {
  test(`${slug}: section headings share one face and size, subheadings one style`, async ({page}) => {
    await gotoHydrated(page, `/tools/${slug}`);
    const sections = await page.locator('main h2:visible').evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return JSON.stringify([s.fontFamily, s.fontSize]);
      }),
    );
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sections).size, sections.join('\n')).toBe(1);
    // The groups' legends, the less-used group's name in its summary (a phone), a heading among the results.
    const subheadings = await page
      .locator(
        'main form legend:visible, main summary:has([data-testid="less-used-values"]):visible > span:first-child, #results h3:visible',
      )
      .evaluateAll((els) =>
        els.map((el) => {
          const s = getComputedStyle(el);
          return JSON.stringify([s.fontFamily, s.fontSize, s.fontWeight, s.color]);
        }),
      );
    expect(subheadings.length).toBeGreaterThanOrEqual(2);
    expect(new Set(subheadings).size, subheadings.join('\n')).toBe(1);
    // Both in the heading face, the subheadings smaller.
    const [face, size] = JSON.parse(sections[0]!) as [string, string];
    const [subFace, subSize] = JSON.parse(subheadings[0]!) as [string, string];
    expect(face).toContain('Plus Jakarta Sans');
    expect(subFace).toBe(face);
    expect(parseFloat(subSize)).toBeLessThan(parseFloat(size));
  });
}

// The guide and case study sat under the late-sale table, its chart and the schedule: 4.2 phone screens below the estimate.
test('bridging: the guide and case study come straight after the answer, before the late-sale table and schedule', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const top = (name: string) =>
    page.getByRole(name === 'Behind the figures' ? 'navigation' : 'heading', {name}).evaluate((el) => {
      return el.getBoundingClientRect().top + window.scrollY;
    });
  const related = await top('Behind the figures');
  expect(related).toBeLessThan(await top('If the sale is late or lower'));
  expect(related).toBeLessThan(await top('Month by month'));
});

test(
  'a short window (400 % zoom, a phone on its side) keeps the screen for the form: no result bar, as no sticky header',
  phoneLayout,
  async ({page}) => {
    await page.setViewportSize({width: 320, height: 200});
    await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
    await page.getByLabel('Loan amount').fill('800000');
    await expect(page.getByTestId('result-bar')).toBeHidden();
    // A field reached by keyboard is scrolled to the window's top, not kept 4rem below a header that is not there.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('0px');
    await page.setViewportSize({width: 320, height: 640});
    await expect(page.getByTestId('result-bar')).toBeVisible();
  },
);
