/**
 * The layout of every page type, held at a phone's and a desktop's
 * width: no orphan key-fact cards, one card width across the home page's
 * service groups, one right edge per article, one primary button style,
 * /services' tables with their columns in the same places, the latest
 * insights on the home page on phones too, and the firm's service area
 * shown only once the owner has entered it.
 *
 * Each test loads a page once and makes every check of it as a step under the
 * check's own title (a failure names the step): a page load and hydration
 * cost most of a test's time. After each step the window goes back to the
 * project's width and the top of the page, where the next step starts; a step
 * that changes the page (opens or follows something) comes last.
 */
import {expect, test, type Page, gotoHydrated, isPhone, sameAtEveryWidth, desktopLayout} from './fixtures';
import {isExampleValue, licenceLine} from '../../src/business';
import {CONSUMER_CREDIT_STATEMENT, CONSUMER_CREDIT_SUMMARY} from '../../src/compliance/creditScope';
import {resizeTo} from './resize';
import {calculators} from '../../src/calculators';
import {services} from '../../src/services/records';

const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {left: r.left, right: r.right, top: r.top, width: r.width, height: r.height};
      }),
  );

/** One check of the page already loaded, reported under its title; then the project's window, at the top. */
async function check(page: Page, title: string, body: () => Promise<void>): Promise<void> {
  await test.step(title, body);
  const {width, height} = test.info().project.use.viewport!;
  await resizeTo(page, width, height);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Characters a full line of `selector`'s text holds: its width over the average width of its own characters. */
const charactersPerLine = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const probe = document.createElement('span');
      probe.style.cssText = `position:absolute;white-space:nowrap;font:${style.font}`;
      probe.textContent = el.textContent;
      document.body.append(probe);
      const perCharacter = probe.getBoundingClientRect().width / (el.textContent ?? '').length;
      probe.remove();
      return el.clientWidth / perCharacter;
    });

/** The computed style that makes a primary button look like one. */
const buttonStyle = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const cs = getComputedStyle(el);
      return `${cs.fontSize} ${cs.fontWeight} ${cs.fontFamily}`;
    });

/** A secondary button's font size and the lines its label takes. */
const secondarySize = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      font: style.fontSize,
      lines: Math.round((el.clientHeight - parseFloat(style.paddingTop) * 2) / parseFloat(style.lineHeight)),
    };
  });

/** Where the firm works, and who answers: shown only once the owner has entered the service area. */
async function noServiceAreaWhileExample(page: Page): Promise<void> {
  if (!isExampleValue('serviceArea')) return; // The owner has entered the service area: the unit test covers the text.
  await expect(page.getByText('Where we work')).toHaveCount(0);
  await expect(page.getByText('Example: the states and regions')).toHaveCount(0);
}

/** An article's header, text, footer and call to action share one right edge. */
async function oneRightEdge(page: Page): Promise<void> {
  const rights = [
    ...(await boxes(page, 'main article > header')),
    ...(await boxes(page, 'main article .markdown')),
    ...(await boxes(page, 'main article > footer')),
    ...(await boxes(page, 'main article section[aria-labelledby]:has(a[href^="/contact"])')),
  ].map((box) => Math.round(box.right));
  expect(rights.length).toBeGreaterThanOrEqual(3);
  expect(new Set(rights).size).toBe(1);
}

/** An article's text runs about 80 characters a line, not 88. */
async function readingMeasure(page: Page): Promise<void> {
  expect(await charactersPerLine(page, 'main article.markdown > p, main article .markdown > p')).toBeLessThanOrEqual(
    85,
  );
}

/** The side column starts 3rem right of the text at 1280, 1440 and 1920 px, with no gutter between (one column on a phone). */
async function sideColumnGap(page: Page): Promise<void> {
  for (const width of [1280, 1440, 1920]) {
    await resizeTo(page, width);
    const [text] = await boxes(page, 'main article.markdown, main article .markdown');
    // An article's contents beside it; not a service page's "On this page", a disclosure above its text.
    const [side] = await boxes(page, 'aside[aria-label^="Quote, case study"], ul.table-of-contents:not(details *)');
    expect(side!.left - text!.right, `${width} px`).toBeGreaterThanOrEqual(40);
    expect(side!.left - text!.right, `${width} px`).toBeLessThanOrEqual(56);
  }
}

/** A case study's amounts are right-aligned, in whole dollars. */
async function wholeDollarsRightAligned(page: Page): Promise<void> {
  const amounts = page.locator('main article table tbody td:nth-child(2)');
  expect(await amounts.count()).toBeGreaterThanOrEqual(10);
  const cells = await amounts.evaluateAll((tds) =>
    tds.map((td) => ({text: td.textContent ?? '', align: getComputedStyle(td).textAlign})),
  );
  for (const cell of cells) {
    expect(cell.align, cell.text).toBe('right');
    expect(cell.text).not.toMatch(/\$[\d,]+\.\d\d/);
  }
  await expect(page.locator('main article')).not.toContainText(/\$[\d,]+\.\d\d\b/);
}

/**
 * A list of case studies or insights, under its newest post's wide card: three cards a row, as on every list (two
 * where three would leave one card alone: CardList's filler rule), service icons only as decoration, the quote panel
 * at the end.
 */
async function threeCardsARow(page: Page): Promise<void> {
  const grid = 'main .site-grid:not([class*="featured"])';
  const cards = await boxes(page, `${grid} > li`);
  expect(cards.length).toBeGreaterThanOrEqual(6);
  const lefts = new Set(cards.map((card) => Math.round(card.left)));
  const posts = await page
    .locator(`${grid} > li`)
    .filter({has: page.getByRole('heading')})
    .count();
  // Case studies and insights alike: three columns on a desktop (a centred short last row adds no column of its
  // own: it starts half a card in), one on a phone.
  if (isPhone(page)) expect(lefts.size).toBe(1);
  else
    expect(new Set(cards.slice(0, 6).map((card) => Math.round(card.left))).size, `${posts} posts`).toBe(
      posts % 3 === 1 ? 2 : 3,
    );
  for (const icon of await page.locator('main .site-grid svg').all()) {
    expect(await icon.getAttribute('aria-hidden')).toBe('true');
  }
  const panel = page.getByRole('region', {name: 'Talk to a broker about your deal'});
  await expect(panel.getByRole('link', {name: 'Get a quote'})).toHaveAttribute('href', '/contact');
}

