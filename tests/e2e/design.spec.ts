/**
 * The look, measured on the rendered pages (the card grids at every width are
 * measured by page-tops.spec.ts, which loads the same pages there): one focus ring that can be seen on every background, a short home
 * page on a phone, the footer in two columns, and the checks a visitor can
 * make (register links, the accessibility statement), and the cards' icons
 * drawn whether the page came from the server or from a move within the app.
 */
import {expect, gotoHydrated, test, type Locator, type Page} from './fixtures';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440, 1920];
/** WCAG relative luminance and contrast ratio of two CSS rgb() colours. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
/** The opaque colours in a CSS value; a faint tint (alpha under 0.5, like the hero's 10% glow) is not a background. */
const parseColours = (css: string) =>
  [...css.matchAll(/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,\s*([\d.]+))?/g)]
    .filter((m) => m[4] === undefined || Number(m[4]) >= 0.5)
    .map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);

/** The focus ring of a focused element (or of its ::after, for cards) and every colour painted behind it. */
async function focusRing(target: Locator, pseudo: '' | '::after' = '') {
  return target.evaluate((el, pseudoElt) => {
    const style = getComputedStyle(el, pseudoElt || null);
    const behind: string[] = [];
    // The ring sits outside the element: the colours behind it are its ancestors' first painted background.
    for (let node = el.parentElement; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.backgroundImage !== 'none' && s.backgroundImage.includes('gradient')) {
        behind.push(s.backgroundImage);
        if (s.backgroundColor !== 'rgba(0, 0, 0, 0)') behind.push(s.backgroundColor);
        break;
      }
      if (s.backgroundColor !== 'rgba(0, 0, 0, 0)') {
        behind.push(s.backgroundColor);
        break;
      }
    }
    return {
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      lineStyle: style.outlineStyle,
      colour: style.outlineColor,
      behind: behind.join(' ') || 'rgb(255, 255, 255)',
    };
  }, pseudo);
}

/** Where a control shows: the phone menu button below the desktop navbar's 997 px, the Resources button from there up. */
const PHONE_WIDTHS = WIDTHS.filter((width) => width < 997);
const DESKTOP_WIDTHS = WIDTHS.filter((width) => width >= 997);

const focusTargets: {
  name: string;
  path: string;
  find: (page: Page) => Locator;
  pseudo?: '::after';
  widths?: number[];
}[] = [
  {
    name: 'the menu button in the header',
    path: '/',
    find: (p) => p.locator('button[aria-controls="mobile-menu"]'),
    widths: PHONE_WIDTHS,
  },
  {
    name: 'the Resources button in the header',
    path: '/',
    find: (p) => p.locator('.navbar button[aria-haspopup="true"]').first(),
    widths: DESKTOP_WIDTHS,
  },
  {
    name: 'the brand link in the header',
    path: '/',
    find: (p) => p.locator('header').getByRole('link', {name: /^Harbourline Commercial Finance/}),
  },
  {
    name: 'Get a quote in the navy hero',
    path: '/',
    find: (p) => p.locator('main section').first().getByRole('link', {name: 'Get a quote'}),
  },
  {
    name: 'Call in the navy hero',
    path: '/',
    find: (p) =>
      p
        .locator('main section')
        .first()
        .getByRole('link', {name: /^Call /}),
  },
  {name: 'a card link', path: '/resources/tools', find: (p) => p.locator('.site-grid a').first(), pseudo: '::after'},
  {name: 'a footer link', path: '/', find: (p) => p.locator('footer').getByRole('link', {name: 'Privacy policy'})},
];

/**
 * One test per page: the page is loaded once and each of its targets measured at each width (the layout follows
 * the window through CSS, as the grids above are measured), each step naming its target and width.
 */
