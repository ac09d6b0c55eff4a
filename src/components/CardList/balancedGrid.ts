/**
 * Balanced card grids, one rule for every grid: every row starts at the grid's
 * left edge and ends at its right edge (a shorter row's cards are wider, never
 * centred and never followed by an empty slot: 3 + 3 + 2 with the third slot
 * empty read as a broken grid), and the last row never holds a lone card.
 *
 * The grid has three steps, chosen by the width of its container (the CSS in
 * src/css/layout.css): up to 2, 3 or 4 cards a row. For each step we plan the
 * rows here, at build time, and hand the plan to CSS as custom properties.
 * The grid has 12 tracks; each card says where it starts and how many it
 * spans. Every row starts on line 1 and ends at the right edge: a shorter row
 * shares the width among its cards (8 cards at up to 3 a row: 3, 3, then 2
 * wider ones), so no row ends on an empty slot.
 */
import type {CSSProperties} from 'react';

/** The most cards a row holds at each container step (34rem, 52rem, 68rem and wider). */
export const GRID_STEPS = [2, 3, 4] as const;

/**
 * How many cards go in each row when a row may hold up to `maxPerRow`: as few
 * rows as possible, their lengths differing by at most one, longest first, no
 * row of one (unless there is only one card, or one a row is all that works:
 * an odd count two a row would leave one alone, so it gets one a row).
 */
export function rowPlan(count: number, maxPerRow: number): number[] {
  if (count <= 0) return [];
  if (maxPerRow <= 1 || count === 1) return Array.from({length: count}, () => 1);
  const rows = Math.ceil(count / maxPerRow);
  const shortest = Math.floor(count / rows);
  if (shortest < 2) return rowPlan(count, maxPerRow - 1);
  const longerRows = count % rows;
  return Array.from({length: rows}, (_, row) => (row < longerRows ? shortest + 1 : shortest));
}

/** Tracks in every grid: a multiple of every row length (1 to 4), so any row can fill the width in whole tracks. */
export const GRID_TRACKS = 12;

/**
 * Where each card sits in one row plan: the track it starts on and how many it spans. Every row starts at the
 * grid's left edge. A card of a row as long as the longest row spans `GRID_TRACKS / across` tracks (`across`: the
 * widest row of the grid or of its family); a shorter row of the grid's own plan (8 cards at three a row: 3, 3, 2)
 * shares the whole width, so no row ends short of the grid's right edge and no slot stays empty.
 */
export function placements(plan: readonly number[], across = Math.max(1, ...plan)): {start: number; span: number}[] {
  const longest = Math.max(1, ...plan);
  const unit = GRID_TRACKS / across;
  return plan.flatMap((inRow) => {
    // A family member's rows keep the family's card width (a group of three under a group of four's first three).
    const span = longest === across && inRow < longest ? GRID_TRACKS / inRow : unit;
    return Array.from({length: inRow}, (_, i) => ({start: 1 + span * i, span}));
  });
}

type Vars = CSSProperties & Record<`--${string}`, string | number>;

/**
 * Cards across at one step. Grids shown as one list (the home page's service
 * groups of 4, 4, 3 and 3) pass every grid's count as `family`, so all of them
 * are as wide as the widest row any of them plans and their cards share one
 * width: a group of three sits under the first three of a group of four.
 */
function across(count: number, step: number, family: readonly number[]): number {
  return Math.max(1, ...[count, ...family].flatMap((each) => rowPlan(each, step)));
}

/**
 * Custom properties for each card: the track it starts on and the tracks it spans at each step. `maxAcross` caps
 * the cards a row at every step (the lists of articles: three, so every list has the same columns however many
 * posts it holds).
 */
export function itemVars(count: number, family: readonly number[] = [], maxAcross = 4): Vars[] {
  const byStep = GRID_STEPS.map((step) => {
    const most = Math.min(step, maxAcross);
    return [step, placements(rowPlan(count, most), across(count, most, family))] as const;
  });
  return Array.from({length: count}, (_, i) => {
    const vars: Vars = {};
    for (const [step, places] of byStep) {
      vars[`--grid-start-${step}`] = places[i]?.start ?? 1;
      vars[`--grid-span-${step}`] = places[i]?.span ?? GRID_TRACKS;
    }
    return vars;
  });
}
