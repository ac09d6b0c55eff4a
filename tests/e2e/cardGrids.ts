/**
 * Card grids (docs-dev/DESIGN.md, "Card grids"; src/css/layout.css `.site-grid`): on each page with card lists,
 * every visible grid keeps fixed equal columns: every card of a grid is one width, every row starts at the grid's
 * left edge, every row but the last is full and runs to the grid's right edge, and a short last row leaves its
 * space empty (its cards as wide as the others, never stretched).
 * Checked by page-tops.spec.ts on the page as it is at each width, as it measures the same pages there.
 */
import {expect, type Page} from './fixtures';

/** The pages whose card grids are measured. */
export const pagesWithCardGrids = [
  '/',
  '/resources',
  '/resources/tools',
  '/resources/guides',
  '/resources/case-studies',
  '/resources/insights',
];

interface Box {
  x: number;
  y: number;
  width: number;
}

/** Every visible card grid on the page: its box, its column tracks' widths and its cards' boxes. */
async function grids(page: Page): Promise<{grid: Box; tracks: number[]; cards: Box[]}[]> {
  return page.locator('.site-grid').evaluateAll((lists) =>
    lists
      .filter((list) => (list as HTMLElement).offsetParent !== null)
      .map((list) => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return {x: r.x, y: r.y + window.scrollY, width: r.width};
        };
        return {
          grid: box(list),
          tracks: getComputedStyle(list).gridTemplateColumns.split(' ').map(parseFloat),
          cards: Array.from(list.children)
            .filter((card) => card.getClientRects().length > 0)
            .map(box),
        };
      }),
  );
}

/** Cards grouped into rows by their top edge. */
function rows(cards: Box[]): Box[][] {
  const byTop = new Map<number, Box[]>();
  for (const card of cards) {
    const top = [...byTop.keys()].find((t) => Math.abs(t - card.y) < 2) ?? card.y;
    byTop.set(top, [...(byTop.get(top) ?? []), card]);
  }
  return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort((a, b) => a.x - b.x));
}

/** Checks every visible card grid on the page as it is laid out now; `at` names the page and width. */
export async function expectBalancedGrids(page: Page, at: string): Promise<void> {
  const found = await grids(page);
  expect(found.length, `${at}: a card grid`).toBeGreaterThan(0);
  for (const [i, {grid, tracks, cards}] of found.entries()) {
    const where = `${at}, grid ${i + 1} (${cards.length} cards, ${tracks.length} columns)`;
    // Equal columns, and every card exactly one column wide: a short row's cards are not stretched to fill it.
    expect(Math.max(...tracks) - Math.min(...tracks), `${where}: equal columns`).toBeLessThanOrEqual(1);
    for (const card of cards)
      expect(Math.abs(card.width - tracks[0]!), `${where}: a card one column wide`).toBeLessThanOrEqual(1);
    const laidOut = rows(cards);
    for (const [r, row] of laidOut.entries()) {
      expect(row[0]!.x - grid.x, `${where}: row ${r + 1} starts at the grid's left edge`).toBeLessThanOrEqual(1);
      const last = row[row.length - 1]!;
      if (r < laidOut.length - 1) expect(row.length, `${where}: row ${r + 1} full`).toBe(tracks.length);
      if (row.length === tracks.length)
        expect(
          Math.abs(grid.x + grid.width - (last.x + last.width)),
          `${where}: a full row fills the grid`,
        ).toBeLessThanOrEqual(1);
    }
  }
}
