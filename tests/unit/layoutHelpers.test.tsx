/** Small pure helpers behind the layout: the card grid's column count and the one date format. */
import {renderToStaticMarkup} from 'react-dom/server';
import {balancedColumns} from '../../src/components/CardList/balancedColumns';
import {formatDate} from '../../src/content/formatDate';
import {CalculatorIcon, ServiceIcon} from '../../src/components/Icons/topics';
import {serviceSlugs} from '../../src/site-map';
import {calculatorSlugs} from '../../src/calculator-pages';

describe('balancedColumns', () => {
  it.each([
    [1, 4],
    [3, 4],
    [4, 4],
    [5, 3],
    [7, 4],
    [9, 3],
    [13, 2],
    [14, 4],
  ])('%i cards: %i columns', (count, columns) => {
    expect(balancedColumns(count)).toBe(columns);
  });

  it('never leaves a lone card in the last row when there is more than one row', () => {
    for (let count = 2; count <= 40; count++) {
      const columns = balancedColumns(count);
      if (count > columns && count % columns === 1) {
        // Only when no count of 2 to 4 columns works; the grid's CSS then widens the last card.
        expect([4, 3, 2].every((c) => count % c === 1)).toBe(true);
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
    const services = serviceSlugs.map((slug) => renderToStaticMarkup(<ServiceIcon slug={slug} />));
    const calcs = calculatorSlugs.map((slug) => renderToStaticMarkup(<CalculatorIcon slug={slug} />));
    for (const svg of [...services, ...calcs]) expect(svg).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(new Set(services).size).toBe(services.length);
    expect(new Set(calcs).size).toBe(calcs.length);
  });
});
