/**
 * Single-column pages fill a wide screen with
 * their content and a rail, About shows its facts as lists and a box, card grids keep one column width, and the resources lists start and end alike. Each test says what a visitor sees, at a desktop's and a phone's width.
 */
import {
  expect,
  test,
  gotoHydrated,
  type Locator,
  type Page,
  sameAtEveryWidth,
  desktopLayout,
  phoneLayout,
} from './fixtures';
import {resizeTo} from './resize';
import {business} from '../../src/business';

/** Each page's rail (beside the text from 997 px, above or after it on a phone) and its text. */
const railPages: {path: string; rail: (page: Page) => Locator; text: (page: Page) => Locator}[] = [
  {
    path: '/resources/glossary',
    rail: (page) => page.locator('.site-az'),
    text: (page) => page.locator('.theme-doc-markdown > p').first(),
  },
  {
    path: '/resources/faqs',
    rail: (page) => page.getByRole('navigation', {name: 'FAQ topics'}),
    text: (page) => page.locator('section:has(> #working-with-a-broker)'),
  },
  {
    path: '/about',
    rail: (page) => page.locator('section:has(> #about-licence)'),
    text: (page) => page.locator('section:has(> #about-how)'),
  },
  {
    path: '/no-such-page',
    rail: (page) => page.getByRole('navigation', {name: 'Helpful pages'}),
    text: (page) => page.getByRole('heading', {name: 'Search the site'}),
  },
];

test(
  'at 1280 to 1920 px the glossary, FAQs, About and 404 put a rail beside their text, filling the column',
  desktopLayout,
  async ({page}) => {
    test.setTimeout(90_000);
    for (const {path, rail, text} of railPages) {
      await gotoHydrated(page, path);
      for (const width of [1280, 1440, 1920]) {
        await resizeTo(page, width, 900);
        await page.evaluate(() => window.scrollTo(0, 0));
        const r = (await rail(page).boundingBox())!;
        const t = (await text(page).boundingBox())!;
        const where = `${path} at ${width} px`;
        // Beside, not under: the rail starts right of the text and level with part of it.
        expect(r.x, `${where}: rail right of the text`).toBeGreaterThan(t.x + t.width);
        expect(r.y, `${where}: rail beside the text, not below it`).toBeLessThan(t.y + t.height + 400);
        // Text and rail span the site's column: at 1440 px at least 70 % of the screen (the column is 1160 px wide).
        const span = r.x + r.width - t.x;
        expect(span, `${where}: text and rail span the column`).toBeGreaterThanOrEqual(Math.min(0.7 * width, 1100));
      }
    }
  },
);

test(
  'the glossary’s A to Z and the FAQ topics stay in view beside the text as it scrolls (desktop)',
  desktopLayout,
  async ({page}) => {
    test.setTimeout(90_000);
    for (const path of ['/resources/glossary', '/resources/faqs']) {
      await gotoHydrated(page, path);
      await resizeTo(page, 1440, 900);
      const rail = railPages.find((p) => p.path === path)!.rail(page);
      await page.evaluate(() => window.scrollTo(0, 3000));
      await expect(rail, path).toBeInViewport();
      const box = (await rail.boundingBox())!;
      expect(box.x, path).toBeGreaterThan(1440 / 2);
    }
  },
);

test(
  'below 997 px the pages keep one column: the rail runs the column’s width, above or under the text',
  phoneLayout,
  async ({page}) => {
    for (const {path, rail, text} of railPages) {
      await gotoHydrated(page, path);
      for (const width of [375, 768]) {
        await resizeTo(page, width, 740);
        await page.evaluate(() => window.scrollTo(0, 0));
        const r = (await rail(page).boundingBox())!;
        const t = (await text(page).boundingBox())!;
        const where = `${path} at ${width} px`;
        // One column: the rail and the text share a left edge and do not sit side by side.
        expect(Math.abs(r.x - t.x), `${where}: same left edge`).toBeLessThanOrEqual(24);
        expect(r.y + r.height <= t.y + 1 || t.y + t.height <= r.y + 1, `${where}: one above the other`).toBe(true);
      }
    }
  },
);

