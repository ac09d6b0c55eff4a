/** Article tables right-align the columns that hold money and figures, and only those. */
import {renderToStaticMarkup} from 'react-dom/server';
import MoneyTable, {figureColumns} from '../../src/components/MoneyTable';

describe('figureColumns', () => {
  it('picks columns whose filled cells are single amounts, figures or percentages', () => {
    const rows = [
      ["Buyer's equity", '$600,000', ''],
      ['Bank acquisition loan', '$1,200,000', '8.5%, principal and interest over 5 years'],
      ['Total', '$2,400,000', '—'],
    ];
    expect([...figureColumns(rows)]).toEqual([1]);
  });

  it('takes ranges, units and a bracketed aside as figures, and leaves formulas and sentences as text', () => {
    const row = [
      'Metro',
      '65% to 75%',
      '5% x 200,000',
      '7.20%',
      '1.98 times',
      '$5,318 ($63,819 a year)',
      '2 years, interest-only',
    ];
    expect([...figureColumns([row])]).toEqual([1, 3, 4, 5]);
  });
});

describe('MoneyTable', () => {
  it('marks every cell of a money column, header included, and no other', () => {
    const html = renderToStaticMarkup(
      <MoneyTable>
        <thead>
          <tr>
            <th>Source</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Equity</td>
            <td>$600,000</td>
          </tr>
          <tr>
            <td>
              <strong>Total</strong>
            </td>
            <td>
              <strong>$2,400,000</strong>
            </td>
          </tr>
        </tbody>
      </MoneyTable>,
    );
    expect(html.match(/class="site-figure"/g)).toHaveLength(3);
    expect(html).toContain('<th class="site-figure">Amount</th>');
    expect(html).toContain('<td>Equity</td>');
  });
});
