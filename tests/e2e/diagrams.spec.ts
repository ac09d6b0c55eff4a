/**
 * Every guide that imports a diagram shows it as a titled figure with a text alternative, readable on a phone.
 * Each guide is loaded once and measured at 1280 px, then at 375 px after the window is narrowed (the figures
 * follow the window through CSS), so this file runs in the desktop project only.
 */
import fs from 'fs';
import path from 'path';
import {expect, test, gotoHydrated} from './fixtures';
import {resizeTo} from './resize';
import {axeViolations} from './axe';

const GUIDES = path.join(__dirname, '../../docs/guides');
const withDiagrams = fs
  .readdirSync(GUIDES)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({
    slug: file.replace(/\.mdx$/, ''),
    diagrams: [...fs.readFileSync(path.join(GUIDES, file), 'utf8').matchAll(/^<(\w+Diagram)\b/gm)].length,
  }))
  .filter((guide) => guide.diagrams > 0);

test('at least eight diagrams appear across the guides', () => {
  expect(withDiagrams.reduce((sum, g) => sum + g.diagrams, 0)).toBeGreaterThanOrEqual(8);
});

for (const {slug, diagrams} of withDiagrams) {
  test(`${slug}: each diagram is a figure with a title and a text alternative, its text at least 12 px, at 1280 and 375 px`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/resources/guides/${slug}`);
    const figures = page.locator('article figure:has(svg[role="img"])');
    await expect(figures).toHaveCount(diagrams);
    for (const width of [1280, 375]) {
      await resizeTo(page, width, width === 375 ? 740 : 800);
      for (const figure of await figures.all()) {
        await figure.scrollIntoViewIfNeeded();
        const image = figure.locator('svg[role="img"]');
        // The accessible name is the caption's title; the description says what the diagram shows.
        const title = await figure.locator('figcaption strong').innerText();
        expect(title.length).toBeGreaterThan(5);
        await expect(image).toHaveAccessibleName(title);
        const description = await figure.locator('figcaption span').innerText();
        expect(description.split(' ').length).toBeGreaterThan(12);
        await expect(image).toHaveAccessibleDescription(description);
        const smallest = await image.evaluate((svg) =>
          Math.min(
            ...Array.from(svg.querySelectorAll('text')).map(
              (text) => parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM()!.a,
            ),
          ),
        );
        expect(smallest, `${width} px`).toBeGreaterThanOrEqual(12);
        // Nothing drawn spills past the page's edge.
        const box = await image.boundingBox();
        expect(box!.x + box!.width, `${width} px`).toBeLessThanOrEqual(width);
      }
      expect(await axeViolations(page, 'article figure'), `${width} px`).toEqual([]);
    }
  });
}