test(
  'About shows its facts as structure: four numbered steps, the licence in a bordered box, how to check us in three steps',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/about');
    const how = page.locator('section:has(> #about-how)');
    const steps = how.locator('ol > li');
    await expect(steps).toHaveCount(4);
    // The process is told once, in the same words as the home page's "How it works".
    const titles = await steps.getByRole('heading', {level: 3}).allTextContents();
    expect(titles).toEqual(['Tell us the deal', 'We match lenders', 'You choose', 'We run it to settlement']);
    const texts = await steps.locator('p').allTextContents();
    const about = page.url();
    await gotoHydrated(page, '/');
    const home = page.locator('section[aria-labelledby="home-steps"] ol > li');
    expect(await home.getByRole('heading', {level: 3}).allTextContents()).toEqual(titles);
    expect(await home.locator('p').allTextContents()).toEqual(texts);
    await gotoHydrated(page, about);
    const licence = page.locator('section:has(> #about-licence)');
    const box = licence.locator('dl').locator('..');
    expect(parseFloat(await box.evaluate((el) => getComputedStyle(el).borderTopWidth))).toBeGreaterThanOrEqual(1);
    const facts: [string, string][] = [
      ['ABN', business.abn],
      ['Australian Credit Licence', business.licensee.australianCreditLicence],
      ['AFCA member number', business.memberships.afcaMemberNumber],
    ];
    for (const [term, value] of facts)
      await expect(
        licence
          .locator('dl > div')
          .filter({has: page.getByText(term, {exact: true})})
          .locator('dd'),
      ).toHaveText(value);
    const check = licence.locator('h3#about-check-us ~ ol > li');
    await expect(check).toHaveCount(3);
    await expect(check.last()).toContainText('call ASIC on 1300 300 630');
  },
);

const lists = ['/resources', '/resources/tools', '/resources/guides', '/resources/case-studies', '/resources/insights'];

test('every resources list, and a service page, has its breadcrumbs above the eyebrow and the title', async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const path of [...lists, '/services/bridging-finance', '/privacy']) {
    await page.goto(path);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs, path).toBeVisible();
    // On a phone the trail is only the parent as a back link; from 768 px it starts at Home.
    if ((page.viewportSize()?.width ?? 0) >= 768)
      await expect(crumbs.getByRole('link', {name: 'Home'}), path).toBeVisible();
    else await expect(crumbs.getByRole('link'), path).toHaveCount(1);
    const top = page.locator('[data-page-top]').first();
    const eyebrow = (await top.locator('p').first().boundingBox())!;
    const title = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    const trail = (await crumbs.boundingBox())!;
    expect(trail.y + trail.height, `${path}: breadcrumbs above the eyebrow`).toBeLessThanOrEqual(eyebrow.y + 1);
    expect(trail.y, `${path}: breadcrumbs above the title`).toBeLessThan(title.y);
  }
});

test('every resources list ends with the same "Talk to a broker" panel, as wide as its cards, and nothing after it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of lists) {
    await page.goto(path);
    const panel = page.getByRole('region', {name: 'Talk to a broker about your deal'});
    await expect(panel, path).toBeVisible();
    await expect(panel.getByRole('link', {name: 'Get a quote'}), path).toBeVisible();
    // After the list: below the last card grid on the page, from the column's left edge (the breadcrumbs') to the
    // cards' right edge (the guides list's panel sat 10 px inside both).
    const panelBox = (await panel.boundingBox())!;
    const grids = await page
      .locator('main .site-grid')
      .evaluateAll((all) => all.map((g) => g.getBoundingClientRect().toJSON() as DOMRect));
    const last = grids.at(-1)!;
    expect(panelBox.y, `${path}: the panel after the cards`).toBeGreaterThan(last.y + last.height);
    const column = (await page.getByRole('navigation', {name: 'Breadcrumbs'}).boundingBox())!;
    expect(Math.abs(panelBox.x - column.x), `${path}: left edge`).toBeLessThanOrEqual(1);
    expect(
      Math.abs(panelBox.x + panelBox.width - Math.max(...grids.map((g) => g.right))),
      `${path}: right edge`,
    ).toBeLessThanOrEqual(1);
    // No list has a "Last updated" line (the guides list's followed its panel).
    await expect(page.getByText(/Last updated/), path).toHaveCount(0);
  }
});
