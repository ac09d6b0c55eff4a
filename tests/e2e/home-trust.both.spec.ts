/**
 * The home hero and the phone menu's services, as a visitor sees them at a phone's and a desktop's width: the home hero
 * shows today's indicative rates beside its text on a wide screen and proof only from the owner's real data, and the
 * phone menu lists the services by group. (The home page saying each thing once, and its service cards' icons, are
 * checked with the rest of its layout in layout-fixes.both.spec.ts.)
 */
import {expect, test, gotoHydrated, isPhone, sameAtEveryWidth, type Page, desktopLayout} from './fixtures';
import {resizeTo} from './resize';
import {getFact} from '../../src/facts/register';
import {serviceCategories, services} from '../../src/services/records';

/** What the rates panel must show: each loan, the service it links to and the register entry it quotes. */
const RATES = [
  {name: 'Commercial property, first mortgage', href: '/services/first-second-mortgages', fact: 'first-mortgage-rate'},
  {name: 'Bridging finance', href: '/services/bridging-finance', fact: 'bridging-rate'},
  {name: 'Equipment finance', href: '/services/equipment-finance', fact: 'equipment-rate'},
];

const hero = (page: Page) => page.locator('[data-page-top]');

test('the home hero: on a wide screen today’s indicative rates beside the text, dated, from the facts register; on a phone the three calls to action in the first screen, the rates under them; no proof row while the owner’s details are examples', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // Nothing invented: the lender count, year and licence numbers are examples or empty until the owner sets them.
  await expect(page.getByTestId('hero-trust')).toHaveCount(0);
  await expect(hero(page).getByText(/lenders on our panel|since \d{4}|AFCA member/)).toHaveCount(0);
  const panel = page.getByRole('region', {name: 'Indicative rates'});
  const quote = hero(page).getByRole('link', {name: 'Get a quote'});
  const check = hero(page).getByRole('link', {name: 'Take the loan readiness check'});
  if (isPhone(page)) {
    for (const width of [320, 375]) {
      await resizeTo(page, width, 740);
      // The buttons and the readiness check keep the first screen; the rates follow them (the next test).
      await expect(quote, `${width} px`).toBeInViewport({ratio: 1});
      await expect(check, `${width} px`).toBeInViewport({ratio: 1});
    }
    return;
  }
  for (const width of [1024, 1440, 1920]) {
    await resizeTo(page, width, 900);
    await expect(panel, `${width} px`).toBeVisible();
    await expect(panel).toContainText('As at November 2026');
    await expect(panel).toContainText('Not a quote');
    for (const rate of RATES) {
      const link = panel.getByRole('link', {name: rate.name});
      await expect(link).toHaveAttribute('href', rate.href);
      // The figure is the register's, word for word.
      await expect(panel.getByRole('definition').filter({hasText: getFact(rate.fact).text})).toHaveCount(1);
      expect((await link.boundingBox())!.height, `${rate.name} at ${width} px`).toBeGreaterThanOrEqual(24);
    }
    // Beside the text, in the first screen, with the buttons still above the fold.
    const [h1, box] = await Promise.all([page.locator('h1').boundingBox(), panel.boundingBox()]);
    expect(box!.x, `${width} px`).toBeGreaterThan(h1!.x + h1!.width - 1);
    expect(box!.y + box!.height, `${width} px`).toBeLessThanOrEqual(900);
    await expect(quote, `${width} px`).toBeInViewport({ratio: 1});
  }
  // The old line drawing is gone.
  await expect(hero(page).locator('img')).toHaveCount(0);
});