test('the bridging calculator, a service page and the quote form', async ({page}) => {
  // Three pages (five on a desktop), each checked at several widths.
  test.slow();
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  await check(
    page,
    'the bridging calculator’s words beside its full-width tables keep to about 80 characters a line',
    async () => {
      for (const selector of [
        '[data-testid="late-exit"] > p:not([aria-hidden])',
        '[data-testid="late-exit"] > p:last-of-type',
        'main p:has-text("Nothing is paid during the bridging period")',
      ]) {
        expect(await charactersPerLine(page, selector), selector).toBeLessThanOrEqual(85);
      }
    },
  );
  await check(
    page,
    'calculator notes keep the reading measure at a desktop’s width, and the duty hint takes at most five lines on a phone',
    async () => {
      if (isPhone(page)) {
        const hint = page.locator('p', {has: page.getByTestId('duty-estimate')});
        const lines = await hint.evaluate(
          (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        );
        expect(Math.round(lines)).toBeLessThanOrEqual(5);
        await expect(hint).toContainText(
          'Duty is charged on the price including any GST, or on the market value if that is higher.',
        );
      } else {
        expect(await charactersPerLine(page, 'aside[aria-labelledby="calculator-assumptions"] li')).toBeLessThanOrEqual(
          80,
        );
      }
    },
  );
  const secondarySizes: {font: string; lines: number}[] = [];
  await check(page, 'the calculator’s call to action is one line', async () => {
    expect((await secondarySize(page.getByRole('link', {name: 'Get a quote for this scenario'}))).lines).toBe(1);
  });
  await check(
    page,
    'a calculator leads with its cost across the top and the other two figures side by side, no lone card, at every width',
    async () => {
      for (const width of isPhone(page) ? [320, 375, 414] : [768, 1024, 1280, 1440, 1920]) {
        await resizeTo(page, width);
        const [cost, second, third] = await boxes(page, '#results dl:first-of-type > div');
        const list = (await boxes(page, '#results dl:first-of-type'))[0]!;
        expect(Math.abs(cost!.width - list.width), `cost card across the list at ${width}`).toBeLessThanOrEqual(1);
        expect(second!.top, `under the cost at ${width}`).toBeGreaterThan(cost!.top + cost!.height - 1);
        if (list.width >= 416) {
          expect(Math.abs(second!.top - third!.top), `two figures side by side at ${width}`).toBeLessThanOrEqual(1);
        } else {
          // Too narrow for two seven-figure amounts side by side: each across the column, none alone in half a row.
          expect(Math.abs(second!.width - list.width), `one under the other at ${width}`).toBeLessThanOrEqual(1);
        }
        // No amount broken over two lines.
        const amounts = await page
          .locator('#results dl:first-of-type > div > dd:first-of-type')
          .evaluateAll((els) =>
            els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).fontSize))),
          );
        for (const lines of amounts) expect(lines, `an amount on one line at ${width}`).toBeLessThanOrEqual(2);
        const costSize = await page
          .locator('#results dl:first-of-type > div')
          .first()
          .locator('dd')
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        const otherSize = await page
          .locator('#results dl:first-of-type > div')
          .nth(1)
          .locator('dd')
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(costSize, `the cost's figure larger at ${width}`).toBeGreaterThan(otherSize);
      }
      if (!isPhone(page)) return;
      // A 320 px phone's result bar keeps a gap between its three figures.
      await resizeTo(page, 320, 640);
      // The figures' text, not their boxes: a figure that does not fit runs past its box into the next.
      const figures = await page.locator('[data-testid="result-bar"] p span:last-child').evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const r = range.getBoundingClientRect();
          return {left: r.left, right: r.right};
        }),
      );
      expect(figures).toHaveLength(3);
      for (let i = 1; i < figures.length; i++) {
        expect(figures[i]!.left - figures[i - 1]!.right, `gap after figure ${i}`).toBeGreaterThanOrEqual(6);
      }
    },
  );

  if (!isPhone(page)) {
    await gotoHydrated(page, '/tools/loan-comparison-tool');
    // The card runs as wide as the table under it (one right edge); its words keep the measure.
    await check(page, 'the loan comparison’s verdict keeps the reading measure at a desktop’s width', async () => {
      expect(await charactersPerLine(page, '[data-testid="verdict"] > * > *')).toBeLessThanOrEqual(80);
    });
    await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
    await check(
      page,
      'the commercial property calculator’s glossary links wrap in a narrow result card instead of widening the page',
      async () => {
        await resizeTo(page, 768);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBeLessThanOrEqual(0);
      },
    );
  }

  await gotoHydrated(page, '/services/bridging-finance');
  await check(
    page,
    'a service page’s five key facts are one line each on a desktop and take under 60% of a phone screen',
    async () => {
      const facts = await boxes(page, 'section[aria-labelledby="key-facts"] dl > div');
      expect(facts).toHaveLength(5);
      if (isPhone(page)) {
        const total = facts.at(-1)!.top + facts.at(-1)!.height - facts[0]!.top;
        expect(total).toBeLessThan(page.viewportSize()!.height * 0.6);
      } else {
        // One fact a line, each under the one before, none sharing a row (five uneven cells read as a broken grid).
        for (const [i, fact] of facts.entries())
          if (i > 0) expect(fact.top).toBeGreaterThanOrEqual(facts[i - 1]!.top + facts[i - 1]!.height - 1);
        // At a tablet's width, label and value in two columns, every value starting at the same place (short values
        // used to sit right-aligned beside their label and long ones below it).
        await page.setViewportSize({width: 768, height: 900});
        const values = await boxes(page, 'section[aria-labelledby="key-facts"] dd');
        for (const value of values) expect(value.left).toBeCloseTo(values[0]!.left, 0);
      }
    },
  );
  await check(
    page,
    'a service page keeps "Ask about" in view on a desktop, and on a phone no card sticks over the text',
    async () => {
      const card = page.getByRole('region', {name: 'Ask about bridging finance'});
      const article = page.locator('main article').first();
      const {height} = page.viewportSize()!;
      if (isPhone(page)) {
        // One column: the closing "Talk to a broker" panel carries the same link, so no second card and nothing fixed.
        await expect(card).toBeHidden();
        for (const share of [0.25, 0.5, 0.75]) {
          await page.evaluate(
            (y) => window.scrollTo(0, y),
            share * (await page.evaluate(() => document.body.scrollHeight)),
          );
          // The questions (first of the blocks after the text) never sit over it.
          const after = (await page.locator('section:has(> #service-faq)').boundingBox())!;
          const text = (await article.boundingBox())!;
          expect(after.y).toBeGreaterThanOrEqual(text.y + text.height);
        }
        return;
      }
      // Every link in the right column can be scrolled into view (its one sticky block is not taller than the window).
      const aside = card.locator('..');
      for (const link of await aside.getByRole('link').filter({visible: true}).all()) {
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport();
      }
      // Well down the article (two thirds of the way, where the column used to be empty), the card is on screen, under
      // the header.
      await page.getByRole('heading', {name: 'Risks when the sale is late or low'}).scrollIntoViewIfNeeded();
      await expect(card.getByRole('link', {name: 'Get a quote'})).toBeInViewport();
      await expect(card.getByRole('link', {name: 'Get a quote'})).toHaveAttribute(
        'href',
        '/contact?service=bridging-finance',
      );
      const box = (await card.boundingBox())!;
      const header = (await page.locator('header.navbar').first().boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    },
  );
  await check(page, '/services/bridging-finance: the text runs about 80 characters a line, not 88', () =>
    readingMeasure(page),
  );
  if (!isPhone(page)) {
    await check(
      page,
      '/services/bridging-finance: the side column starts 3rem right of the text at 1280, 1440 and 1920 px, with no gutter between',
      () => sideColumnGap(page),
    );
  }
  await check(page, 'secondary buttons share one size', async () => {
    secondarySizes.push(await secondarySize(page.locator('main a.button--outline[href^="tel:"]').last()));
    expect(new Set(secondarySizes.map((s) => s.font)).size).toBe(1);
  });
  const getAQuote = await buttonStyle(page, 'main a.button--primary.button--lg');
  // Last: it opens the declaration.
  await check(
    page,
    'a service page states its credit scope in one line with its link, the declaration folded under its gist',
    async () => {
      const note = page.getByTestId('credit-scope');
      await expect(note.getByRole('link', {name: 'how we handle it'})).toBeVisible();
      const declaration = note.getByText(/inducing a false declaration is an offence/);
      await expect(declaration).toBeHidden();
      // The page's own second paragraph follows a short note, not 17 lines of it (12 on a desktop).
      expect((await note.boundingBox())!.height).toBeLessThan(isPhone(page) ? 300 : 180);
      await note
        .getByText('Signing a business-purpose declaration is not enough: we check what the money is for')
        .click();
      await expect(declaration).toBeVisible();
    },
  );

  await gotoHydrated(page, '/contact');
  await check(page, '"Send my quote request" looks like every other primary button', async () => {
    expect(await buttonStyle(page, 'button[type="submit"].button--primary')).toBe(getAQuote);
  });
  await check(
    page,
    'where the firm works and who answers: nothing on /contact while the business details are the example',
    () => noServiceAreaWhileExample(page),
  );
});

