/**
 * One page-top pattern per page type (docs-dev/DESIGN.md, "Page tops"), from
 * two components:
 *
 * - marketing (PageHero): home, About, Services, each service, the Resources
 *   and Tools hubs: the navy band with the quote and call buttons;
 * - tool (PageHero, pattern="tool"): each calculator, the readiness check and
 *   the quote form: the slim navy band, no buttons, no art;
 * - reading (PageHeader): guides, case studies, insights, their lists and topics, the
 *   glossary, the FAQs, the policies, search and the not-found page: an
 *   eyebrow naming the section, then the one H1, on white.
 *
 * Measured on the rendered page at eight widths from 320 to 1920 px (each page loaded once, then resized): the pattern's root holds the
 * page's only H1 with the section's eyebrow before it, the H1 and eyebrow
 * sizes agree within a pattern, every H1 (or, on a
 * guide, the sidebar beside it) starts on the logo's left edge, and nothing
 * scrolls sideways; on the pages with card lists, the same load and widths
 * check the grids are balanced (cardGrids.ts).
 */
import {expect, test, gotoHydrated} from './fixtures';
import {expectBalancedGrids, pagesWithCardGrids} from './cardGrids';
import {resizeTo} from './resize';

type Pattern = 'marketing' | 'tool' | 'reading';

const pagesByPattern: Record<Pattern, readonly string[]> = {
  marketing: ['/', '/about', '/services', '/services/bridging-finance'],
  tool: ['/tools/bridging-loan-calculator', '/tools/loan-comparison-tool', '/tools/loan-readiness-check', '/contact'],
  // The five resources lists open alike, on white.
  reading: [
    '/resources',
    '/resources/tools',
    '/resources/guides',
    '/resources/guides/bridging-finance-explained',
    '/resources/case-studies',
    '/resources/case-studies/second-mortgage-for-a-tax-debt',
    '/resources/insights',
    '/resources/insights/reading-the-cash-rate',
    '/resources/case-studies/tags',
    '/resources/glossary',
    '/resources/faqs',
    '/privacy',
    '/terms',
    '/complaints',
    '/credit-guide',
    '/accessibility',
    '/search?q=bridging',
    '/no-such-page',
  ],
};

const pages = Object.entries(pagesByPattern).flatMap(([pattern, paths]) =>
  paths.map((path) => ({path, pattern: pattern as Pattern})),
);

interface Measured {
  path: string;
  pattern: Pattern;
  width: number;
  tops: number;
  ownTops: number;
  h1s: number;
  h1sInTop: number;
  h1Size: number;
  left: number;
  logo: number;
  sideways: number;
  band: string;
  buttons: number;
  eyebrowFirst: boolean;
  eyebrowSize: number;
}

const WIDTHS = [320, 375, 768, 1024, 1280, 1440, 1500, 1920];

/**
 * Each page is loaded once and measured at every width (the layout follows the viewport's width through CSS, as
 * design.spec.ts's grids are measured): the marketing and tool pages in one test (their H1 sizes are compared),
 * the reading pages in another.
 */
const groups: {name: string; patterns: Pattern[]}[] = [
  {name: 'marketing and tool pages', patterns: ['marketing', 'tool']},
  {name: 'reading pages', patterns: ['reading']},
];