test('on a phone and a tablet the indicative rates are a compact list under the hero’s buttons: three rows, each linking its service, dated, not a quote; one copy of them at every width', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const panel = page.getByRole('region', {name: 'Indicative rates'});
  const check = hero(page).getByRole('link', {name: 'Take the loan readiness check'});
  // One panel in the page, laid out by CSS for each width: not a second copy for phones.
  await expect(page.locator('h2', {hasText: 'Indicative rates'})).toHaveCount(1);
  for (const width of isPhone(page) ? [320, 375] : [768]) {
    await resizeTo(page, width, 812);
    await expect(panel, `${width} px`).toBeVisible();
    await expect(panel).toContainText('As at November 2026');
    await expect(panel).toContainText('Not a quote');
    await expect(panel.getByRole('link')).toHaveCount(RATES.length);
    for (const rate of RATES) {
      const link = panel.getByRole('link', {name: rate.name});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', rate.href);
      await expect(panel.getByRole('definition').filter({hasText: getFact(rate.fact).text})).toBeVisible();
    }
    // Under the buttons and the readiness check, in small type on a flat white card (the wide screen's has a shadow).
    const [linkBox, box] = await Promise.all([check.boundingBox(), panel.boundingBox()]);
    expect(box!.y, `${width} px`).toBeGreaterThan(linkBox!.y + linkBox!.height);
    const look = await panel.evaluate((el) => {
      const style = getComputedStyle(el);
      return {size: parseFloat(style.fontSize), shadow: style.boxShadow, background: style.backgroundColor};
    });
    expect(look.size, `${width} px`).toBeGreaterThanOrEqual(14);
    expect(look.size, `${width} px`).toBeLessThanOrEqual(15);
    expect(look.shadow).toBe('none');
    expect(look.background).toBe('rgb(255, 255, 255)');
  }
});

test(
  'on a wide screen the column grows from 1600 px, and "How it works" and "Talk to a broker" run the screen’s full width on a tint, their content in the column',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/');
    const column = async () => (await page.locator('#home-steps').boundingBox())!;
    const bands = [
      page.locator('.site-band', {has: page.locator('#home-steps')}),
      page.locator('.site-band', {has: page.getByRole('heading', {name: 'Talk to a broker about your deal'})}),
    ];
    const widths: Record<number, number> = {};
    for (const width of [1440, 1920]) {
      await resizeTo(page, width, 900);
      const heading = await column();
      const grid = (await page
        .locator('ol', {has: page.getByRole('heading', {name: 'Tell us the deal'})})
        .boundingBox())!;
      widths[width] = grid.width;
      for (const band of bands) {
        const box = (await band.boundingBox())!;
        // The band edge to edge (the page has no vertical scrollbar in headless Chromium), tinted, not the page's white.
        expect(box.x, `${width} px`).toBe(0);
        expect(box.width, `${width} px`).toBe(width);
        const tint = await band.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(tint).not.toMatch(/^rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)|^transparent$/);
      }
      // The content keeps the column's left edge: the heading starts where the page's column does.
      expect(heading.x, `${width} px`).toBeCloseTo((width - widths[width]!) / 2, 0);
    }
    // About 1,240 px at 1920 against 1,160 at 1440.
    expect(widths[1440]).toBeCloseTo(1160, 0);
    expect(widths[1920]).toBeCloseTo(1240, 0);
  },
);

