/**
 * One page-top pattern per page type, from one component: every reading page
 * (guide, case study, insight, their lists, the glossary, the FAQs, the
 * legal pages and the accessibility statement) starts
 * with PageHeader (an eyebrow naming the section, then the one H1), at the
 * same type scale and on the same left edge as the logo, at every width.
 */
import {expect, test, gotoHydrated} from './fixtures';

const readingPages = [
  '/resources/guides',
  '/resources/guides/bridging-finance-explained',
  '/resources/case-studies',
  '/resources/case-studies/second-mortgage-for-a-tax-debt',
  '/resources/insights',
  '/resources/insights/reading-the-cash-rate',
  '/resources/glossary',
  '/resources/faqs',
  // The policies share the reading pages' top.
  '/privacy',
  '/accessibility',
];

for (const width of [320, 375, 768, 1024, 1280, 1440, 1920]) {
  test(`reading pages share one page top at ${width} px`, async ({page}) => {
    test.setTimeout(readingPages.length * 8_000);
    await page.setViewportSize({width, height: 900});
    const seen: {path: string; h1: number; eyebrow: number; left: number; logo: number}[] = [];
    for (const path of readingPages) {
      await gotoHydrated(page, path);
      const top = page.locator('main [data-page-top="reading"]');
      await expect(top, path).toHaveCount(1);
      await expect(top.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('main h1'), path).toHaveCount(1);
      const measured = await top.evaluate((header) => {
        const h1 = header.querySelector('h1')!;
        const eyebrow = header.querySelector('p')!;
        const logo = document.querySelector('header a[href="/"]')!;
        // A guide's sidebar, where it shows, takes the logo's edge; the header starts the column beside it.
        const sidebar = document.querySelector('.theme-doc-sidebar-container');
        const sidebarShown = sidebar && sidebar.getBoundingClientRect().width > 0;
        return {
          h1: parseFloat(getComputedStyle(h1).fontSize),
          eyebrow: parseFloat(getComputedStyle(eyebrow).fontSize),
          left: sidebarShown ? sidebar.getBoundingClientRect().left : h1.getBoundingClientRect().left,
          logo: logo.getBoundingClientRect().left,
          eyebrowFirst: header.firstElementChild === eyebrow && eyebrow.nextElementSibling === h1,
        };
      });
      expect(measured.eyebrowFirst, `${path}: eyebrow, then H1`).toBe(true);
      seen.push({path, ...measured});
    }
    for (const s of seen) {
      expect(s.h1, `${s.path}: H1 size`).toBeCloseTo(seen[0]!.h1, 1);
      expect(s.eyebrow, `${s.path}: eyebrow size`).toBeCloseTo(seen[0]!.eyebrow, 1);
      expect(Math.abs(s.left - s.logo), `${s.path}: page top (or sidebar) on the logo's left edge`).toBeLessThanOrEqual(1);
    }
  });
}