test('the home page', async ({page}) => {
  test.slow();
  await gotoHydrated(page, '/');
  await check(page, 'the home page offers the readiness check on its first screen', async () => {
    const link = page.getByRole('main').getByRole('link', {name: 'loan readiness check'}).first();
    await expect(link).toHaveAttribute('href', '/tools/loan-readiness-check');
    await expect(link).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
  await check(
    page,
    '"What we arrange" leads with what she can borrow for; the legal scope is the footer’s, once',
    async () => {
      const section = page.locator('section[aria-labelledby="home-services"]');
      await expect(section.locator('p').first()).toHaveText(
        /^Fourteen kinds of business and SMSF property finance, from/,
      );
      await expect(section).not.toContainText('investment other than in residential property');
      await expect(page.locator('footer')).toContainText('investment other than in residential property');
    },
  );
  await check(
    page,
    'every service card shows its service’s icon, hidden from screen readers (the name beside it says it)',
    async () => {
      const cards = page.getByRole('region', {name: 'What we arrange'}).locator('li', {has: page.getByRole('link')});
      await expect(cards).toHaveCount(services.length);
      for (const card of await cards.all()) {
        const icon = card.locator('svg');
        await expect(icon).toBeVisible();
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
      }
    },
  );
  await check(
    page,
    'on a phone it says each thing once: the licence line in the footer and the reply time in the closing callout, not again among the trust facts',
    async () => {
      const facts = page.getByRole('region', {name: 'What you can check before you call'});
      await expect(facts.getByRole('heading', {name: 'Authorised credit representative'})).toBeVisible();
      await expect(page.locator('footer').getByText(licenceLine())).toBeVisible();
      if (isPhone(page)) {
        await expect(facts.getByText(licenceLine())).toBeHidden();
        await expect(facts.getByText('Our licence details are at the foot of every page.')).toBeVisible();
        await expect(facts.getByRole('heading', {name: /^A reply within/})).toBeHidden();
        await expect(page.getByText(/come back within one business day/)).toBeVisible();
        // It was 5,557 px at 375 wide (6.8 screens of 812), then 5,332; the indicative rates under the hero's buttons
        // and the tinted bands' spacing bring it to about 5,850: still within eight screens of 740 (docs-dev/DESIGN.md).
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height).toBeLessThanOrEqual(8 * 740);
      } else {
        await expect(facts.getByText(licenceLine())).toBeVisible();
        await expect(facts.getByRole('heading', {name: /^A reply within/})).toBeVisible();
      }
    },
  );
  await check(
    page,
    'the home page’s service groups share one card width, and it lists the latest insights as well as case studies, on a phone too',
    async () => {
      const cards = await boxes(page, 'section[aria-labelledby="home-services"] .site-grid > li');
      expect(cards.length).toBeGreaterThanOrEqual(14);
      const widths = new Set(cards.map((card) => Math.round(card.width)));
      expect([...widths]).toHaveLength(1);
      const latest = page.getByRole('region', {name: 'Latest case studies and insights'});
      await expect(latest.getByText('Market insight').first()).toBeVisible();
      await expect(latest.getByText('Case study (illustrative)').first()).toBeVisible();
      // Pulled from the content: links to the newest of each.
      await expect(latest.locator('a[href^="/resources/case-studies/"]').first()).toBeVisible();
      await expect(latest.locator('a[href^="/resources/insights/"]').first()).toBeVisible();
    },
  );
  await check(
    page,
    'where the firm works and who answers: nothing on / while the business details are the example',
    () => noServiceAreaWhileExample(page),
  );
  await check(
    page,
    'the home page’s tools show every calculator and the readiness check (a phone the three featured, and a link to all)',
    async () => {
      const tools = page.getByRole('region', {name: 'Size the loan before you call'});
      const links = tools.locator('.site-grid a');
      await expect(links).toHaveCount(calculators.length + 1); // every calculator and the readiness check
      const shown = await links.evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().width > 0).length);
      expect(shown).toBe(isPhone(page) ? 3 : calculators.length + 1);
      await expect(tools.getByRole('link', {name: 'All tools and calculators'})).toBeVisible();
    },
  );
  await check(
    page,
    'the home hero has one primary, Get a quote, and the readiness check as a text link under the buttons, all on a 320 px phone’s first screen',
    async () => {
      const hero = page.locator('main [data-page-top="marketing"]');
      const quote = hero.getByRole('link', {name: 'Get a quote'});
      const readiness = hero.getByRole('link', {name: 'Take the loan readiness check'});
      const call = hero.getByRole('link', {name: /^Call /});
      await expect(readiness).toHaveAttribute('href', '/tools/loan-readiness-check');
      // A link, not a third button competing with the quote.
      await expect(readiness).not.toHaveClass(/\bbutton\b/);
      // Three links besides the dated rates panel's own (beside the text from 880 px, each rate to its service).
      await expect(hero.locator('a:not(section[aria-labelledby="home-ranges"] a)')).toHaveCount(3);
      await expect(hero.locator('a.button')).toHaveCount(2);
      const [q, c, k] = [(await quote.boundingBox())!, (await call.boundingBox())!, (await readiness.boundingBox())!];
      expect(k.height).toBeGreaterThanOrEqual(44);
      expect(k.y).toBeGreaterThanOrEqual(Math.max(q.y + q.height, c.y + c.height) - 1);
      for (const width of [320, 375]) {
        await page.setViewportSize({width, height: 640});
        await expect(quote).toBeInViewport({ratio: 1});
        await expect(call).toBeInViewport({ratio: 1});
        await expect(readiness).toBeInViewport({ratio: 1});
      }
    },
  );
  if (isPhone(page)) return; // A phone lists the services one line each, in one column, and stacks the hero's buttons.
  await check(
    page,
    'the home page’s services fill two even columns from 1024 to 1920 px, with no empty slot',
    async () => {
      for (const width of [1024, 1280, 1920]) {
        await page.setViewportSize({width, height: 900});
        const cards = await boxes(page, 'section[aria-labelledby="home-services"] .site-grid > li');
        expect(cards).toHaveLength(14);
        const columns = new Map<number, number>();
        for (const card of cards) columns.set(Math.round(card.left), (columns.get(Math.round(card.left)) ?? 0) + 1);
        expect([...columns.values()], `${width} px`).toEqual([7, 7]);
        expect(new Set(cards.map((card) => Math.round(card.width))).size).toBe(1);
      }
    },
  );
  await check(page, 'at 1280 px "Why use a broker" and the closing panel use the column’s right half', async () => {
    const {width} = page.viewportSize()!;
    const why = page.getByRole('region', {name: 'Why use a broker for business finance'});
    const text = (await why.locator('p').first().boundingBox())!;
    expect(text.x).toBeGreaterThan(width / 3);
    expect(text.x + text.width).toBeGreaterThan(width * 0.75);
    const panel = page.getByRole('region', {name: 'Talk to a broker about your deal'});
    const button = (await panel.getByRole('link', {name: 'Get a quote'}).boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(button.x).toBeGreaterThan(box.x + box.width / 2);
  });
  await check(
    page,
    'from 768 px the header and the hero keep 32 px from the screen’s edges, as on a phone 20',
    async () => {
      for (const [width, gutter] of [
        [375, 20],
        [768, 32],
        [1024, 32],
      ] as const) {
        await resizeTo(page, width, 800);
        const logo = (await page.locator('.navbar a[href="/"]').first().boundingBox())!;
        const heading = (await page.getByRole('heading', {level: 1}).boundingBox())!;
        expect(logo.x, `${width} px`).toBeCloseTo(gutter, 0);
        expect(heading.x, `${width} px`).toBeCloseTo(gutter, 0);
      }
    },
  );
  await check(page, 'from 1024 to 1279 px the home hero’s two buttons sit on one line, Call included', async () => {
    for (const width of [1024, 1100, 1279]) {
      await page.setViewportSize({width, height: 800});
      const buttons = await boxes(page, 'main [data-page-top="marketing"] .button');
      expect(buttons).toHaveLength(2);
      for (const button of buttons) {
        expect(button.top, `${width} px`).toBeCloseTo(buttons[0]!.top, 0);
        expect(button.height, `${width} px`).toBeCloseTo(buttons[0]!.height, 0);
      }
    }
  });
  await check(
    page,
    'the home page’s trust facts are at the body’s size, two across on a desktop, none over four lines',
    async () => {
      if (!isPhone(page)) await resizeTo(page, 1440, 900);
      const section = page.getByRole('region', {name: 'What you can check before you call'});
      const bodySize = await page
        .locator('main p')
        .first()
        .evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
      const texts = await section.locator('li > p:visible').evaluateAll((els) =>
        els.map((el) => ({
          size: parseFloat(getComputedStyle(el).fontSize),
          lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
        })),
      );
      // On a phone the licence line points to the footer's and the reply time is left to the closing callout.
      expect(texts).toHaveLength(isPhone(page) ? 3 : 4);
      for (const text of texts) {
        expect(text.size).toBeGreaterThanOrEqual(bodySize);
        if (!isPhone(page)) expect(text.lines).toBeLessThanOrEqual(4);
      }
      if (!isPhone(page)) {
        const items = await boxes(page, '[aria-labelledby="trust-facts"] li');
        expect(new Set(items.map((item) => Math.round(item.top))).size, 'two rows of two').toBe(2);
      }
    },
  );
});

