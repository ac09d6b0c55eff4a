/**
 * Resizes the window of a page already loaded, and returns once the page has reflowed and React has
 * re-rendered what follows the window's width (the theme's phone/desktop switch listens for `resize`).
 * A layout check at several widths then loads each page once instead of once per width: CSS lays the
 * page out again for the new width without a reload.
 */
import type {Page} from './fixtures';

export async function resizeTo(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({width, height});
  // Two frames: the resize event and React's render run before the first, its paint before the second.
  // A busy headless Chromium sometimes withholds a frame after a resize, so 250 ms ends the wait anyway.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        setTimeout(done, 250);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
}

/** The header's left edge (the logo's) and right edge (its last control's): the grid the reading pages line up with. */
export async function headerEdges(page: Page) {
  return page.evaluate(() => {
    const shown = Array.from(document.querySelectorAll('header a, header button'))
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0);
    return {
      left: document.querySelector('header a[href="/"]')!.getBoundingClientRect().left,
      right: Math.max(...shown.map((box) => box.right)),
    };
  });
}
