/** The cash conversion cycle diagram's gap figure stays inside the drawing whatever days a writer passes it. */
import {renderToStaticMarkup} from 'react-dom/server';
import CashConversionCycleDiagram from '../../src/components/diagrams/CashConversionCycleDiagram';
import {DRAWING_LEFT} from '../../src/components/diagrams/Figure';

/** The x and anchor of the text that says the gap, e.g. "38.0 days". */
function gapLabel(markup: string, figure: string) {
  const tag = new RegExp(`<text([^>]*)>${figure.replace('.', '\\.')}</text>`).exec(markup)?.[1] ?? '';
  return {x: Number(/ x="([\d.]+)"/.exec(tag)?.[1]), anchor: /text-anchor="(\w+)"/.exec(tag)?.[1]};
}

describe('the cash conversion cycle diagram', () => {
  it('writes the gap left of its bar when there is room (the working capital guide’s wholesaler)', () => {
    const label = gapLabel(renderToStaticMarkup(<CashConversionCycleDiagram />), '36.7 days');
    expect(label.anchor).toBe('end');
    expect(label.x).toBeGreaterThan(DRAWING_LEFT + 80);
  });

  it('writes it inside the bar when suppliers are paid within days (a writer’s labour-hire story cut it off)', () => {
    const markup = renderToStaticMarkup(<CashConversionCycleDiagram stockDays={0} debtorDays={45} creditorDays={7} />);
    const label = gapLabel(markup, '38.0 days');
    expect(label.anchor).toBe('start');
    expect(label.x).toBeGreaterThanOrEqual(DRAWING_LEFT);
    // With no stock, day 0 is the sale, not a purchase of stock.
    expect(markup).toContain('Day 0: sale made');
  });
});