test('/services', async ({page}) => {
  await gotoHydrated(page, '/services');
  await check(
    page,
    '/services’ hero is about the services; the consumer-credit rule follows it, with a link, before the list',
    async () => {
      const lead = page.locator('main [data-page-top="marketing"] p').filter({hasText: 'Fourteen kinds of finance'});
      await expect(lead).toBeVisible();
      await expect(lead).not.toContainText('National Credit Code');
      const hero = page.locator('main [data-page-top="marketing"]');
      await expect(hero.getByRole('link', {name: 'how we handle it'})).toHaveCount(0);
      const link = page.locator('main').getByRole('link', {name: 'how we handle it'});
      await expect(link).toHaveAttribute('href', '/credit-guide#business-purpose-and-consumer-credit');
      const heroBox = (await hero.boundingBox())!;
      const linkBox = (await link.boundingBox())!;
      expect(linkBox.y).toBeGreaterThan(heroBox.y + heroBox.height);
      expect(linkBox.y).toBeLessThan((await page.locator('main table, main h3').first().boundingBox())!.y);
    },
  );
  await check(page, '/services: each column starts at the same place in every category’s table', async () => {
    const tables = page.locator('main table');
    expect(await tables.count()).toBeGreaterThanOrEqual(3);
    if (isPhone(page)) {
      // On a phone each service is a card with its values labelled; nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      return;
    }
    const columns = await tables.evaluateAll((els) =>
      els.map((table) =>
        Array.from(table.querySelectorAll('thead th'), (th) => Math.round(th.getBoundingClientRect().left)),
      ),
    );
    for (const each of columns) expect(each).toEqual(columns[0]);
  });
});

test('/resources/case-studies/bridging-a-freehold-purchase', async ({page}) => {
  const path = '/resources/case-studies/bridging-a-freehold-purchase';
  await gotoHydrated(page, path);
  await check(page, `${path}: the header, text, footer and call to action share one right edge`, () =>
    oneRightEdge(page),
  );
  await check(page, `${path}: the text runs about 80 characters a line, not 88`, () => readingMeasure(page));
  await check(page, `${path}: the amounts are right-aligned, in whole dollars`, () => wholeDollarsRightAligned(page));
  // Beside the text on a wide screen, its contents end on the header's right edge, as a guide's do (articles.both).
});

test('/resources/insights/reading-the-cash-rate', async ({page}) => {
  const path = '/resources/insights/reading-the-cash-rate';
  await gotoHydrated(page, path);
  await check(page, `${path}: the header, text, footer and call to action share one right edge`, () =>
    oneRightEdge(page),
  );
});

