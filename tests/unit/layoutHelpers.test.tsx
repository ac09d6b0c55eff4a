/** Small pure helpers behind the layout: the card grid's column count and the one date format. */
import {renderToStaticMarkup} from 'react-dom/server';
import {GRID_TRACKS, itemVars, placements, rowPlan} from '../../src/components/CardList/balancedGrid';
import {formatDate} from '../../src/content/formatDate';
import {CalculatorIcon, ServiceIcon} from '../../src/components/Icons/topics';
import {serviceRecord, serviceSlugs} from '../../src/services/records';
import {calculators} from '../../src/calculators';

describe('rowPlan: the rows of a balanced card grid', () => {
  it.each([
    [7, 4, [4, 3]],
    [7, 3, [3, 2, 2]],
    [7, 2, [1, 1, 1, 1, 1, 1, 1]],
    [14, 4, [4, 4, 3, 3]],
    [14, 3, [3, 3, 3, 3, 2]],
    [14, 2, [2, 2, 2, 2, 2, 2, 2]],
    [4, 3, [2, 2]],
    [5, 4, [3, 2]],
    [6, 4, [3, 3]],
    [3, 2, [1, 1, 1]],
    [2, 4, [2]],
    [1, 4, [1]],
  ])('%i cards, up to %i a row: %j', (count, max, plan) => {
    expect(rowPlan(count, max)).toEqual(plan);
  });

  it('never leaves a lone card, never mixes row lengths by more than one, and places every card', () => {
    for (let count = 2; count <= 40; count++) {
      for (const max of [2, 3, 4]) {
        const plan = rowPlan(count, max);
        expect(plan.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...plan)).toBeLessThanOrEqual(max);
        expect(Math.max(...plan) - Math.min(...plan)).toBeLessThanOrEqual(1);
        if (plan.length > 1 && Math.max(...plan) > 1) expect(Math.min(...plan)).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('starts every row at the left edge and ends it at the right edge: 7 cards three a row are 3, then 2 and 2 wider', () => {
    expect(placements([3, 2, 2])).toEqual([
      {start: 1, span: 4},
      {start: 5, span: 4},
      {start: 9, span: 4},
      {start: 1, span: 6},
      {start: 7, span: 6},
      {start: 1, span: 6},
      {start: 7, span: 6},
    ]);
    expect(placements([4, 4]).map((p) => p.start)).toEqual([1, 4, 7, 10, 1, 4, 7, 10]);
  });

  it('leaves no empty slot at the end of any row, for every count and step', () => {
    for (let count = 1; count <= 40; count++) {
      for (const max of [2, 3, 4]) {
        const plan = rowPlan(count, max);
        const places = placements(plan);
        let i = 0;
        for (const inRow of plan) {
          const row = places.slice(i, i + inRow);
          i += inRow;
          expect(row[0]!.start).toBe(1);
          expect(row.at(-1)!.start + row.at(-1)!.span).toBe(GRID_TRACKS + 1);
        }
      }
    }
  });
});

describe('formatDate', () => {
  it('writes dates as "22 November 2026", from a date or a timestamp', () => {
    expect(formatDate('2026-11-22')).toBe('22 November 2026');
    expect(formatDate('2026-06-02T00:00:00.000Z')).toBe('2 June 2026');
  });
});

describe('topic icons', () => {
  it('give every service and every calculator its own drawing', () => {
    const services = serviceSlugs.map((slug) => renderToStaticMarkup(<ServiceIcon name={serviceRecord(slug).icon} />));
    const calcs = calculators.map((c) => renderToStaticMarkup(<CalculatorIcon name={c.icon} />));
    for (const svg of [...services, ...calcs]) expect(svg).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(new Set(services).size).toBe(services.length);
    expect(new Set(calcs).size).toBe(calcs.length);
  });
});

describe('grids shown as one list share one card width', () => {
  it('plans a group of three inside the width of its group of four, from the left edge like the four', () => {
    const family = [4, 4, 3, 3];
    expect(itemVars(3, family).map((v) => [v['--grid-start-4'], v['--grid-span-4']])).toEqual([
      [1, 3],
      [4, 3],
      [7, 3],
    ]);
    expect(itemVars(4, family).map((v) => v['--grid-span-4'])).toEqual([3, 3, 3, 3]);
    // A lone card (the guides list's one SMSF guide) runs the whole row.
    expect(itemVars(1).map((v) => [v['--grid-start-2'], v['--grid-span-2']])).toEqual([[1, 12]]);
    // Alone, three cards fill a row of three.
    expect(itemVars(3).map((v) => v['--grid-span-4'])).toEqual([4, 4, 4]);
  });
});

describe('lists of articles hold at most three cards a row at every width', () => {
  it('lays eight insights out three, three, then two wider ones: no empty slot after the last', () => {
    const eight = itemVars(8, [], 3);
    expect(eight.map((v) => v['--grid-start-4'])).toEqual([1, 5, 9, 1, 5, 9, 1, 7]);
    expect(eight.map((v) => v['--grid-span-4'])).toEqual([4, 4, 4, 4, 4, 4, 6, 6]);
    // Nine case studies: three full rows of three.
    expect(itemVars(9, [], 3).map((v) => v['--grid-span-4'])).toEqual(Array(9).fill(4));
    // Without the cap, eight are two rows of four.
    expect(itemVars(8).map((v) => v['--grid-span-4'])).toEqual(Array(8).fill(3));
  });
});
