/**
 * Service pages and the services hub on a phone and on wide screens,
 * as a visitor sees them: on a phone (the mobile project, 375 px) and on a desktop (the desktop project, resized).
 */
import {
  expect,
  test,
  gotoHydrated,
  isPhone,
  waitForHydration,
  type Page,
  sameAtEveryWidth,
  desktopLayout,
} from './fixtures';
import {resizeTo} from './resize';

const BRIDGING = '/services/bridging-finance';

/** The top of an element in page coordinates. */
async function pageTop(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

/** The bridging page's sections (docs/services/bridging-finance.mdx): its own H2s in order, then the questions. */
const BRIDGING_SECTIONS = [
  'Two numbers decide a bridging loan',
  'What bridging lenders look for',
  'How a bridge is structured',
  'Documents a bridging lender needs',
  'Risks when the sale is late or low',
  'Bridging or selling first?',
  'Timeline',
  'Questions and answers',
];

/** Follows two of the contents' links: each goes to its section, clear of the sticky header. */
async function followLinks(page: Page, links: ReturnType<Page['getByRole']>, open?: () => Promise<void>) {
  for (const name of ['Risks when the sale is late or low', 'Questions and answers']) {
    await open?.();
    const link = links.filter({hasText: name});
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const heading = page.locator(`h2${target}`);
    await expect(heading).toHaveText(name);
    await expect(heading).toBeInViewport();
    const header = (await page.locator('header.navbar').first().boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

test('a service page lists its sections in "On this page": under At a glance on a phone, the guides\' sticky column from 997 px', async ({
  page,
}) => {
  await gotoHydrated(page, BRIDGING);
  const glance = page.locator('section[aria-labelledby="key-facts"]');
  const disclosure = glance.locator('details', {has: page.locator('summary', {hasText: 'On this page'})});
  if (isPhone(page)) {
    await expect(disclosure).toBeVisible();
    // Under the five figures and their note, above the page's text.
    expect(await disclosure.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(
      await pageTop(page, 'section[aria-labelledby="key-facts"] dl'),
    );
    expect(await disclosure.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)).toBeLessThan(
      await pageTop(page, 'main article.markdown'),
    );
    // Closed until tapped, its summary a full tap target.
    expect(await disclosure.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect((await disclosure.locator('summary').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await disclosure.locator('summary').click();
    const links = disclosure.getByRole('link');
    await expect(links).toHaveText(BRIDGING_SECTIONS);
    await followLinks(page, links, async () => {
      if (!(await disclosure.evaluate((el) => (el as HTMLDetailsElement).open)))
        await disclosure.locator('summary').click();
    });
    return;
  }
  await resizeTo(page, 1280, 900);
  // No closed box under the figures: the contents head the right column, open, as a guide's do.
  await expect(disclosure).toBeHidden();
  const contents = page.getByRole('navigation', {name: 'On this page'}).filter({visible: true});
  await expect(contents).toHaveCount(1);
  const links = contents.getByRole('link');
  await expect(links).toHaveText(BRIDGING_SECTIONS);
  for (const link of await links.all()) await expect(link).toBeVisible();
  const text = (await page.locator('main article.markdown').boundingBox())!;
  const box = (await contents.boundingBox())!;
  expect(box.x).toBeGreaterThan(text.x + text.width);
  // Beside the text's start; the questions follow the text in its own column, so nothing passes beneath the contents.
  expect(box.y).toBeLessThan(text.y + 200);
  const questions = (await page.locator('#service-faq').boundingBox())!;
  expect(questions.x + questions.width).toBeLessThanOrEqual(box.x);
  // Sticky: halfway down the text and near its end it is still in the window, under the header.
  const header = (await page.locator('header.navbar').first().boundingBox())!;
  for (const share of [0.5, 0.8]) {
    await page.evaluate((s) => {
      const r = document.querySelector('main article.markdown')!.getBoundingClientRect();
      window.scrollTo(0, r.top + window.scrollY + r.height * s - 450);
    }, share);
    await expect(links.first()).toBeInViewport();
    const now = (await contents.boundingBox())!;
    expect(now.y, `${share} of the way down`).toBeGreaterThanOrEqual(header.height - 1);
    expect(now.y + now.height, `${share} of the way down`).toBeLessThanOrEqual(900);
  }
  // The section in view is marked as she scrolls: one link at a time, the one for the heading at the top.
  const active = contents.locator('.table-of-contents__link--active');
  for (const [id, name] of [
    ['timeline', 'Timeline'],
    ['service-faq', 'Questions and answers'],
  ] as const) {
    await page.evaluate((heading) => {
      const top = document.getElementById(heading)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - 120);
    }, id);
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText(name);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await followLinks(page, links);
});

test('the questions, the related calculators and guides and the case study follow the text, each once', async ({
  page,
}) => {
  await gotoHydrated(page, BRIDGING);
  const pageY = (locator: ReturnType<Page['locator']>, edge: 'top' | 'bottom' = 'top') =>
    locator.evaluate((el, e) => el.getBoundingClientRect()[e] + window.scrollY, edge);
  const related = page.getByRole('navigation', {name: 'Related calculators and guides'});
  const faq = page.locator('#service-faq');
  // The text first: its opening says what the loan is for (the hero links the calculator already).
  expect(await pageY(faq)).toBeGreaterThanOrEqual(await pageY(page.locator('main article.markdown'), 'bottom'));
  expect(await pageY(related)).toBeGreaterThan(await pageY(faq));
  expect(await pageY(page.locator('#service-case-study'))).toBeGreaterThan(await pageY(related));
  await expect(related.getByRole('link', {name: 'Bridging loan calculator'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Questions and answers'})).toHaveCount(1);
  await expect(related).toHaveCount(1);
});

test('a service page has one readiness prompt, a line under At a glance with the service’s purpose answered', async ({
  page,
}) => {
  await gotoHydrated(page, BRIDGING);
  // One prompt, not the old side-column box as well. (The documents list's own line, that the check builds the list
  // for your loan, stays: it is about the checklist.)
  await expect(page.getByRole('link', {name: 'Take the readiness check'})).toHaveCount(1);
  await expect(page.getByRole('heading', {name: 'Not sure where you stand?'})).toHaveCount(0);
  const line = page.locator('section[aria-labelledby="key-facts"] p', {hasText: 'Not sure this loan fits?'});
  await expect(line.getByRole('link', {name: 'Take the readiness check'})).toHaveAttribute(
    'href',
    '/tools/loan-readiness-check?purpose=bridge',
  );
  const link = (await line.getByRole('link').boundingBox())!;
  expect(link.height).toBeGreaterThanOrEqual(44);
  // Within the first 1.7 screens (it was after the questions and answers, about 8 screens down on a phone; 1.5 until
  // the hero's two-line worked example under the calculator link came above it, 1.6 until the hero's business-purpose
  // line did).
  expect(link.y + link.height).toBeLessThanOrEqual(page.viewportSize()!.height * 1.7);

  // The check opens at its second question, the first answered for the visitor (Back shows it).
  await line.getByRole('link').click();
  await expect(page.getByRole('heading', {name: /^Question 2 of up to/})).toBeVisible();
  await page.getByRole('button', {name: 'Back'}).click();
  await expect(
    page.getByRole('radio', {name: 'Buy a property before selling another (house, unit or commercial)'}),
  ).toBeChecked();
});

/**
 * /services at 375 x 740 px before this change, measured on the build of main at 7218697: the whole page, and its
 * four comparison tables (14 cards with all five facts shown).
 */
const HUB_BEFORE = {page: 8713, tables: 1414 + 1526 + 1145 + 1168};

test('the services hub: name and purpose on each phone card, its key facts one tap away; the table on a desktop', async ({
  page,
}) => {
  await gotoHydrated(page, '/services');
  const rows = page.locator('main table tbody tr');
  await expect(rows).toHaveCount(14);
  const summaries = page.locator('main table summary', {hasText: 'Key facts'});
  const loanSizes = page.locator('main table td[data-label="Loan size"]');
  if (isPhone(page)) {
    await expect(summaries).toHaveCount(14);
    for (const summary of await summaries.all()) {
      await expect(summary).toBeVisible();
      expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.locator('main table details[open]').count()).toBe(0);
    // The facts are behind the disclosure; what each loan is for shows.
    for (const cell of await loanSizes.all()) await expect(cell).toBeHidden();
    await expect(page.locator('main table td[data-label="What it is for"]').first()).toBeVisible();
    // The cards take under half the height they did; the page, with its hero, full credit-scope statement and
    // footer unchanged, about two thirds (it was 10.7 screens at 375 px).
    const tables = await page
      .locator('main table')
      .evaluateAll((els) => els.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0));
    expect(tables).toBeLessThanOrEqual(HUB_BEFORE.tables * 0.5);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(HUB_BEFORE.page * 0.7);

    // One tap shows the card's facts, from the register (the bridging page's key facts say the same time to funds).
    const bridging = rows.filter({has: page.locator('a[href="/services/bridging-finance"]')});
    await bridging.locator('summary').click();
    const facts = bridging.locator('details dl');
    await expect(facts).toBeVisible();
    await expect(facts.locator('dt')).toHaveText(['Loan size', 'Term', 'Usual security', 'Time to funds']);
    const time = await facts.locator('dd').last().textContent();
    // The whole card opens the service, as a resources card does: a tap on what it is for, not only on its title.
    // (A tap at the text's place: the card's link lies over it, which Playwright's own click refuses as covered.)
    const purpose = (await bridging.locator('td[data-label="What it is for"]').boundingBox())!;
    await page.mouse.click(purpose.x + purpose.width / 2, purpose.y + purpose.height / 2);
    await expect(page).toHaveURL(/\/services\/bridging-finance$/);
    await waitForHydration(page);
    await expect(page.locator('section[aria-labelledby="key-facts"] dd').last()).toHaveText(time!);
    return;
  }
  for (const width of [1024, 1440]) {
    await resizeTo(page, width);
    // The comparison's columns, every fact shown: no disclosure on a desktop.
    for (const summary of await summaries.all()) await expect(summary).toBeHidden();
    for (const cell of await loanSizes.all()) await expect(cell).toBeVisible();
    await expect(page.getByRole('columnheader', {name: 'Time to funds'}).first()).toBeVisible();
  }
});

test(
  'on a desktop the "Ask about" box stays in the side column down the text, clear of the footer',
  desktopLayout,
  async ({page}) => {
    await gotoHydrated(page, BRIDGING);
    const height = 900;
    for (const width of [1024, 1280, 1440, 1920]) {
      await resizeTo(page, width, height);
      /** Page coordinates of the text, the ask box, the header's foot and the footer, at the current scroll. */
      const measure = () =>
        page.evaluate(() => {
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            return {left: r.left, right: r.right, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY};
          };
          const ask = document.querySelector('section[aria-labelledby="service-quote"]')!;
          return {
            scrollY: window.scrollY,
            text: box(document.querySelector('main article.markdown')!),
            ask: box(ask),
            headerBottom: document.querySelector('header.navbar')!.getBoundingClientRect().bottom,
            footerTop: box(document.querySelector('footer')!).top,
          };
        });
      const start = await measure();
      // From the middle of the text (where the side column's other boxes have ended) to the footer.
      for (let y = (start.text.top + start.text.bottom) / 2; y < start.footerTop; y += 250) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const m = await measure();
        const at = `${width} px, scrolled to ${m.scrollY}`;
        // Beside the text, never over it, and never over the footer.
        expect(m.ask.left, at).toBeGreaterThanOrEqual(m.text.right);
        expect(m.ask.bottom, at).toBeLessThanOrEqual(m.footerTop);
        if (m.text.bottom > m.scrollY + height) {
          // While the text runs on below the window, the box is in the window, under the header.
          expect(m.ask.top - m.scrollY, at).toBeGreaterThanOrEqual(m.headerBottom);
          expect(m.ask.bottom - m.scrollY, at).toBeLessThanOrEqual(height);
        }
      }
    }
  },
);

/** The hero's own calculator: a text link under Get a quote and Call, after the answer it gives for its opening figures. */
async function estimateAction(page: Page, linkName: string) {
  const hero = page.locator('[data-page-top="marketing"]');
  const link = hero.getByRole('link', {name: linkName, exact: true});
  const line = hero.locator('p').filter({has: page.getByRole('link', {name: linkName, exact: true})});
  const buttons = await hero
    .locator('a.button')
    .evaluateAll((links) => links.map((a) => ({text: a.textContent!, bottom: a.getBoundingClientRect().bottom})));
  return {link, line, buttons};
}

for (const [path, linkName, example] of [
  [
    BRIDGING,
    'Work out yours in the bridging loan calculator',
    /^Example: buy \$1\.35m before a \$1\.6m sale: 6 months cost about \$[\d,]+,000 incl\. duty\. Work out yours/,
  ],
  [
    '/services/equipment-finance',
    'Work out yours in the asset finance ROI calculator',
    /^Example: \$95,000 over 5 years at 8\.9% p\.a\., 30% balloon: about \$[\d,]+0 a month\. Work out yours/,
  ],
  // A buyer's trial: the tool's 25-year example beside "3 to 7 years for goodwill" (calculator_example: false).
  // A business buyer's trial: "Work out yours in the loan comparison tool" read as "how much could I borrow"; it compares
  // offers. The same words on debt consolidation, which also leads with it.
  [
    '/services/business-acquisition',
    'Compare offers side by side in the loan comparison tool',
    /^No two deals are alike\. Compare offers side by side in the loan comparison tool$/,
  ],
  // An urgent borrower's trial: a second mortgage at 12% a year beside "1% to 2% a month" (calculator_example: false).
  [
    '/services/caveat-loans',
    'Work out yours in the second mortgage calculator',
    /^No two deals are alike\. Work out yours in the second/,
  ],
  // A second read: a fee-free 12% second mortgage, and offers below the page's range (RG 234's realistic impression).
  [
    '/services/private-lending',
    'Work out yours in the second mortgage calculator',
    /^No two deals are alike\. Work out yours in the second/,
  ],
  [
    '/services/debt-consolidation',
    'Compare offers side by side in the loan comparison tool',
    /^No two deals are alike\. Compare offers side by side in the loan/,
  ],
] as const) {
  test(`${path}: the hero's own calculator is a text link under the two buttons, after its worked example, at 375 and 1280 px`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    for (const width of isPhone(page) ? [375] : [1280]) {
      await resizeTo(page, width, 900);
      const {link, line, buttons} = await estimateAction(page, linkName);
      await expect(link).toBeVisible();
      // Two buttons only, Get a quote the one filled (two reviews: three stacked buttons in two sizes blurred it).
      expect(buttons.map((b) => b.text)).toEqual(['Get a quote', expect.stringMatching(/^Call /)]);
      await expect(link).not.toHaveClass(/\bbutton\b/);
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expect(line).toHaveText(example);
      expect((await line.boundingBox())!.y).toBeGreaterThanOrEqual(Math.max(...buttons.map((b) => b.bottom)));
    }
  });
}

test(
  'development finance offers no calculator as its own: none models staged draws; the guide’s worked example does',
  sameAtEveryWidth,
  async ({page}) => {
    // A developer's trial: "Work out yours in the commercial real estate calculator" (rent and cap rates), and the loan
    // calculator's interest on the whole loan from day one, about $551,000 where capitalised draws cost about $300,000.
    await gotoHydrated(page, '/services/commercial-property-development');
    await expect(page.locator('[data-page-top="marketing"]').getByRole('link', {name: /^Work out yours/})).toHaveCount(
      0,
    );
    await expect(page.getByRole('navigation', {name: 'Related guides'}).getByRole('link').first()).toContainText(
      'Development finance: feasibility and loan-to-cost',
    );
    const note = page.locator('article p').filter({hasText: 'None of our calculators models a loan drawn in stages'});
    await expect(note.getByRole('link', {name: "development feasibility guide's worked example"})).toHaveAttribute(
      'href',
      '/resources/guides/development-finance-feasibility#a-worked-example-eight-townhouses',
    );
  },
);

test(
  "the bridging hero's example is the figure the calculator shows when it opens",
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, BRIDGING);
    const {link, line} = await estimateAction(page, 'Work out yours in the bridging loan calculator');
    const text = (await line.textContent())!;
    const about = Number(/about \$([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
    // The calculator, opened from the link with nothing typed, leads with that cost ("Cost over 6 months incl. duty"),
    // to the nearest $1,000.
    await link.click();
    await expect(page).toHaveURL(/\/tools\/bridging-loan-calculator$/);
    const total = (await page.getByTestId('total-cost').first().textContent())!;
    const shown = Number(/^\$([\d,]+)$/.exec(total)![1]!.replace(/,/g, ''));
    expect(shown).toBeGreaterThan(0);
    expect(Math.abs(shown - about)).toBeLessThanOrEqual(500);
  },
);
