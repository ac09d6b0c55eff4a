/**
 * Balanced card grids, one rule for every grid: every card has the same width,
 * every row starts at the grid's left edge (a shorter last row is never
 * centred: 3 + 3 + 2 centred read as a broken grid), and the last row never
 * holds a lone card.
 *
 * The grid has three steps, chosen by the width of its container (the CSS in
 * src/css/layout.css): up to 2, 3 or 4 cards a row. For each step we plan the
 * rows here, at build time, and hand the plan to CSS as custom properties.
 * The grid has twice as many tracks as cards in its widest row and every card
 * spans two tracks; each row's first card starts on line 1, so a row ends
 * where the plan says even when the row above is longer (7 cards at up to 3 a
 * row: 3, then 2 and 2, from the left).
 */
import type {CSSProperties} from 'react';

/** The most cards a row holds at each container step (34rem, 52rem, 68rem and wider). */
export const GRID_STEPS = [2, 3, 4] as const;
type Step = (typeof GRID_STEPS)[number];

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

/**
 * The grid line each card starts on, for one row plan (two tracks per card):
 * every row from the grid's left edge, under its heading and under the first
 * cards of the row above.
 */
export function startLines(plan: readonly number[]): number[] {
  return plan.flatMap((inRow) => Array.from({length: inRow}, (_, i) => 1 + 2 * i));
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
 * Custom properties for the grid element: its track count at each step. `maxAcross` caps the cards a row at
 * every step (the lists of articles: three, so every list has the same columns however many posts it holds).
 */
export function gridVars(count: number, family: readonly number[] = [], maxAcross = 4): Vars {
  const vars: Vars = {};
  for (const step of GRID_STEPS) vars[`--grid-tracks-${step}`] = 2 * across(count, Math.min(step, maxAcross), family);
  return vars;
}

/** Custom properties for each card: the grid line it starts on at each step (from the left, whatever its family). */
export function itemVars(count: number, maxAcross = 4): Vars[] {
  const starts = Object.fromEntries(
    GRID_STEPS.map((step) => [step, startLines(rowPlan(count, Math.min(step, maxAcross)))]),
  ) as Record<Step, number[]>;
  return Array.from({length: count}, (_, i) => {
    const vars: Vars = {};
    for (const step of GRID_STEPS) vars[`--grid-start-${step}`] = starts[step][i] ?? 1;
    return vars;
  });
}