for (const {name, patterns} of groups) {
  test(`every page type has its one page top, on the logo's left edge, at ${WIDTHS.join(', ')} px: ${name}`, async ({
    page,
  }) => {
    const measuredPages = pages.filter(({pattern}) => patterns.includes(pattern));
    test.setTimeout(measuredPages.length * 20_000);
    const seen: Measured[] = [];
    for (const {path, pattern} of measuredPages) {
      await page.setViewportSize({width: WIDTHS[0]!, height: 900});
      await gotoHydrated(page, path);
      for (const width of WIDTHS) {
        await resizeTo(page, width, 900);
        const measured = await page.evaluate((pagePattern) => {
          const root = document.querySelector(`main [data-page-top="${pagePattern}"]`);
          const h1 = root?.querySelector('h1');
          const logo = document.querySelector('header a[href="/"]')!;
          // A guide's sidebar, where it shows, takes the logo's edge; the header starts the column beside it.
          const sidebar = document.querySelector('.theme-doc-sidebar-container');
          const sidebarShown = sidebar && sidebar.getBoundingClientRect().width > 0;
          // The eyebrow: the paragraph that opens the top's text, straight before the H1.
          const eyebrow = h1?.previousElementSibling;
          return {
            tops: document.querySelectorAll('[data-page-top]').length,
            ownTops: document.querySelectorAll(`main [data-page-top="${pagePattern}"]`).length,
            h1s: document.querySelectorAll('h1').length,
            h1sInTop: root ? root.querySelectorAll('h1').length : 0,
            h1Size: h1 ? parseFloat(getComputedStyle(h1).fontSize) : 0,
            left: sidebarShown ? sidebar.getBoundingClientRect().left : (h1?.getBoundingClientRect().left ?? NaN),
            logo: logo.getBoundingClientRect().left,
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            band: root ? getComputedStyle(root).backgroundImage : '',
            buttons: root ? root.querySelectorAll('a.button').length : 0,
            // First in its block, or after only the page's breadcrumbs (a service page's trail, above its eyebrow).
            eyebrowFirst:
              eyebrow?.tagName === 'P' &&
              (eyebrow.previousElementSibling === null ||
                (eyebrow.previousElementSibling.previousElementSibling === null &&
                  eyebrow.previousElementSibling.querySelector('nav[aria-label="Breadcrumbs"]') !== null)),
            eyebrowSize: eyebrow ? parseFloat(getComputedStyle(eyebrow).fontSize) : 0,
          };
        }, pattern);
        seen.push({path, pattern, width, ...measured});
        // The same load and width serve the card-grid checks (cardGrids.ts) on the pages that have them.
        if (pagesWithCardGrids.includes(path)) await expectBalancedGrids(page, `${path} at ${width} px`);
      }
    }
    for (const s of seen) {
      const at = `${s.path} at ${s.width} px`;
      expect(s.ownTops, `${at}: the ${s.pattern} page top`).toBe(1);
      expect(s.tops, `${at}: one page top`).toBe(1);
      expect(s.h1s, `${at}: one H1`).toBe(1);
      expect(s.h1sInTop, `${at}: the H1 in the page top`).toBe(1);
      const first = seen.find((other) => other.pattern === s.pattern && other.width === s.width)!;
      expect(Math.abs(s.left - s.logo), `${at}: H1 (or sidebar) on the logo's left edge`).toBeLessThanOrEqual(1);
      expect(s.sideways, `${at}: no sideways scroll`).toBeLessThanOrEqual(0);
      expect(s.h1Size, `${at}: H1 size as on ${first.path}`).toBeCloseTo(first.h1Size, 1);
      expect(s.eyebrowFirst, `${at}: eyebrow, then H1`).toBe(true);
      expect(s.eyebrowSize, `${at}: eyebrow size as on ${first.path}`).toBeCloseTo(first.eyebrowSize, 1);
      if (s.pattern === 'reading') {
        expect(s.band, `${at}: on white`).toBe('none');
      } else {
        expect(s.band, `${at}: the navy band`).toContain('linear-gradient');
        // Marketing tops carry Get a quote and Call as buttons (the home page's readiness check and a service page's
        // own calculator are text links under them); a tool's own form is its call to action.
        expect(s.buttons, `${at}: buttons`).toBe(s.pattern === 'marketing' ? 2 : 0);
      }
    }
    // The patterns differ from each other: a tool's H1 is smaller than a marketing page's, at every width.
    if (patterns.includes('tool')) {
      for (const width of WIDTHS) {
        const size = (pattern: Pattern) => seen.find((s) => s.pattern === pattern && s.width === width)!.h1Size;
        expect(size('tool'), `at ${width} px`).toBeLessThan(size('marketing'));
      }
    }
  });
}

test('every page with card grids is among the pages measured here', () => {
  for (const path of pagesWithCardGrids) expect(pages.map((p) => p.path)).toContain(path);
});

test('the policies show breadcrumbs and give them as BreadcrumbList data, like the other reading pages', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Website terms and disclaimer'],
    ['/complaints', 'Complaints and disputes'],
    ['/credit-guide', 'Credit guide'],
    ['/accessibility', 'Accessibility statement'],
  ] as const) {
    await page.goto(path);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs.getByRole('link', {name: 'Home'}), path).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]'), path).toHaveText(name);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = data.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(
      list?.itemListElement?.map((item: {name: string}) => item.name),
      path,
    ).toEqual(['Home', name]);
  }
});

test('a calculator and the readiness check carry the tools list’s trail, as the lists do: "‹ Tools and calculators" on a phone', async ({
  page,
}) => {
  // Resources, the tools list, then a calculator: the navy band had no way back up (a
  // later review preferred the lists' breadcrumb to a linked eyebrow).
  for (const path of ['/tools/bridging-loan-calculator', '/tools/loan-readiness-check']) {
    await gotoHydrated(page, path);
    const trail = page.locator('[data-page-top="tool"]').getByRole('navigation', {name: 'Breadcrumbs'});
    const back = trail.getByRole('link', {name: 'Tools and calculators'});
    await expect(back, path).toBeVisible();
    await expect(back, path).toHaveAttribute('href', '/resources/tools');
    // The eyebrow stays a label.
    await expect(page.locator('[data-page-top="tool"] p').first().getByRole('link')).toHaveCount(0);
  }
});
