/**
 * A visitor's way into, through and out of a calculator, at 375 and 1280 px: it opens at its top from a
 * scrolled page and keeps her place when she comes Back to it; it leads with what the loan costs, in whole
 * dollars, with the fees estimated rather than $0; it links the guide and case study behind it and hands the new
 * loan to the quote form in the address, and her scenario through the tab only (never in the address, so never in
 * a link she shares); and a tap on a prefilled figure selects it whole.
 */
import {expect, test, gotoHydrated, openAssumptions, sameAtEveryWidth} from './fixtures';
import {calculators} from '../../src/calculators';
import {bridgeThenWorkingCapital, fillRequired, referencePattern} from './quoteForm';

test('every calculator, opened from a scrolled page, starts at its top', sameAtEveryWidth, async ({page}) => {
  // From the home page's tools, half-way down a long page (the tools page itself is now too short to be scrolled
  // far with its first cards in view); Back to the home page for the next one.
  await gotoHydrated(page, '/');
  for (const {slug, name} of calculators) {
    await test.step(name, async () => {
      const link = page.locator(`main a[href="/tools/${slug}"]`).first();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/tools/${slug}$`));
      await expect(page.getByRole('heading', {level: 1, name})).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test('one Back leaves the calculator, however many figures she changed, for her place on the page she came from', async ({
  page,
}) => {
  // Every edit replaces the calculator's history entry instead of adding one.
  await gotoHydrated(page, '/services/bridging-finance');
  const link = page.locator('main a[href="/tools/bridging-loan-calculator"]').last();
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(/\/tools\/bridging-loan-calculator$/);
  const entries = await page.evaluate(() => history.length);
  await page.getByLabel('Expected sale price').fill('1100000');
  await page.getByLabel('Expected sale price').blur();
  await page.getByLabel('Loan owing on it').fill('300000');
  await page.getByLabel('Loan owing on it').blur();
  await page.getByLabel('State or territory of the property').selectOption('qld');
  await expect(page).toHaveURL(/sale=1100000.*state=qld/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/bridging-finance$/);
  await expect(link).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(100);
  // Forward brings her scenario back.
  await page.goForward();
  await expect(page.getByLabel('Expected sale price')).toHaveValue('1,100,000');
});

test('Back from a guide returns to the place left in the calculator', async ({page}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const guide = page.getByRole('link', {name: 'Bridging finance: buying before you sell'});
  await guide.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);
  await guide.click();
  await expect(page).toHaveURL(/\/resources\/guides\/bridging-finance-explained$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/bridging-loan-calculator$/);
  await expect(guide).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(100);
});

test('Back by keyboard returns focus to the link she left from, so the next Tab goes on from there', async ({page}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const guide = page.getByRole('link', {name: 'Bridging finance: buying before you sell'});
  await guide.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resources\/guides\/bridging-finance-explained$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/bridging-loan-calculator$/);
  // Not the top of the page, where the next Tab would jump to the skip link (a keyboard user's trial).
  await expect(guide).toBeFocused();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.navbar, [id="skip-to-content"]'))).toBeNull();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
});

test(
  'the bridging calculator leads with what buying this way costs, in whole dollars, fees estimated from her loan',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await openAssumptions(page);
    // Left empty, the fees are a dated estimate from the register's non-bank fee range: 2% of the loan,
    // 400,000 owing + 1,350,000 purchase + 55,537 costs (left empty: the NSW duty) = 1,805,537, so 36,110.74.
    const fees = page.getByLabel('Loan fees (optional)');
    await expect(fees).toHaveValue('');
    await expect(page.getByText(/Left empty: 2% of the loan, \$36,111 .* as at 1 November 2026/)).toBeVisible();
    // The first result: interest 1,805,537 x ((1 + 0.095/12)^6 - 1) = 87,478.42 (by hand) + 36,111 fees + the
    // 55,537 NSW duty estimate = 179,126.42.
    const first = page.locator('#results dl > div').first();
    await expect(first.locator('dt')).toHaveText('Cost over 6 months incl. duty');
    await expect(first.locator('dd').first()).toHaveText('$179,126');
    await expect(page.getByTestId('pinned-headline').or(page.getByTestId('result-bar')).first()).toContainText(
      '$179,126',
    );
    for (const value of await page.locator('#results dl dd[data-testid]').allTextContents()) {
      expect(value).not.toMatch(/\.\d\d$/);
    }
    // The estimate follows her loan: 300,000 owing + 900,000 + 38,000 costs = 1,238,000; 2% is 24,760.
    // Interest: 1,238,000 x ((1 + 0.095/12)^6 - 1) = 59,981.21 (by hand); with her 38,000 costs, 122,741.21 in all.
    await page.getByLabel('Loan owing on it').fill('300000');
    await page.getByLabel('Purchase price').fill('900000');
    await page.getByLabel('Purchase costs (optional)').fill('38000');
    await expect(page.getByText(/Left empty: 2% of the loan, \$24,760 /)).toBeVisible();
    await expect(first.locator('dd').first()).toHaveText('$122,741');
    // Her lender's figure replaces the estimate; without fees, the cost is the interest and her costs: 97,981.21.
    await fees.fill('0');
    await expect(first.locator('dd').first()).toHaveText('$97,981');
  },
);

test('the bridging calculator links its guide and case study', sameAtEveryWidth, async ({page}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  await expect(page.getByRole('link', {name: 'A café owner buys her freehold before her unit sells'})).toHaveAttribute(
    'href',
    '/resources/case-studies/bridging-a-freehold-purchase',
  );
});

test("a figure she typed, the same as the example's, stays hers after a reload and when she comes back", async ({
  page,
}) => {
  // A trial: after a reload the figure read "(as in the example)", and the broker's e-mail said her results rested on
  // the calculator's example.
  const hers = (label: string) =>
    page
      .getByRole('region', {name: 'Included with your enquiry'})
      .locator('dl > div')
      .filter({has: page.getByRole('term').getByText(label, {exact: true})})
      .getByRole('definition');
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  // A key that leaves a figure as it was ("6" typed over the 6 months) leaves the page where it is (a re-check: the
  // first key in a field jumped it to the top).
  const months = page.getByLabel('Bridging period (months)');
  await months.evaluate((field) => window.scrollTo(0, field.getBoundingClientRect().top + window.scrollY - 150));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await months.selectText();
  await page.keyboard.type('6');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.getByLabel('Loan owing on it').fill('400000');
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.getByLabel('Loan owing on it')).toHaveValue('400,000');
  await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
  await page.getByRole('button', {name: 'Review or remove'}).click();
  await expect(hers('Loan owing on it')).toHaveText('$400,000');
  await expect(hers('Purchase price')).toHaveText('$1,350,000 (as in the example)');

  // Back on the calculator later by its plain address, as from a menu: her figures come back, still hers.
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
  await page.getByRole('button', {name: 'Review or remove'}).click();
  await expect(hers('Loan owing on it')).toHaveText('$400,000');
});

test(
  '"Get a quote" hands over the bridge in the address and the scenario through the tab, not the address',
  sameAtEveryWidth,
  async ({page, browser}) => {
    test.slow(); // the calculator, the form sent, and the address again in a new browser context
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await expect(page.getByTestId('new-borrowing')).toHaveText('$1,405,537'); // 1,350,000 + 55,537 NSW duty
    // One figure of her own, the same as the example's: typed, it is hers.
    await page.getByLabel('Loan owing on it').fill('400000');
    await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
    // The address names the calculator and the bridge at settlement (400,000 owing + 1,405,537), nothing more: none of
    // her figures in words.
    await expect(page).toHaveURL(/\/contact\?calculator=bridging-loan-calculator&amount=1805537$/);
    const address = page.url();
    expect([...new URL(address).searchParams.keys()]).toEqual(['calculator', 'amount']);
    await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
    await expect(page.getByLabel(/Amount/).first()).toHaveValue('1,805,537');
    await expect(
      page.getByText(
        'From your bridging loan calculator: the bridge at settlement, including the $400,000 you owe now; interest takes it to the peak debt.',
      ),
    ).toBeVisible();
    // The one panel still shows her scenario, figure by figure.
    const scenario = page.getByRole('region', {name: 'Included with your enquiry'});
    await scenario.getByRole('button', {name: 'Review or remove'}).click();
    await expect(scenario.getByRole('term').filter({hasText: /^Purchase price$/})).toBeVisible();
    // Her figures as the page opened them: marked as the example's, so the broker does not read them as hers.
    await expect(
      scenario.getByRole('definition').filter({hasText: /^\$1,350,000 \(as in the example\)$/}),
    ).toBeVisible();
    // And the headline figures worked from them say so, before she sends them as hers.
    await expect(scenario.getByTestId('example-figures-note')).toHaveText('(partly example figures)');
    // A reload of the page in the same tab keeps it.
    await page.reload();
    await expect(scenario).toBeVisible();

    // The enquiry still carries the scenario, in the page's words.
    await fillRequired(page);
    const request = page.waitForRequest('**/api/enquiries');
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    const sent = new URLSearchParams(((await request).postDataJSON() as Record<string, string>).scenario);
    expect(sent.get('calculator')).toBe('bridging-loan-calculator');
    expect(sent.get('amount')).toBe('1805537');
    expect(sent.getAll('line')).toEqual(expect.arrayContaining(['Purchase price: $1,350,000 (as in the example)']));
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);

    // The same address opened elsewhere (shared, bookmarked): the amount, and no scenario.
    const fresh = await browser.newContext({viewport: page.viewportSize()});
    const elsewhere = await fresh.newPage();
    await gotoHydrated(elsewhere, address);
    await expect(elsewhere.getByLabel(/Amount/).first()).toHaveValue('1,805,537');
    await expect(elsewhere.getByLabel('Type of finance')).toHaveValue('bridging-finance');
    await expect(elsewhere.getByRole('region', {name: 'Included with your enquiry'})).toHaveCount(0);
    await fresh.close();
  },
);

// A phone trial: with the loan amount emptied, the header's Get Quote sent the figures of a keystroke before ("$1").
// A later one: a developer's purchase price the bridging calculator refused left all her other figures behind.
test(
  'a figure left to fix sends no estimate: the header’s Get Quote brings her other figures and what is left to fix',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
    await page.getByLabel('Property value', {exact: true}).fill('900000');
    const amount = page.getByLabel('Loan amount', {exact: true});
    await amount.fill('840000');
    await amount.fill('1');
    await amount.fill('');
    await expect(page.getByText('Fix the fields marked with a message to see your estimate.').first()).toBeAttached();
    await page.getByRole('banner').getByRole('link', {name: 'Get Quote', exact: true}).click();
    await expect(page).toHaveURL(/\/contact\?calculator=commercial-property-loan-calculator$/);
    await expect(page.getByLabel(/Amount/).first()).toHaveValue('');
    const included = page.getByRole('region', {name: /^Included with your enquiry/});
    await expect(included.getByTestId('received-figures')).toHaveCount(0);
    await included.getByRole('button', {name: 'Review or remove'}).click();
    const review = included.locator('dl').first();
    await expect(review.getByRole('definition').filter({hasText: /^\$900,000$/})).toBeVisible();
    await expect(review.getByRole('definition').filter({hasText: /^none yet: a figure is left to fix$/})).toBeVisible();
    await expect(review.getByRole('term').filter({hasText: /^Left to fix$/})).toBeVisible();
    await expect(review.getByRole('definition').filter({hasText: /^Loan amount$/})).toBeVisible();
    // Not the figures or the estimate of a keystroke before.
    await expect(review).not.toContainText(/\$1\b|\$840,000/);
    await expect(review.getByRole('term').filter({hasText: /^Loan amount$/})).toHaveCount(0);
    // Fixed, the estimate's figures go again.
    await page.goBack();
    await amount.fill('600000');
    await page.getByRole('banner').getByRole('link', {name: 'Get Quote', exact: true}).click();
    await expect(page.getByLabel(/Amount/).first()).toHaveValue('600,000');
    await expect(page.getByTestId('received-figures')).toBeVisible();
  },
);

test(
  'a calculator opened from a service page asks for a quote for that service, not the calculator’s usual one',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/services/smsf-lending');
    await page.getByRole('link', {name: 'Work out yours in the commercial property loan calculator'}).click();
    await expect(page).toHaveURL(/\/tools\/commercial-property-loan-calculator$/);
    await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
    await expect(page.getByLabel('Type of finance')).toHaveValue('smsf-lending');
    // Another calculator's quote keeps its own service.
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
    await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
  },
);

test('a calculator reached from a guide, or from another calculator the service page lists, is for that service', async ({
  page,
}) => {
  // An SMSF trustee's trial: both ways his fund's loan reached the broker as a first mortgage.
  await gotoHydrated(page, '/resources/guides/smsf-property-loans-lrba');
  await page.locator('main a[href="/tools/commercial-property-loan-calculator"]').first().click();
  await expect(page).toHaveURL(/\/tools\/commercial-property-loan-calculator$/);
  await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('smsf-lending');
  // A new tab: the SMSF page, its real estate calculator, then that calculator's link to the loan calculator.
  const tab = await page.context().newPage();
  await gotoHydrated(tab, '/services/smsf-lending');
  await tab.locator('main a[href="/tools/commercial-real-estate-calculator"]').first().click();
  await expect(tab).toHaveURL(/\/tools\/commercial-real-estate-calculator$/);
  await tab.locator('main a[href="/tools/commercial-property-loan-calculator"]').first().click();
  await expect(tab).toHaveURL(/\/tools\/commercial-property-loan-calculator$/);
  await tab.getByLabel('Loan amount', {exact: true}).fill('507000');
  await tab.getByRole('link', {name: 'Get a quote for this scenario'}).click();
  await expect(tab.getByLabel('Type of finance')).toHaveValue('smsf-lending');
  await expect(tab.getByLabel(/Amount/).first()).toHaveValue('507,000');
});

test('two calculators, then a Get a quote for the first one’s finance: its scenario leads and fills the amount', async ({
  page,
}) => {
  // A joiner's trial: his bridge, then the working capital calculator; the bridging page's Get a quote led with the
  // working capital figures and left the bridge's amount out.
  await bridgeThenWorkingCapital(page);
  await gotoHydrated(page, '/services/bridging-finance');
  await page.locator('main a[href^="/contact?service=bridging-finance"]').first().click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
  // The bridge at settlement: 300,000 owing + 1,350,000 purchase + 55,537 NSW duty.
  await expect(page.getByLabel(/Amount/).first()).toHaveValue('1,705,537');
  await expect(page.getByRole('region', {name: 'Included with your enquiry'}).locator('p').first()).toHaveText(
    /^Included with your enquiry: bridging loan calculator · working capital calculator Review or remove$/,
  );
});

test('an excavator, then an equity loan from its own page, then the equipment page: the excavator leads', async ({
  page,
}) => {
  // An earthmover's trial: the asset finance calculator, then the second mortgage calculator opened from the first and
  // second mortgages page, then equipment finance. The equity loan led the form and the amount was left empty, though
  // the equipment finance page lists the asset finance calculator.
  await gotoHydrated(page, '/tools/asset-finance-roi-calculator');
  await page.getByLabel('Asset price (including GST)').fill('185000');
  await page.getByLabel('Asset price (including GST)').blur();
  await expect(page).toHaveURL(/price=185000/);
  const quote = await page.getByRole('link', {name: 'Get a quote for this scenario'}).getAttribute('href');
  const financed = Number(new URLSearchParams(quote!.split('?')[1]).get('amount'));
  expect(financed).toBeGreaterThan(0);
  await gotoHydrated(page, '/services/first-second-mortgages');
  await page.locator('main a[href="/tools/second-mortgage-calculator"]').first().click();
  await page.getByLabel('Loan amount', {exact: true}).fill('150000');
  await page.getByLabel('Loan amount', {exact: true}).blur();
  await expect(page).toHaveURL(/amount=150000/);
  await gotoHydrated(page, '/services/equipment-finance');
  await page.locator('main a[href^="/contact?service=equipment-finance"]').first().click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('equipment-finance');
  await expect(page.getByLabel(/Amount/).first()).toHaveValue(financed.toLocaleString('en-AU'));
  await expect(page.getByRole('region', {name: 'Included with your enquiry'}).locator('p').first()).toHaveText(
    /^Included with your enquiry: asset finance ROI calculator · second mortgage calculator Review or remove$/,
  );
});

test('a calculator used before the service page that lists it: that page’s Get a quote keeps her amount', async ({
  page,
}) => {
  // A company director's trial: her fund's warehouse in the loan calculator first, then the SMSF page's Get a quote.
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
  await page.getByLabel('Loan amount', {exact: true}).fill('1200000');
  await page.getByLabel('Loan amount', {exact: true}).blur();
  await expect(page).toHaveURL(/amount=1200000/);
  await gotoHydrated(page, '/services/smsf-lending');
  await page.locator('main a[href^="/contact?service=smsf-lending"]').first().click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('smsf-lending');
  await expect(page.getByLabel(/Amount/).first()).toHaveValue('1,200,000');
  // A page that does not list it is another loan: the scenario goes, for her to keep or remove, its amount does not.
  await gotoHydrated(page, '/services/caveat-loans');
  await page.locator('main a[href^="/contact?service=caveat-loans"]').first().click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('caveat-loans');
  await expect(page.getByLabel(/Amount/).first()).toHaveValue('');
});

test(
  'the example’s loan is not filled in as hers; Back, a changed figure, then Forward: the form has her latest scenario',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
    // She typed nothing: the amount is left for her own figure, and the figures shown say whose they are.
    await expect(page).toHaveURL(/\/contact\?calculator=bridging-loan-calculator$/);
    await expect(page.getByLabel(/Amount/).first()).toHaveValue('');
    await expect(page.getByTestId('example-figures-note')).toHaveText('(on the example’s amount: give yours below)');
    await page.goBack();
    await page.getByLabel('Loan owing on it').fill('300000');
    await page.getByLabel('Loan owing on it').blur();
    await expect(page).toHaveURL(/debt=300000/);
    await page.goForward();
    await expect(page).toHaveURL(/calculator=bridging-loan-calculator$/);
    // The bridge at settlement: 300,000 owing + 1,350,000 purchase + 55,537 NSW duty.
    await expect(page.getByLabel(/Amount/).first()).toHaveValue('1,705,537');
    await expect(page.getByRole('region', {name: 'Included with your enquiry'})).toBeVisible();
    await expect(page.getByText(/the bridge at settlement, including the \$300,000 you owe now/)).toBeVisible();
  },
);

test('a warning for the first digits of a figure is not heard: the wait starts again at every key', async ({page}) => {
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
  const status = page.getByRole('status').filter({hasText: /estimate/});
  await status.evaluate((el) => {
    const w = window as unknown as {heard: string[]};
    w.heard = [];
    new MutationObserver(() => w.heard.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const value = page.getByLabel('Property value');
  await value.fill('');
  // About four keys a second: "1" to "165,000" make the loan far above any LVR limit, and its warning said so.
  await value.pressSequentially('1650000', {delay: 250});
  // Her pause: past the status's 1 s wait. (1,650,000 changes no headline figure, so nothing new need be said.)
  await page.waitForTimeout(1_500);
  const heard = await page.evaluate(() => (window as unknown as {heard: string[]}).heard);
  expect(heard.join(' ')).not.toMatch(/beyond commercial lenders/);
});

test(
  'a screen reader hears the estimate once she stops typing, not every keystroke',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    const status = page.getByRole('status').filter({hasText: /estimate/});
    // The results section is not itself a live region: its links and notes are not read out with every figure.
    await expect(page.locator('#results')).not.toHaveAttribute('aria-live');
    const sale = page.getByLabel('Expected sale price');
    // Count what the status says while she types seven digits: not a figure for each keystroke.
    await status.evaluate((el) => {
      const w = window as unknown as {spoken: number};
      w.spoken = 0;
      new MutationObserver(() => w.spoken++).observe(el, {childList: true, characterData: true, subtree: true});
    });
    await sale.fill('');
    await sale.pressSequentially('1100000');
    // The rows' own labels; 1,100,000 x 97.5% = 1,072,500 of the sale repays the example's peak debt down to 820,515.
    await expect(status).toHaveText(
      'Your estimate: Cost over 6 months incl. duty: $179,126; Peak debt, with capitalised interest: $1,893,015; End debt after the sale: $820,515.',
    );
    expect(await page.evaluate(() => (window as unknown as {spoken: number}).spoken)).toBeLessThan(4);
    await sale.fill('abc');
    // Named, since the field's mark may be out of sight (or the field folded away) when the status is heard.
    await expect(status).toHaveText(
      'Fix the fields marked with a message to see your estimate. Fields to fix: Expected sale price must be a number.',
    );
    // A changed message is heard too, not only the first.
    await sale.fill('');
    await expect(status).toHaveText(
      'Fix the fields marked with a message to see your estimate. Fields to fix: Enter the expected sale price.',
    );
  },
);

test('a tap on a prefilled figure selects it whole, and inputs are at least 44 px tall', async ({page}, testInfo) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const sale = page.getByLabel('Expected sale price');
  if (testInfo.project.name === 'mobile') await sale.tap();
  else await sale.click();
  await page.keyboard.type('1100000');
  await sale.blur();
  await expect(sale).toHaveValue('1,100,000');
  // A borrower's trial: her own comma, a zero short, was grouped again into a figure a tenth of hers, without a word.
  await sale.click();
  await page.keyboard.type('110,000');
  await sale.blur();
  await expect(sale).toHaveValue('110,000');
  await sale.click();
  await page.keyboard.type('450,00');
  await expect(sale).toHaveValue('450,00');
  await sale.blur();
  await expect(
    page.getByText('Expected sale price: use a point for decimals (6.5), and commas only between thousands.'),
  ).toBeVisible();
  await expect(sale).toHaveValue('450,00');
  // Enter (a phone's Go) names it too, the field still in use.
  await sale.click();
  await page.keyboard.type('1,100,00');
  const commaMessage = page.getByText('Expected sale price: use a point for decimals');
  await expect(commaMessage).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(commaMessage).toBeVisible();
  for (const input of await page.locator('main form input').all()) {
    expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});