for (const path of [
  '/resources/case-studies/second-mortgage-for-a-tax-debt',
  '/resources/case-studies/buying-a-regional-veterinary-practice',
]) {
  test(`${path}: the amounts are right-aligned, in whole dollars`, async ({page}) => {
    await gotoHydrated(page, path);
    await wholeDollarsRightAligned(page);
  });
}

test('the readiness result: on a wide screen its checklist beside the answer', desktopLayout, async ({page}) => {
  await gotoHydrated(
    page,
    '/tools/loan-readiness-check?purpose=bridge&borrower=company&buying=business&amount=2m-10m&security=commercial-property&trading=over-5&turnover=over-5m&credit=none&timing=quarter&step=result',
  );
  // The actions (one full-width Get a quote, the rest a row of text buttons) are tested in readiness-check.both.
  // On a wide screen the checklist and the actions sit beside the answer, not under a half-empty screen.
  const answer = (await page.getByRole('heading', {name: 'Finance that may fit'}).boundingBox())!;
  const checklist = (await page.getByRole('heading', {name: 'Your document checklist'}).boundingBox())!;
  expect(checklist.x).toBeGreaterThan(answer.x + 400);
  expect(checklist.y).toBeLessThanOrEqual(answer.y);
  // The two columns start level: the checklist's heading beside the result's, not a margin lower.
  const result = (await page.locator('#readiness-result').boundingBox())!;
  expect(Math.abs(checklist.y - result.y)).toBeLessThanOrEqual(8);
});

test('/resources/faqs', async ({page}) => {
  await gotoHydrated(page, '/resources/faqs');
  await check(page, 'the FAQs intro is set at a reading width, not about 150 characters a line', async () => {
    expect(await charactersPerLine(page, 'main .markdown p')).toBeLessThanOrEqual(85);
  });
  await check(
    page,
    'the FAQs open with the questions: the first is on the first screen, the consumer-credit rule after the last',
    async () => {
      const first = page.locator('main details summary').first();
      const top = (await first.boundingBox())!.y;
      expect(top).toBeLessThan(page.viewportSize()!.height * (isPhone(page) ? 1.5 : 1));
      // The rule's own fold is a <details> too: the questions are the others.
      const lastQuestion = (await page
        .locator('main details:not([data-testid="credit-scope"] *)')
        .last()
        .boundingBox())!;
      const scope = (await page.getByTestId('credit-scope').boundingBox())!;
      expect(scope.y).toBeGreaterThan(lastQuestion.y);
    },
  );
});

test('/resources/insights: the cards sit three a row, as on every list, and the list ends with the quote panel', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/insights');
  await threeCardsARow(page);
});

test('/resources/case-studies and /resources/guides', async ({page}) => {
  test.slow();
  const widths = [1024, 1280, 1440, 1920];
  /** The case studies' three columns' left edges and their cards' width, at each of `widths`. */
  const caseStudyColumns = new Map<number, {columns: number[]; width: number}>();
  await gotoHydrated(page, '/resources/case-studies');
  await check(
    page,
    '/resources/case-studies: the cards sit three a row, as on every list, and the list ends with the quote panel',
    () => threeCardsARow(page),
  );
  if (!isPhone(page)) {
    for (const width of widths) {
      await resizeTo(page, width);
      const caseStudies = await boxes(page, 'main .site-grid:not([class*="featured"]) > li');
      const columns = [...new Set(caseStudies.map((card) => Math.round(card.left)))];
      expect(columns, `${width} px`).toHaveLength(3);
      caseStudyColumns.set(width, {columns, width: caseStudies[0]!.width});
    }
  }
  await gotoHydrated(page, '/resources/guides');
  if (!isPhone(page)) {
    // One card a row on a phone.
    await check(
      page,
      'the guides list puts each topic’s name in the first third and its guides two across beside it, as wide as the case studies’ cards, from 1024 to 1920 px',
      async () => {
        for (const width of widths) {
          await resizeTo(page, width);
          const {columns, width: cardWidth} = caseStudyColumns.get(width)!;
          const topics = page.locator('main section[aria-labelledby^="topic-"]');
          expect(await topics.count()).toBeGreaterThanOrEqual(5);
          for (const topic of await topics.all()) {
            const where = `${width} px, ${await topic.locator('h2').innerText()}`;
            const name = (await topic.locator('h2').boundingBox())!;
            expect(Math.abs(name.x - columns[0]!), where).toBeLessThanOrEqual(1);
            expect(name.x + name.width, where).toBeLessThanOrEqual(columns[1]!);
            // Two across in the second and third columns, rows full: only a topic of one guide leaves the third empty.
            // The guides' cards (each under its title), not the "More to read" tile that completes a short row.
            const guides = await topic.locator('.site-grid > li:has(h3)').evaluateAll((items) =>
              items.map((li) => ({
                left: Math.round(li.getBoundingClientRect().left),
                width: li.getBoundingClientRect().width,
              })),
            );
            const inThird = guides.filter((card) => Math.abs(card.left - columns[2]!) <= 1).length;
            const inSecond = guides.filter((card) => Math.abs(card.left - columns[1]!) <= 1).length;
            expect(inSecond + inThird, where).toBe(guides.length);
            if (guides.length === 1) {
              // A topic of one guide keeps one card's width, the "More to read" tile beside it
              //.
              expect(guides[0]!.width, where).toBeCloseTo(cardWidth, 0);
              const tile = (await topic.locator('.site-grid > li:not(:has(h3))').boundingBox())!;
              expect(Math.abs(tile.x - columns[2]!), where).toBeLessThanOrEqual(1);
              continue;
            }
            expect(inThird, where).toBe(Math.floor(guides.length / 2));
            expect(inSecond, where).toBe(Math.ceil(guides.length / 2));
            for (const card of guides) expect(card.width, where).toBeCloseTo(cardWidth, 0);
          }
        }
      },
    );
  }
  await check(
    page,
    '/resources/guides: a topic with one guide shows it as wide as the other topics’ cards',
    async () => {
      for (const width of isPhone(page) ? [375] : [1280, 1440]) {
        await resizeTo(page, width, 900);
        const lone = await boxes(page, 'section[aria-labelledby="topic-smsf-lending"] li:has(h3)');
        const other = await boxes(page, 'section[aria-labelledby="topic-commercial-property"] li:has(h3)');
        expect(lone).toHaveLength(1);
        expect(lone[0]!.width, `at ${width}`).toBeCloseTo(other[0]!.width, 0);
      }
    },
  );
  // Last: it follows a link down the page.
  await check(page, 'the guides list opens with a link to each topic, as the resources hub does', async () => {
    const jumps = page.getByRole('navigation', {name: 'Guide topics'});
    const headings = await page.locator('main section[aria-labelledby^="topic-"] h2').allInnerTexts();
    expect(headings.length).toBeGreaterThanOrEqual(5);
    await expect(jumps.getByRole('link')).toHaveText(headings);
    await jumps.getByRole('link', {name: headings.at(-1)!}).click();
    await expect(page.getByRole('heading', {name: headings.at(-1)!, level: 2})).toBeInViewport();
  });
});

