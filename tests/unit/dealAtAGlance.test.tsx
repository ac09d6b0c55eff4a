/**
 * A case study's deal at a glance: the LVR is worked out from the front
 * matter (never written by hand) and names what it measures; a loan behind a
 * first mortgage shows the combined ratio the lender assessed. Expected
 * percentages are worked by hand from each case study's figures table.
 */
import {dealAtAGlanceNode, relatedReadingNode} from '../../src/plugins/remark-article-extras';
import {
  dealFacts,
  dealRows,
  percent,
  ratioRow,
  type ScenarioFrontMatter,
} from '../../src/components/DealAtAGlance/deal';

const secondMortgage: ScenarioFrontMatter = {
  loan_type: 'Second mortgage',
  purpose: "Clear a company's ATO debt",
  loan: 180000,
  security: 'Investment property, behind a first mortgage',
  lender_type: 'Private lender',
  value: 1000000,
  value_basis: 'valuation',
  debt_ranking_ahead: 520000,
  rate_range: '10% to 13% p.a. (indicative)',
  priced: '2025-06',
  term: '12 months',
  outcome: 'Repaid after ten months',
};

describe('deal at a glance', () => {
  it('rounds a percentage to one place and drops a zero place', () => {
    expect(percent(700000, 1000000)).toBe('70%');
    expect(percent(755000, 1200000)).toBe('62.9%'); // 62.916...
    expect(percent(155000, 1200000)).toBe('12.9%'); // 12.916...
  });

  it('shows a second mortgage at the combined LVR the lender assessed, with the loan alone beside it', () => {
    const row = ratioRow(secondMortgage);
    expect(row.label).toBe('Combined LVR');
    expect(row.value).toBe(
      '70% ($700,000 of $1,000,000 security value, including $520,000 ranking ahead; this loan alone 18%)',
    );
  });

  it('names a ratio on the price or on projected sales as what it is, not as an LVR on a valuation', () => {
    const base = {...secondMortgage, debt_ranking_ahead: 0};
    expect(ratioRow({...base, loan: 1000000, value: 1650000, value_basis: 'price'})).toMatchObject({
      label: 'Loan to price',
      value: '60.6% ($1,000,000 of $1,650,000 price)',
    });
    expect(ratioRow({...base, loan: 2000000, value: 3400000, value_basis: 'projected-sales'}).label).toBe(
      'LVR on projected sales',
    );
    // A trade facility over stock and receivables: its card said "62.5% LVR" beside a table's "Limit to security value".
    const trade = {...base, loan: 500000, value: 800000, value_basis: 'business-assets'} as const;
    expect(ratioRow(trade).value).toBe('62.5% ($500,000 of $800,000 stock and receivables)');
    expect(dealFacts(trade)[2]).toBe('62.5% limit to security value');
  });

  it('sums the deal up for a card: loan type and term to their first clause, amount in short, the ratio named', () => {
    // The bridging case study: $1,570,000 of a $2,100,000 valuation is 74.76...%, so 74.8%.
    expect(
      dealFacts({
        ...secondMortgage,
        loan_type: 'Bridging loan, interest capitalised',
        loan: 1570000,
        value: 2100000,
        debt_ranking_ahead: 0,
        term: '9 months',
      }),
    ).toEqual(['Bridging loan', '$1.57m', '74.8% LVR', '9 months']);
    // $700,000 of $1,000,000 with $520,000 ahead: 70% combined.
    expect(dealFacts(secondMortgage)).toEqual(['Second mortgage', '$180k', '70% combined LVR', '12 months']);
    // $1,000,000 of a $1,650,000 price: 60.6%, named as loan to price.
    expect(
      dealFacts({...secondMortgage, debt_ranking_ahead: 0, loan: 1000000, value: 1650000, value_basis: 'price'}),
    ).toEqual(['Second mortgage', '$1m', '60.6% loan to price', '12 months']);
  });

  it('lists loan type, purpose, amount, security, lender, ratio, rate, term and outcome, and time to funds only when given', () => {
    expect(dealRows(secondMortgage).map((r) => r.label)).toEqual([
      'Loan',
      'Purpose',
      'Amount',
      'Security',
      'Lender',
      'Combined LVR',
      'Indicative rate',
      'Term',
      'Outcome',
    ]);
    expect(dealRows({...secondMortgage, time_to_settle: 'Two weeks'}).map((r) => r.label)).toContain('Time to funds');
  });

  it('is written into the page marked illustrative and dated by the month lenders indicated its terms', () => {
    const node = JSON.stringify(dealAtAGlanceNode(secondMortgage));
    expect(node).toContain('"value":"Deal at a glance"');
    expect(node).toContain('"value":"Illustrative example"');
    expect(node).toContain(
      '{"type":"mdxJsxAttribute","name":"dateTime","value":"2025-06"}],"children":[{"type":"text","value":"June 2025"}]',
    );
    expect(node).toContain('"value":"$180,000"');
  });

  it("writes related reading as the site's RelatedLinks block, and nothing when there is none", () => {
    expect(relatedReadingNode([])).toBeUndefined();
    const node = relatedReadingNode([
      {kind: 'guide', title: 'Bridging', permalink: '/resources/guides/b'},
    ]) as unknown as {
      name: string;
      attributes: {name: string; value: string}[];
    };
    expect(node.name).toBe('RelatedLinks');
    const attr = Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
    expect(attr.heading).toBe('Related reading');
    expect(JSON.parse(attr.links!)).toEqual([{kind: 'Guide', label: 'Bridging', to: '/resources/guides/b'}]);
  });

  // That each case study's figures table states this ratio is the content check's rule
  // (src/content/check/rules/caseStudies.ts), so a writer sees it before the pull request.
});
