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
 * Measured on the rendered page at seven widths: the pattern's root holds the
 * page's only H1 with the section's eyebrow before it, the H1 and eyebrow
 * sizes agree within a pattern, every H1 (or, on a
 * guide, the sidebar beside it) starts on the logo's left edge, and nothing
 * scrolls sideways.
 */
import {expect, test, gotoHydrated} from './fixtures';

type Pattern = 'marketing' | 'tool' | 'reading';

const pagesByPattern: Record<Pattern, readonly string[]> = {
  marketing: ['/', '/about', '/services', '/services/bridging-finance', '/resources', '/resources/tools'],
  tool: ['/tools/bridging-loan-calculator', '/tools/loan-comparison-tool', '/tools/loan-readiness-check', '/contact'],
  reading: [
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
    '/search',
    '/no-such-page',
  ],
};

const pages = Object.entries(pagesByPattern).flatMap(([pattern, paths]) =>
  paths.map((path) => ({path, pattern: pattern as Pattern})),
);

interface Measured {
  path: string;
  pattern: Pattern;
  h1Size: number;
  left: number;
  logo: number;
  sideways: number;
  band: string;
  buttons: number;
  eyebrowFirst: boolean;
  eyebrowSize: number;
}

for (const width of [320, 375, 768, 1024, 1280, 1440, 1920]) {
  test(`every page type has its one page top, on the logo's left edge, at ${width} px`, async ({page}) => {
    test.setTimeout(pages.length * 6_000);
    await page.setViewportSize({width, height: 900});
    const seen: Measured[] = [];
    for (const {path, pattern} of pages) {
      await gotoHydrated(page, path);
      const top = page.locator(`main [data-page-top="${pattern}"]`);
      await expect(top, `${path}: the ${pattern} page top`).toHaveCount(1);
      await expect(page.locator('[data-page-top]'), `${path}: one page top`).toHaveCount(1);
      await expect(page.locator('h1'), `${path}: one H1`).toHaveCount(1);
      await expect(top.locator('h1'), `${path}: the H1 in the page top`).toHaveCount(1);
      const measured = await top.evaluate((root) => {
        const h1 = root.querySelector('h1')!;
        const logo = document.querySelector('header a[href="/"]')!;
        // A guide's sidebar, where it shows, takes the logo's edge; the header starts the column beside it.
        const sidebar = document.querySelector('.theme-doc-sidebar-container');
        const sidebarShown = sidebar && sidebar.getBoundingClientRect().width > 0;
        // The eyebrow: the paragraph that opens the top's text, straight before the H1.
        const eyebrow = h1.previousElementSibling;
        return {
          h1Size: parseFloat(getComputedStyle(h1).fontSize),
          left: sidebarShown ? sidebar.getBoundingClientRect().left : h1.getBoundingClientRect().left,
          logo: logo.getBoundingClientRect().left,
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          band: getComputedStyle(root).backgroundImage,
          buttons: root.querySelectorAll('a.button').length,
          eyebrowFirst: eyebrow?.tagName === 'P' && eyebrow.parentElement!.firstElementChild === eyebrow,
          eyebrowSize: eyebrow ? parseFloat(getComputedStyle(eyebrow).fontSize) : 0,
        };
      });
      seen.push({path, pattern, ...measured});
    }
    for (const s of seen) {
      const first = seen.find((other) => other.pattern === s.pattern)!;
      expect(Math.abs(s.left - s.logo), `${s.path}: H1 (or sidebar) on the logo's left edge`).toBeLessThanOrEqual(1);
      expect(s.sideways, `${s.path}: no sideways scroll`).toBeLessThanOrEqual(0);
      expect(s.h1Size, `${s.path}: H1 size as on ${first.path}`).toBeCloseTo(first.h1Size, 1);
      expect(s.eyebrowFirst, `${s.path}: eyebrow, then H1`).toBe(true);
      expect(s.eyebrowSize, `${s.path}: eyebrow size as on ${first.path}`).toBeCloseTo(first.eyebrowSize, 1);
      if (s.pattern === 'reading') {
        expect(s.band, `${s.path}: on white`).toBe('none');
      } else {
        expect(s.band, `${s.path}: the navy band`).toContain('linear-gradient');
        // Marketing tops carry Get a quote and Call; a tool's own form is its call to action.
        expect(s.buttons, `${s.path}: buttons`).toBe(s.pattern === 'marketing' ? 2 : 0);
      }
    }
    // The patterns differ from each other: a tool's H1 is smaller than a marketing page's.
    const size = (pattern: Pattern) => seen.find((s) => s.pattern === pattern)!.h1Size;
    expect(size('tool')).toBeLessThan(size('marketing'));
  });
}

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