test('the phone menu lists the services under their four groups, each a disclosure that opens its list, by touch and by keyboard', async ({
  page,
}) => {
  // Two widths, four groups each: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await gotoHydrated(page, '/about');
  const toggle = page.getByRole('button', {name: 'Menu'});
  const panel = page.locator('#mobile-menu');
  // The menu is the phone and tablet header's (to 996 px): on the desktop project, at a tablet's width.
  for (const width of isPhone(page) ? [320, 375] : [768]) {
    await resizeTo(page, width, 812);
    await toggle.click();
    const groups = panel.getByRole('list', {name: 'Services by group'});
    // Native disclosures (<details>): a screen reader hears each summary as a collapsed or expanded button.
    const summaries = groups.locator('summary');
    await expect(summaries).toHaveText(serviceCategories.map((c) => c.label));
    for (const summary of await summaries.all()) {
      expect((await summary.boundingBox())!.height, `${width} px`).toBeGreaterThanOrEqual(44);
    }
    // Closed, no service link is in the way; on an 812 px screen Get Quote Now still fits (at 320 the Resources
    // entries wrap, and it is a short scroll away, as the header's Quote is not).
    await expect(groups.getByRole('link')).toHaveCount(0);
    if (width >= 375) await expect(panel.getByRole('link', {name: 'Get Quote Now'})).toBeInViewport({ratio: 1});

    for (const category of serviceCategories) {
      const summary = summaries.filter({hasText: category.label});
      const group = groups.locator('details').filter({has: page.locator('summary', {hasText: category.label})});
      await summary.click();
      await expect(group).toHaveAttribute('open', '');
      // Every service of the group, in the order the home page lists them.
      const names = services.filter((s) => s.category === category.id).map((s) => s.name);
      const links = group.getByRole('link');
      await expect(links).toHaveCount(names.length);
      expect((await links.allTextContents()).sort()).toEqual([...names].sort());
      for (const link of await links.all()) {
        expect((await link.boundingBox())!.height, `${category.label} at ${width} px`).toBeGreaterThanOrEqual(44);
      }
      await summary.click();
      await expect(group).not.toHaveAttribute('open');
      await expect(links).toHaveCount(0);
    }

    // By keyboard: Enter opens a group, Tab reaches its first service, Enter follows it and the menu closes.
    const business = summaries.filter({hasText: 'Business finance'});
    await business.focus();
    await page.keyboard.press('Enter');
    const first = groups.locator('details[open]').getByRole('link').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    const href = (await first.getAttribute('href'))!;
    expect(services.filter((s) => s.category === 'business').map((s) => `/services/${s.slug}`)).toContain(href);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(panel).toBeHidden();
    // On that service's page, its group starts open with the page marked.
    await toggle.click();
    await expect(groups.locator('details[open] [aria-current="page"]')).toHaveAttribute('href', href);
    await page.keyboard.press('Escape');
    await page.goto('/about');
  }
});

// A design review: every card was as tall as its group's longest, most with 27 px empty under the text.
test(
  '"What we arrange" on a wide screen: side-by-side service cards share one height, each row as tall as its taller card and no taller',
  desktopLayout,
  async ({page}) => {
    await gotoHydrated(page, '/');
    const cards = page.getByRole('region', {name: 'What we arrange'}).locator('li');
    for (const width of [1280, 1440, 1920]) {
      await resizeTo(page, width, 900);
      const measured = await cards.evaluateAll((items) =>
        items.map((li) => {
          const card = li.getBoundingClientRect();
          const lastLine = Math.max(...Array.from(li.children, (child) => child.getBoundingClientRect().bottom));
          return {
            top: Math.round(card.top),
            height: card.height,
            empty: card.bottom - parseFloat(getComputedStyle(li).paddingBottom) - lastLine,
          };
        }),
      );
      const rows = new Map<number, typeof measured>();
      for (const card of measured) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      expect(rows.size, `${width} px: the 14 cards in 7 rows of two`).toBe(7);
      for (const [top, row] of rows) {
        const heights = row.map((c) => c.height);
        expect(
          Math.max(...heights) - Math.min(...heights),
          `${width} px, row at ${top}: one height`,
        ).toBeLessThanOrEqual(1);
        // The row's longer card fills it: no more than about 16 px under its last line. (The card beside a longer one
        // keeps the difference: one line beside the two three-line descriptions.)
        const fullest = Math.min(...row.map((c) => c.empty));
        expect(fullest, `${width} px, row at ${top}: empty space under the longer card`).toBeLessThanOrEqual(16);
      }
    }
  },
);

// A design review: the three links were 26 px tall at 375 px.
test(
  'the home page’s "Compare all services", "All tools and calculators" and "All resources" are 44 px targets on a phone',
  sameAtEveryWidth,
  async ({page}) => {
    if (!isPhone(page)) await resizeTo(page, 375, 812);
    await gotoHydrated(page, '/');
    for (const name of ['Compare all services', 'All tools and calculators', 'All resources']) {
      const link = page.getByRole('main').getByRole('link', {name, exact: true});
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
    }
  },
);