test('the resources hub shows the most useful guides, the readiness check with the tools, and a "See all" link in each row', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources');
  const guides = page.getByRole('region', {name: 'Guides', exact: true});
  await expect(guides.locator('.site-grid a')).toHaveText([
    'Bridging finance: buying before you sell',
    /^Commercial property loans/,
    /^Chattel mortgage/,
  ]);
  const tools = page.getByRole('region', {name: 'Tools and calculators'});
  await expect(tools.getByRole('link', {name: 'Loan readiness check'})).toBeVisible();
  for (const [region, link, href] of [
    ['Guides', 'See all guides', '/resources/guides'],
    ['Case studies', 'See all case studies', '/resources/case-studies'],
    ['Tools and calculators', 'See all tools and calculators', '/resources/tools'],
    ['Glossary', 'See the whole glossary', '/resources/glossary'],
    ['FAQs', 'See all FAQs', '/resources/faqs'],
    ['Market insights', 'See all market insights', '/resources/insights'],
  ] as const) {
    const more = page.getByRole('region', {name: region, exact: true}).getByRole('link', {name: link});
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute('href', href);
  }
});

test('breadcrumb links are 44 px tall targets, at least 24 px wide', async ({page}) => {
  await gotoHydrated(page, '/resources/guides/smsf-property-loans-lrba');
  const links = await boxes(page, 'nav[aria-label="Breadcrumbs"] a');
  // A phone shows the parent alone, as a back link (page-parts.both.spec.ts).
  expect(links.length).toBeGreaterThan(isPhone(page) ? 0 : 1);
  for (const link of links) {
    expect(link.height).toBeGreaterThanOrEqual(44);
    expect(link.width).toBeGreaterThanOrEqual(24);
  }
});

for (const path of ['/privacy', '/terms', '/accessibility']) {
  test(
    `${path}: the legal text keeps to about 80 characters a line, not the column’s 100`,
    sameAtEveryWidth,
    async ({page}) => {
      await gotoHydrated(page, path);
      expect(await charactersPerLine(page, 'main article h2 ~ p')).toBeLessThanOrEqual(85);
    },
  );
}

test('a guide’s closing consumer-credit rule is fine print: smaller and muted in its box, every word kept', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/guides/bridging-finance-explained');
  const rule = page.locator('.theme-doc-markdown .credit-scope p').first();
  await expect(rule).toContainText('The loans we arrange are for business purposes');
  const body = page.locator('.theme-doc-markdown > p').first();
  const [ruleStyle, bodyStyle] = await Promise.all(
    [rule, body].map((el) =>
      el.evaluate((e) => ({size: parseFloat(getComputedStyle(e).fontSize), colour: getComputedStyle(e).color})),
    ),
  );
  expect(ruleStyle!.size).toBeLessThan(bodyStyle!.size * 0.9);
  expect(ruleStyle!.colour).toBe('rgb(82, 96, 109)');
});

test('the working capital calculator’s cash-cycle chart spans its column, its words at the page’s size', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/working-capital-calculator');
  const figure = page.getByRole('figure');
  for (const width of isPhone(page) ? [320, 375] : [1024, 1440, 1920]) {
    await resizeTo(page, width);
    // The column is the chart's own: the results column beside the form from 900 px, the page's on a phone; the
    // chart fills it (at 1440 it was once 300 px of 1160).
    const column = await figure.evaluate((el) => {
      const parent = el.closest('[class*="answer"]') ?? el.closest('.site-container')!;
      const style = getComputedStyle(parent);
      return parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const tracks = await boxes(page, 'main figure [aria-hidden="true"] > div > div');
    expect(tracks, `three bars' tracks at ${width}`).toHaveLength(3);
    for (const track of tracks) expect(track.width, `track width at ${width}`).toBeGreaterThan(column - 2);
    // Labels and the days inside the bars stay at least 12 px at every width.
    const sizes = await figure
      .locator('[aria-hidden="true"] span')
      .evaluateAll((els) =>
        els.filter((el) => el.getBoundingClientRect().width > 0).map((el) => parseFloat(getComputedStyle(el).fontSize)),
      );
    expect(Math.min(...sizes), `text size at ${width}`).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await expect(figure).toContainText('Stock 50.0 days');
});

test('a calculator’s "Get a quote" is as wide as its words beside the results, Print and Copy link beside it; a phone’s is full width with them under it', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  const talk = page.getByRole('link', {name: 'Get a quote for this scenario'});
  const print = page.getByRole('button', {name: 'Print or save as PDF'});
  for (const width of isPhone(page) ? [320, 375] : [1024, 1440, 1920]) {
    await resizeTo(page, width);
    const column = (await page.locator('#results').boundingBox())!;
    const [toBroker, toPrint] = [(await talk.boundingBox())!, (await print.boundingBox())!];
    if (isPhone(page)) {
      expect(toBroker.width, `${width} px`).toBeCloseTo(column.width, 0);
      expect(toPrint.y, `${width} px`).toBeGreaterThan(toBroker.y + toBroker.height);
    } else {
      // It was the column's full width (600 to 880 px); its words and padding take about 230.
      expect(toBroker.width, `${width} px`).toBeLessThan(300);
      // On one line: the text buttons centred on the button's height.
      const middle = (box: {y: number; height: number}) => box.y + box.height / 2;
      expect(Math.abs(middle(toPrint) - middle(toBroker)), `${width} px`).toBeLessThanOrEqual(1);
      expect(toPrint.x, `${width} px`).toBeGreaterThan(toBroker.x + toBroker.width);
    }
  }
});

// Service pages, the guides list, articles' closing consumer-credit note and the home page's trust facts. (One page
// top for the resources lists is in page-tops.spec.ts.)

test('a service page: the text comfortable beside the side column, key facts even, the quote card beside the reading, one right edge at 768 ("At a glance" as wide as "On this page"), no blank line under a heading', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, '/services/bridging-finance');
  // The side column's readiness box is now a line under the key facts (tests/e2e/service-pages.both.spec.ts).
  if (!isPhone(page)) {
    await check(page, 'the text column beside the side column keeps a comfortable measure at 997 px', async () => {
      await resizeTo(page, 997);
      expect(
        (await page.locator('main article.markdown, article.markdown').first().boundingBox())!.width,
      ).toBeGreaterThan(520);
    });
  }
  if (isPhone(page)) {
    await check(page, 'the key facts keep a third of a phone screen', async () => {
      const facts = await boxes(page, 'section[aria-labelledby="key-facts"] dl');
      expect(facts[0]!.height).toBeLessThan(page.viewportSize()!.height * 0.6);
    });
    return;
  }
  await check(
    page,
    'at 1024 to 1920 px the five key facts are one full-width line each, no figure past three lines',
    async () => {
      for (const width of [1024, 1280, 1440, 1920]) {
        await resizeTo(page, width);
        const values = page.locator('section[aria-labelledby="key-facts"] dd');
        const lines = await values.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
        );
        expect(lines).toHaveLength(5);
        for (const n of lines) expect(n, `lines of a figure at ${width}`).toBeLessThanOrEqual(3);
        const facts = await boxes(page, 'section[aria-labelledby="key-facts"] dl > div');
        const strip = (await boxes(page, 'section[aria-labelledby="key-facts"] dl'))[0]!;
        // Inside the strip's 3 px accent border, every line its full width.
        for (const fact of facts)
          expect(Math.abs(fact.width - (strip.width - 3)), `${width} px`).toBeLessThanOrEqual(1);
      }
    },
  );
  await check(page, 'at 1440 px, and in a short window, the quote card stays beside the text, whole', async () => {
    for (const height of [900, 560]) {
      await resizeTo(page, 1440, height);
      const card = page.getByRole('region', {name: 'Ask about bridging finance'});
      await page.getByRole('heading', {name: 'Bridging or selling first?'}).scrollIntoViewIfNeeded();
      await expect(card.getByRole('link', {name: 'Get a quote'})).toBeInViewport();
      const box = (await card.boundingBox())!;
      const header = (await page.locator('header.navbar').first().boundingBox())!;
      expect(box.y, `under the header in a window ${height} px tall`).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height, `inside a window ${height} px tall`).toBeLessThanOrEqual(height);
    }
  });
  await check(page, 'at 768 px the blocks after the text and the closing callout share one right edge', async () => {
    await resizeTo(page, 768);
    // The questions, the related pages and the case study (ServicePage), after the text.
    const aside = await boxes(
      page,
      'section:has(> #service-faq), section[aria-labelledby="service-case-study"], main div:has(> nav[aria-labelledby])',
    );
    const callout = (await page
      .getByRole('region', {name: /Talk to a broker/})
      .last()
      .boundingBox())!;
    expect(aside.length).toBeGreaterThanOrEqual(3);
    for (const box of aside) expect(box.right).toBeCloseTo(callout.x + callout.width, 0);
    // "At a glance" and "On this page" under it, two boxes of one width.
    const [facts] = await boxes(page, 'section[aria-labelledby="key-facts"] dl');
    const [contents] = await boxes(page, 'main details:has(> summary:text-is("On this page"))');
    expect(facts!.right).toBeCloseTo(contents!.right, 0);
    // The text keeps its reading measure.
    expect(await charactersPerLine(page, 'main article.markdown > p')).toBeLessThanOrEqual(85);
  });
  await check(
    page,
    'in a 375 px desktop window, "Bridging or selling first?" is one line with no blank line under it',
    async () => {
      await resizeTo(page, 375);
      const gaps = await page.locator('main article.markdown h2').evaluateAll((headings) =>
        headings.map((h) => ({
          text: h.textContent,
          lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
          gap: h.nextElementSibling!.getBoundingClientRect().top - h.getBoundingClientRect().bottom,
        })),
      );
      const heading = gaps.find((g) => g.text?.startsWith('Bridging or selling first?'))!;
      expect(heading.lines).toBe(1);
      expect(heading.gap).toBeCloseTo(gaps[0]!.gap, 0);
    },
  );
});

