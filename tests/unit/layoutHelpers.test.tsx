/** Small pure helpers behind the layout: the card grid's column count and the one date format. */
import {renderToStaticMarkup} from 'react-dom/server';
import {gridVars, itemVars, rowPlan, startLines} from '../../src/components/CardList/balancedGrid';
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

  it('starts every row at the left edge, a shorter row too: 7 cards three a row on lines 1, 3, 5, then 1, 3, then 1, 3', () => {
    expect(startLines([3, 2, 2])).toEqual([1, 3, 5, 1, 3, 1, 3]);
    expect(startLines([4, 4])).toEqual([1, 3, 5, 7, 1, 3, 5, 7]);
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
    expect(gridVars(3, family)['--grid-tracks-4']).toBe(8);
    expect(gridVars(4, family)['--grid-tracks-4']).toBe(8);
    expect(itemVars(3).map((v) => v['--grid-start-4'])).toEqual([1, 3, 5]);
    // A lone card (the guides list's one SMSF guide) starts at the left edge too, not centred in room for two.
    expect(itemVars(1).map((v) => v['--grid-start-2'])).toEqual([1]);
    // Alone, three cards would fill a row of three.
    expect(gridVars(3)['--grid-tracks-4']).toBe(6);
  });
});

describe('lists of articles hold at most three cards a row at every width', () => {
  it('lays eight insights out as the nine case studies are, three a row, not four and four', () => {
    expect(gridVars(8, [], 3)['--grid-tracks-4']).toBe(6);
    expect(gridVars(9, [], 3)['--grid-tracks-4']).toBe(6);
    // Three, three, then two under the first two (left-aligned, not centred a track in).
    expect(itemVars(8, 3).map((v) => v['--grid-start-4'])).toEqual([1, 3, 5, 1, 3, 5, 1, 3]);
    // Without the cap, eight would be two rows of four.
    expect(gridVars(8)['--grid-tracks-4']).toBe(8);
  });
});
