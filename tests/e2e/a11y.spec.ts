/**
 * axe at desktop and phone width on every page type and state. Each page is loaded once and checked at
 * 1280 px, then at 375 px after the window is narrowed (the layout, and the theme's phone/desktop switch,
 * follow the window without a reload), so this file runs in the desktop project only.
 */
import {expect, test, gotoHydrated, type Page} from './fixtures';
import {axeViolations} from './axe';
import {legalLinks, serviceSlugs} from '../../src/site-map';
import {calculatorSlugs} from '../../src/calculators';
import {routeTable} from './routes';
import {resizeTo} from './resize';

/** The desktop project's window, then a 375 x 740 phone's. */
const WIDTHS = [
  {width: 1280, height: 800},
  {width: 375, height: 740},
];

/** axe's WCAG 2.2 AA violations on the page as it is, at each width, each with the width and the elements. */
async function violationsAtEachWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const {width, height} of WIDTHS) {
    await resizeTo(page, width, height);
    found.push(...(await axeViolations(page)).map((v) => `${width} px ${v}`));
  }
  return found;
}

/** The page types the route table does not reach (it lists index pages): a guide, a case study, a section's topics and one topic. */
const articles = [
  '/resources/guides/bridging-finance-explained',
  '/resources/case-studies/bridging-a-freehold-purchase',
  '/resources/insights/tags',
  '/resources/insights/tags/lender-appetite',
];

/**
 * Pages that share a template are checked through one of them (two or three for the calculators, so every
 * results component is checked once): axe finds what a template gets wrong on any of its pages, and each run
 * costs a page load and two axe passes. The pages' own words are checked by the writers' content check and
 * the HTML check on every build.
 */
const sharedTemplates: {pages: string[]; checked: string[]}[] = [
  {pages: serviceSlugs.map((slug) => `/services/${slug}`), checked: ['/services/bridging-finance']},
  {pages: legalLinks.map((l) => l.to), checked: ['/privacy']},
  {
    // The calculators drawn from a description (src/calculators/<slug>/description.tsx); the loan comparison
    // has its own page. Bridging has the schedule and the late-exit table, commercial real estate the result
    // groups, working capital the cash-cycle chart.
    pages: calculatorSlugs.filter((slug) => slug !== 'loan-comparison-tool').map((slug) => `/tools/${slug}`),
    checked: [
      '/tools/bridging-loan-calculator',
      '/tools/commercial-real-estate-calculator',
      '/tools/working-capital-calculator',
    ],
  },
];
const notChecked = new Set(sharedTemplates.flatMap(({pages, checked}) => pages.filter((p) => !checked.includes(p))));

/** One page of each type: checked after merging and on every pull request (`npm run test:smoke`). */
const pagesToCheck = [
  ...new Set([...routeTable, ...legalLinks.map((l) => l.to), ...articles, '/search?q=bridging', '/no-such-page']),
].filter((path) => !notChecked.has(path));

for (const path of pagesToCheck) {
  test(`axe finds no WCAG 2.2 AA violations on ${path} at 1280 and 375 px`, {tag: '@smoke'}, async ({page}) => {
    // Two axe runs: a long page (the glossary) can take most of a minute on a busy two-core machine.
    test.slow();
    await gotoHydrated(page, path);
    expect(await violationsAtEachWidth(page)).toEqual([]);
  });
}

test('the check reports a violation, and only within the part asked for', async ({page}) => {
  await page.setContent('<html lang="en"><title>t</title><main><p>text</p></main><img src="/img/none.png"></html>');
  expect(await axeViolations(page)).toEqual(['image-alt: img']);
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('a section is named by its heading’s words, not with its "#" link’s “Direct link to …” as well', async ({
  page,
}) => {
  // A screen reader's list of landmarks read "Working with a broker Direct link to Working with a broker" (a keyboard
  // trial): a name taken from a heading takes in the link inside it.
  for (const path of [
    '/resources/faqs',
    '/about',
    '/services/bridging-finance',
    '/resources/case-studies/bridging-a-freehold-purchase',
  ]) {
    await gotoHydrated(page, path);
    const regions = (await page.locator('main').ariaSnapshot()).match(/- region "[^"]*"/g) ?? [];
    expect(regions.length, path).toBeGreaterThan(0);
    expect(
      regions.filter((region) => region.includes('Direct link to')),
      path,
    ).toEqual([]);
  }
});

test('each shared template is checked through pages that exist', () => {
  for (const {pages, checked} of sharedTemplates) {
    for (const path of checked) expect(pages).toContain(path);
  }
});

test(
  'axe finds no WCAG 2.2 AA violations on the newest market insight at 1280 and 375 px',
  {tag: '@smoke'},
  async ({page}) => {
    test.slow();
    await gotoHydrated(page, '/resources/insights');
    await page.locator('main .site-grid a').first().click();
    await expect(page).toHaveURL(/\/resources\/insights\/.+/);
    expect(await violationsAtEachWidth(page)).toEqual([]);
  },
);

test('a skip link leads to the main content; axe finds no WCAG 2.2 AA violations with the search box’s results open, and the box names its panel, at 1280 and 375 px', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, '/about');
  await test.step('a skip link leads to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    // Focus lands on the content itself (a screen reader reads from there), and the next Tab stays inside it.
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    await expect(page.locator('main')).not.toHaveAttribute('tabindex');
    // Focus back where a fresh page has it, for the checks that follow.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  });
  for (const {width, height} of WIDTHS) {
    await resizeTo(page, width, height);
    // On a phone the box is in the menu.
    const box = page.getByRole('searchbox', {name: 'Search the site'}).first();
    if (!(await box.isVisible())) await page.getByRole('button', {name: 'Menu'}).click();
    const visibleBox = page.getByRole('searchbox', {name: 'Search the site'}).locator('visible=true');
    await visibleBox.fill('caveat');
    const panelId = await visibleBox.getAttribute('aria-controls');
    expect(panelId, `${width} px`).toBeTruthy();
    await expect(page.locator(`[id="${panelId}"] a[href="/services/caveat-loans"]`).first()).toBeVisible();
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});

test('at 200 % zoom, each control Tab reaches shows its whole focus ring: none cut by the window’s foot', async ({
  page,
}) => {
  // 1280 x 800 at 200 %: the window a keyboard user's trial found 2 to 5 px of each ring cut off in.
  await page.setViewportSize({width: 640, height: 400});
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
  const cut: string[] = [];
  for (let tab = 0; tab < 40; tab++) {
    await page.keyboard.press('Tab');
    // The ring: 3 px, 2 px off the control's edge.
    const bottom = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused && focused !== document.body ? focused.getBoundingClientRect().bottom + 5 : 0;
    });
    if (bottom > 400)
      cut.push(`${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}: ${bottom}`);
  }
  expect(cut).toEqual([]);
});