for (const path of [
  '/resources/guides/bridging-finance-explained',
  '/resources/case-studies/second-mortgage-for-a-tax-debt',
]) {
  test(`${path}: the closing consumer-credit note is its first sentence and a summary that opens every word, and prints in full`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const note = page.locator('main .credit-scope').last();
    const rule = note.getByText('We do not arrange consumer credit', {exact: false});
    // Folded: the scope sentence and the rule's gist show; the rule itself is in the page, not on screen.
    await expect(note).toContainText('The loans we arrange are for business purposes');
    await expect(note.locator('summary')).toHaveText(CONSUMER_CREDIT_SUMMARY);
    await expect(rule).toBeHidden();
    const {height} = page.viewportSize()!;
    // Unfolded it took 0.8 (guide) to 1.3 (case study) phone screens.
    expect((await note.boundingBox())!.height, 'under half the window').toBeLessThan(height * 0.45);
    // Printed, every word shows with the note still folded.
    await page.emulateMedia({media: 'print'});
    await expect(rule).toBeVisible();
    await expect(note).toContainText(CONSUMER_CREDIT_STATEMENT);
    await page.emulateMedia({media: 'screen'});
    // Opened, the rule reads in full.
    await note.locator('summary').click();
    await expect(rule).toBeVisible();
    await expect(note).toContainText(CONSUMER_CREDIT_STATEMENT);
  });
}

/* More of the layout, each as a visitor sees it on a phone and a desktop. */

test('the glossary’s bar stays at the top of the glossary on a phone and a tablet (its wrapped letters would cover a third of a phone’s screen pinned, 221 px of a tablet’s); a rail from 997 px', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/glossary');
  const bar = page.locator('.site-az');
  const letters = page.getByRole('navigation', {name: 'Glossary A to Z'}).getByRole('link');
  for (const width of isPhone(page) ? [320, 375, 768] : [1440]) {
    await resizeTo(page, width, 740);
    await page.locator('h2#m').scrollIntoViewIfNeeded();
    const tops = new Set(await letters.evaluateAll((els) => els.map((a) => Math.round(a.getBoundingClientRect().top))));
    if (isPhone(page)) {
      // On a phone, "Find a term" above a box as wide as the letters (beside it, the box was 220 px at 375).
      const input = (await page.getByRole('searchbox', {name: 'Find a term'}).boundingBox())!;
      const nav = (await page.getByRole('navigation', {name: 'Glossary A to Z'}).boundingBox())!;
      if (width <= 600) expect(input.width, `${width} px`).toBeCloseTo(nav.width, 0);
      // Every letter shows, wrapped; so the bar scrolls away with the top of the page.
      await expect(bar, `${width} px`).not.toBeInViewport();
      expect(tops.size, `${width} px`).toBeGreaterThan(1);
    } else {
      // The rail beside the text, its letters six across, as before.
      const box = (await bar.boundingBox())!;
      const text = (await page.locator('.theme-doc-markdown > p').first().boundingBox())!;
      expect(box.x).toBeGreaterThan(text.x + text.width);
      expect(tops.size).toBeGreaterThan(1);
    }
  }
});

