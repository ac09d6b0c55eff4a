/** The scenario a calculator hands to the quote form: in the page's words, and safe to show and send. */
import {
  exampleShare,
  scenarioAmountNote,
  scenarioFromField,
  scenarioSummary,
  scenarioToField,
} from '../../src/enquiry/scenario';
import {brokerFigures, brokerLink, herFigures} from '../../src/components/calculators/brokerLink';

// What the bridging calculator keeps for the quote form (the calculator shell writes it with scenarioToField).
const kept = scenarioToField({
  calculator: 'bridging-loan-calculator',
  values: brokerFigures({amount: 1850000, enddebt: 379632.6649}),
  lines: [
    {label: 'Expected sale price', value: '$1,600,000.00'},
    {label: 'Interest rate (% p.a.)', value: '9.5% p.a.'},
    {label: 'Interest', value: 'Capitalised (added monthly)'},
    {label: 'Peak debt, with capitalised interest', value: '$1,939,632.66'},
  ],
  headline: [
    {label: 'Peak debt', value: '$1,939,633'},
    {label: 'End debt', value: '$379,633'},
  ],
});

describe('calculator scenario lines', () => {
  it('links to the quote form with the calculator and the new loan only', () => {
    expect(brokerLink('bridging-loan-calculator', '1850000')).toBe(
      '/contact?calculator=bridging-loan-calculator&amount=1850000',
    );
    expect(brokerLink('working-capital-calculator', undefined)).toBe('/contact?calculator=working-capital-calculator');
  });

  it('carries the page’s labels and formats to the quote form, and keeps the plain figures (to the cent) for prefill', () => {
    const scenario = scenarioFromField(kept)!;
    expect(scenario.values).toEqual({amount: '1850000', enddebt: '379632.66'});
    expect(scenarioSummary(scenario)).toEqual([
      {label: 'Expected sale price', value: '$1,600,000.00'},
      {label: 'Interest rate (% p.a.)', value: '9.5% p.a.'},
      {label: 'Interest', value: 'Capitalised (added monthly)'},
      {label: 'Peak debt, with capitalised interest', value: '$1,939,632.66'},
    ]);
  });

  it('tells a scenario of the visitor’s own figures from one partly or wholly the example’s', () => {
    expect(exampleShare(scenarioFromField(kept)!)).toBeUndefined();
    const withExample = (values: Record<string, string>) =>
      scenarioFromField(
        scenarioToField({
          calculator: 'asset-finance-roi-calculator',
          values,
          lines: [
            {label: 'Purchase price', value: '$65,000'},
            {label: 'Extra income or saving a month', value: '$2,600 (as in the example)'},
          ],
          headline: [{label: 'Repayment', value: '$1,300'}],
        }),
      )!;
    expect(exampleShare(withExample({amount: '65000'}))).toBe('partly');
    // The calculator sends no amount while it is the example's (herFigures).
    expect(exampleShare(withExample({rate: '7.5'}))).toBe('amount');
  });

  it('prefills only her own amount and security value: from the input they come from, or any of her dollar figures', () => {
    const figures = {amount: '1200000', value: '2500000', rate: '7.5'};
    const line = (key: string, ownMoney = false) => ({label: key, value: 'x', key, ...(ownMoney && {ownMoney})});
    // Only the rate is hers: the loan and the price are the example's.
    expect(herFigures(figures, [line('price'), line('amount'), line('rate')])).toEqual({rate: '7.5'});
    // Her rent, beside the example's loan and price: neither is hers.
    expect(herFigures(figures, [line('price'), line('rent', true), line('amount')])).toEqual({rate: '7.5'});
    // Her loan and price.
    expect(herFigures(figures, [line('price', true), line('amount', true)])).toEqual(figures);
    // A bridge worked out from several inputs, one of them hers; the loan comparison's loans, one of them hers.
    expect(herFigures({amount: '1805537'}, [line('purchase', true), line('debt')])).toEqual({amount: '1805537'});
    expect(herFigures({amount: '1000000'}, [line('amount1'), line('amount2', true)])).toEqual({amount: '1000000'});
    // A bridge's security, both properties: hers only when both prices are (a re-check: the example's two prices
    // were sent as her security beside the one loan she typed).
    const bridge = {amount: '1805537', value: '2950000'};
    expect(herFigures(bridge, [line('sale'), line('debt', true), line('purchase')])).toEqual({amount: '1805537'});
    expect(herFigures(bridge, [line('sale', true), line('debt'), line('purchase')])).toEqual({amount: '1805537'});
    expect(herFigures(bridge, [line('sale', true), line('purchase', true)])).toEqual(bridge);
  });

  it('says what the amount is in the calculator’s own words: the bridge, with the loan owed now', () => {
    expect(
      scenarioAmountNote({calculator: 'bridging-loan-calculator', values: {amount: '1234912', debt: '300000'}}),
    ).toBe(
      'From your bridging loan calculator: the bridge at settlement, including the $300,000 you owe now; interest takes it to the peak debt.',
    );
    expect(scenarioAmountNote({calculator: 'commercial-property-loan-calculator', values: {amount: '1000000'}})).toBe(
      'From your commercial property loan calculator: the new loan.',
    );
  });

  it('survives the form’s hidden field unchanged', () => {
    const scenario = scenarioFromField(kept)!;
    expect(scenarioFromField(scenarioToField(scenario))).toEqual(scenario);
  });

  it('keeps the headline figures apart from the lines, at most three, so the form can show what the page led with', () => {
    expect(scenarioFromField(kept)!.headline).toEqual([
      {label: 'Peak debt', value: '$1,939,633'},
      {label: 'End debt', value: '$379,633'},
    ]);
    const four = scenarioFromField(
      'calculator=bridging-loan-calculator&headline=A: $1&headline=B: $2&headline=C: $3&headline=D: $4&headline=<i>: 5',
    )!;
    expect(four.headline?.map((line) => line.label)).toEqual(['A', 'B', 'C']);
    expect(four.values).toEqual({});
  });

  it('drops a line that does not look like a label and a figure', () => {
    const scenario = scenarioFromField(
      'calculator=bridging-loan-calculator&line=<b>x</b>: 1&line=no separator&line=Rate: 9.5% p.a.',
    )!;
    expect(scenario.lines).toEqual([{label: 'Rate', value: '9.5% p.a.'}]);
  });

  it('labels a scenario without lines from its plain figures, dollars with cents where there are cents', () => {
    const scenario = scenarioFromField('calculator=second-mortgage-calculator&repayment=1312.5&amount=150000')!;
    expect(scenarioSummary(scenario)).toEqual([
      {label: 'Repayment', value: '$1,312.50'},
      {label: 'Loan amount', value: '$150,000'},
    ]);
  });
});
