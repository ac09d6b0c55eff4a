/**
 * Balanced card grids (docs-dev/DESIGN.md, src/components/CardList/balancedGrid.ts): on each page with card
 * lists, every visible grid's cards are one width within a row, start at the grid's left edge, leave no card alone
 * in a row, start every row (a short one too) at the left edge and fill a full one. A short last row's cards are
 * wider (3 + 3 + 2 spread edge to edge), so no empty slot is left at its end.
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

/** Every visible balanced grid on the page: its box and its cards' boxes. */
async function grids(page: Page): Promise<{grid: Box; cards: Box[]}[]> {
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
  for (const [i, {grid, cards}] of found.entries()) {
    const where = `${at}, grid ${i + 1} (${cards.length} cards)`;
    const widths = cards.map((c) => c.width);
    const laidOut = rows(cards);
    for (const row of laidOut) {
      const inRow = row.map((c) => c.width);
      expect(Math.max(...inRow) - Math.min(...inRow), `${where}: equal card widths in a row`).toBeLessThanOrEqual(1);
    }
    const longest = Math.max(...laidOut.map((r) => r.length));
    // The cards start at the grid's left edge, under its heading. Grids shown as one list (the home page's
    // service groups, the guides list's topics) share the widest one's card width, so a group of three
    // leaves room for a fourth on the right, never an orphan centred in it.
    const start = Math.min(...cards.map((c) => c.x));
    const end = Math.max(...cards.map((c) => c.x + c.width));
    expect(start - grid.x, `${where}: cards start at the grid's left edge`).toBeLessThanOrEqual(1);
    for (const row of laidOut) {
      if (longest > 1) expect(row.length, `${where}: no lone card in a row`).toBeGreaterThanOrEqual(2);
      const left = row[0]!.x - start;
      const last = row[row.length - 1]!;
      // Every row starts at the left edge: a shorter last row sits under the first cards of the row above,
      // never centred (3 + 3 + 2 centred read as a broken grid), and never runs past the longest row.
      expect(left, `${where}: row starts at the left edge, not centred`).toBeLessThanOrEqual(1);
      expect(last.x + last.width, `${where}: row inside the grid's cards`).toBeLessThanOrEqual(end + 1);
      // A row as long as the grid holds fills it.
      const holds = Math.floor((grid.width + 1) / Math.min(...widths));
      if (row.length === longest && longest === holds)
        expect(grid.x + grid.width - end, `${where}: full row fills the grid`).toBeLessThanOrEqual(1);
    }
  }
}