test('/services and /about: the hero leaves the first section’s heading on a phone’s first screen; /services’ scope note opens that section', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/services', 'Compare all 14 services'],
    ['/about', 'How we work for you'],
  ] as const) {
    await gotoHydrated(page, path);
    for (const width of isPhone(page) ? [320, 375] : [1440]) {
      await resizeTo(page, width, 740);
      await page.evaluate(() => window.scrollTo(0, 0));
      const h2 = page.getByRole('heading', {level: 2, name: heading});
      // The /services heading started at 905 px at 320 (the note was in the hero), About's at 600.
      expect((await h2.boundingBox())!.y, `${path} at ${width} px`).toBeLessThan(isPhone(page) ? 740 - 40 : 740);
    }
    if (path === '/services') {
      const note = page.getByTestId('credit-scope');
      await expect(page.locator('[data-page-top]').getByText('consumer credit')).toHaveCount(0);
      await expect(note).toContainText('A loan to you personally for personal or household needs');
      await expect(note.getByRole('link', {name: 'how we handle it'})).toHaveAttribute('href', /\/credit-guide#/);
      // Under the heading, before the first service in the comparison.
      const [h2, box, table] = await Promise.all([
        page.getByRole('heading', {level: 2, name: heading}).boundingBox(),
        note.boundingBox(),
        page.locator('main table').first().boundingBox(),
      ]);
      expect(box!.y).toBeGreaterThan(h2!.y);
      expect(box!.y + box!.height).toBeLessThan(table!.y);
    } else {
      // One sentence in the hero; every word of the rest opens the first section.
      await expect(page.locator('[data-page-top] h1 + div > p')).toHaveText(
        /^[^.]+ is an Australian commercial finance broker\.$/,
      );
      await expect(page.locator('section:has(> #about-how) p').first()).toContainText(
        'and we work for you, the borrower, from the first call to settlement.',
      );
    }
  }
});

test('a service page’s foot at tablet width: the questions, the side column’s first box and the closing panel share one right edge', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/bridging-finance');
  const phone = isPhone(page);
  if (!phone) await resizeTo(page, 768);
  const rights = async (selector: string) => (await boxes(page, selector)).map((b) => Math.round(b.right));
  const faq = await rights('section:has(> #service-faq) details');
  // The case study, now that the readiness box is a line under the key facts (tests/e2e/service-pages.both.spec.ts).
  const first = await rights('aside[aria-label^="Quote, case study"] > :first-child');
  const panel = await rights('main section[aria-labelledby]:has(> h2:text-is("Talk to a broker about your deal"))');
  expect(faq.length).toBeGreaterThan(2);
  // At 768 they ended at 651, 748 and 748 px.
  for (const right of [...faq, ...first, ...panel]) expect(right).toBe(faq[0]);
});

test('a breadcrumb on a phone is one back link to the parent ("‹ Resources"); from 768 px the whole trail, each separator with the crumb after it', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/glossary');
  for (const width of isPhone(page) ? [320, 375] : [768, 1440]) {
    await resizeTo(page, width);
    const crumbs = await page
      .getByRole('navigation', {name: 'Breadcrumbs'})
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => ({
          text: li.textContent,
          shown: li.getBoundingClientRect().height > 0,
          top: Math.round(li.getBoundingClientRect().top),
          before: getComputedStyle(li, '::before').content,
          after: getComputedStyle(li, '::after').content,
        })),
      );
    expect(crumbs.map((c) => c.text)).toEqual(['Home', 'Resources', 'Commercial finance glossary']);
    if (width < 768) {
      // The trail wrapped as "Home › Resources" / "› Commercial finance glossary".
      expect(
        crumbs.map((c) => c.shown),
        `${width} px`,
      ).toEqual([false, true, false]);
      expect(crumbs[1]!.before).toBe('"‹"');
    } else {
      expect(
        crumbs.map((c) => c.shown),
        `${width} px`,
      ).toEqual([true, true, true]);
      expect(new Set(crumbs.map((c) => c.top)).size, `${width} px: one line`).toBe(1);
      expect(crumbs.map((c) => c.before)).toEqual(['none', '"›"', '"›"']);
    }
    for (const crumb of crumbs) expect(crumb.after).toBe('none');
  }
});

test('/services: each loan size and term cell starts with a capital, "First mortgage: …", like the service page’s "At a glance"', async ({
  page,
}) => {
  await gotoHydrated(page, '/services');
  const cells = await page.locator('main table td:is([data-label="Loan size"], [data-label="Term"])').allTextContents();
  expect(cells).toHaveLength(28);
  for (const cell of cells) expect(cell).toMatch(/^[A-Z0-9$]/);
  expect(cells).toContainEqual(
    expect.stringMatching(/^First mortgage: \$300,000 to \$30 million; second mortgage: \$50,000 to \$5 million/),
  );
  await gotoHydrated(page, '/services/first-second-mortgages');
  const glance = page.getByRole('region', {name: /At a glance/});
  await expect(glance.getByText('Loan size: first mortgage', {exact: true})).toBeVisible();
  await expect(glance.getByText('$300,000 to $30 million', {exact: true})).toBeVisible();
});

test('the footer: from 640 px Site, Resources and Legal are three open lists; on a phone Site and Resources fold side by side over Legal', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  if (isPhone(page)) {
    // The compact layout: Site and Resources side by side as toggles, Legal's links open under them.
    const [site, resources] = await Promise.all(
      ['Site', 'Resources'].map(async (name) => (await footer.locator('summary', {hasText: name}).boundingBox())!),
    );
    expect(resources!.y).toBeCloseTo(site!.y, 0);
    await expect(footer.getByRole('link', {name: 'Privacy policy'})).toBeVisible();
    return;
  }
  for (const width of [640, 768, 1440]) {
    await resizeTo(page, width);
    // At 768 the Site and Resources toggles were closed beside the open Legal list.
    await expect(footer.locator('summary').first(), `${width} px`).toBeHidden();
    for (const name of ['Services', 'Market Insights', 'Privacy policy'])
      await expect(footer.getByRole('link', {name, exact: true}), `${name} at ${width} px`).toBeVisible();
    const headings = await Promise.all(
      ['Site', 'Resources', 'Legal'].map(
        async (name) => (await footer.getByRole('heading', {name, exact: true}).boundingBox())!.y,
      ),
    );
    for (const y of headings) expect(y).toBeCloseTo(headings[0]!, 0);
  }
});

test('on a narrow phone the closing panel’s buttons are one width, inside its padding; the contact box holds its e-mail address', async ({
  page,
}) => {
  for (const width of isPhone(page) ? [320, 375] : [1280]) {
    await resizeTo(page, width);
    await gotoHydrated(page, '/resources/insights');
    const panel = page.locator('main').getByRole('heading', {name: 'Talk to a broker about your deal'}).locator('..');
    const box = (await panel.boundingBox())!;
    const padding = await panel.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight));
    const buttons = await panel
      .locator('.button')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()));
    expect(buttons.length).toBe(2);
    for (const b of buttons) expect(b.right, `${width} px`).toBeLessThanOrEqual(box.x + box.width - padding + 1);
    if (isPhone(page)) expect(Math.abs(buttons[0].width - buttons[1].width), `${width} px`).toBeLessThanOrEqual(1);

    await gotoHydrated(page, '/contact');
    const aside = page.getByRole('complementary', {name: /Talk to a broker/});
    const edge = await aside.evaluate((el) => el.getBoundingClientRect().right);
    const rights = await aside
      .locator('h2, p, a, dd, address')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    for (const right of rights) expect(right, `${width} px`).toBeLessThanOrEqual(edge + 0.5);
  }
});