for (const path of [...new Set(focusTargets.map((t) => t.path))]) {
  const targets = focusTargets.filter((t) => t.path === path);
  test(`the focus ring on ${targets.map((t) => t.name).join('; ')} is at least 2 px, offset, and 3:1 against what is behind it, at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    // Up to six targets at seven widths on one load: given the time the separate tests had between them.
    test.slow();
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 900});
      await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies
      for (const {name, find, pseudo} of targets.filter((t) => (t.widths ?? WIDTHS).includes(width))) {
        await test.step(`${name} at ${width} px`, async () => {
          const target = find(page);
          await target.focus();
          await expect(target, `${name} at ${width} px`).toBeFocused();
          const ring = await focusRing(target, pseudo ?? '');
          const where = `${name} at ${width} px: ${ring.colour} on ${ring.behind}`;
          expect(ring.lineStyle, where).toBe('solid');
          expect(ring.width, where).toBeGreaterThanOrEqual(2);
          expect(ring.offset, where).toBeGreaterThanOrEqual(2);
          const [colour] = parseColours(ring.colour);
          const backgrounds = parseColours(ring.behind);
          expect(backgrounds.length, where).toBeGreaterThan(0);
          for (const background of backgrounds) expect(contrast(colour!, background), where).toBeGreaterThanOrEqual(3);
        });
      }
    }
  });
}

test('on a 375 x 740 phone, home is at most eight screens long and its footer lists its links in two columns', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/');
  await test.step('at most eight screens long', async () => {
    const {height, notice} = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      // The example-details notice shows only until the owner's real details are entered (src/business.ts).
      notice:
        document.querySelector('footer [aria-labelledby="example-details-heading"]')?.getBoundingClientRect().height ??
        0,
    }));
    expect(height - notice).toBeLessThanOrEqual(8 * 740);
    expect(height).toBeLessThanOrEqual(8.5 * 740);
    // The services are a compact list there: every one still linked.
    await expect(
      page.locator('#home-services ~ * .site-grid a, section[aria-labelledby="home-services"] .site-grid a'),
    ).toHaveCount(14);
    // Every calculator and the readiness check, one line each.
    await expect(page.locator('section[aria-labelledby="home-tools"] .site-grid > li')).toHaveCount(8);
  });
  await test.step('the footer in two columns, its Site and Resources groups opened', async () => {
    for (const summary of await page.locator('footer summary').all()) await summary.click();
    const lefts = await page
      .locator('footer nav li')
      .evaluateAll((items) => [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().x)))]);
    expect(lefts).toHaveLength(2);
  });
});

test('the accessibility statement is linked from the footer and says how to report a problem', async ({page}) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', {name: 'Accessibility'}).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Accessibility statement'})).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2/).first()).toBeVisible();
  await expect(page.getByRole('heading', {name: /Report a problem or get content another way/})).toBeVisible();
});

test('register check links stay hidden while the licence numbers are examples, and About says how to check us', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', {name: 'How to check us'})).toBeVisible();
  // src/business.ts still lists the licence numbers as examples: a search for them would prove nothing, and the page
  // says so beside the steps.
  await expect(page.getByTestId('check-us-examples')).toContainText('the registers will not show them yet');
  await expect(page.locator('a[data-register]')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('a[data-register]')).toHaveCount(0);
});

test('a service page opens with its key facts, a one-line scope note and a quote card that stays in view', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/services/bridging-finance');
  const facts = page.getByRole('region', {name: /At a glance/});
  await expect(facts).toBeInViewport();
  for (const label of [
    'Loan size',
    'Maximum LVR on peak debt, across both properties',
    'Bridging term',
    'Interest rate',
    'Time to funds',
  ]) {
    await expect(facts.getByText(label, {exact: true})).toBeVisible();
  }
  // The strip holds every bridging range, so there is no terms section (it was a heading over only a pointer back to
  // the strip); its peak-debt sentence is in "How a bridge is structured". The dated note is under the strip.
  await expect(page.locator('article h2', {hasText: /^Indicative/})).toHaveCount(0);
  await expect(page.getByText('under “At a glance” at the top of the page')).toHaveCount(0);
  await expect(
    page
      .locator('article h2:text-is("How a bridge is structured") ~ p')
      .filter({hasText: 'Lenders apply their limits to peak debt'}),
  ).toBeVisible();
  await expect(page.locator('article h2:text-is("How a bridge is structured") + ul + p')).toContainText(
    'Lenders apply their limits to peak debt including capitalised interest',
  );
  await expect(facts).toContainText(/Indicative only, as at \w+ \d{4}/);
  await expect(page.locator('article table')).toHaveCount(0);
  const note = page.getByTestId('credit-scope');
  await expect(note).toContainText('business purposes');
  await expect(note.getByRole('link', {name: 'how we handle it'})).toHaveAttribute('href', /\/credit-guide#/);
  const ask = page.getByRole('region', {name: 'Ask about bridging finance'});
  await expect(ask.getByRole('link', {name: 'Get a quote'})).toHaveAttribute(
    'href',
    '/contact?service=bridging-finance',
  );
  await expect(page.getByRole('heading', {name: 'Case study (illustrative)'})).toBeVisible();
  await page.mouse.wheel(0, 2500);
  await expect(ask.getByRole('link', {name: 'Get a quote'})).toBeInViewport();
});

test('/services compares all 14 services on purpose, size, term, security and speed; its brand link is named by the words it shows, then "(home)"', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.locator('header a[href="/"]').first()).toHaveAccessibleName(
    /^Harbourline Commercial Finance \(home\)$/,
  );
  const headers = page.locator('main table').first().locator('thead th');
  await expect(headers).toHaveText([
    'Service',
    'What it is for',
    'Loan size',
    'Term',
    'Usual security',
    'Time to funds',
  ]);
  await expect(page.locator('main table tbody tr')).toHaveCount(14);
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({width, height: 900});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
});

/** Each card icon's drawn size: an SVG shape written as markup must land in the SVG namespace to draw at all. */
async function iconSizes(page: Page, selector: string): Promise<{svgShapes: number; width: number; height: number}[]> {
  return page.locator(selector).evaluateAll((icons) =>
    icons.map((icon) => {
      const shapes = Array.from(icon.children).filter((shape) => shape instanceof SVGGraphicsElement);
      const box = (icon as SVGSVGElement).getBBox();
      return {svgShapes: shapes.length, width: box.width, height: box.height};
    }),
  );
}

test('card icons are drawn when home is served and when a visitor moves to it within the app', async ({page}) => {
  const icons = 'main section svg[stroke-width="1.75"]';
  const expectDrawn = async () => {
    const sizes = await iconSizes(page, icons);
    expect(sizes.length).toBeGreaterThanOrEqual(10);
    for (const size of sizes) {
      expect(size.svgShapes).toBeGreaterThan(0);
      expect(size.width).toBeGreaterThan(4);
      expect(size.height).toBeGreaterThan(4);
    }
  };
  await page.goto('/');
  await expectDrawn();
  // React writes them itself after a move within the app (the served HTML is not used).
  await gotoHydrated(page, '/about');
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  await page.locator('header').getByRole('link', {name: 'Home', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Finance for the deal in front of you/);
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  await expectDrawn();
});
