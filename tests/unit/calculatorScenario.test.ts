/** The scenario a calculator hands to the quote form: in the page's words, and safe to show and send. */
import {scenarioFromField, scenarioFromParams, scenarioSummary, scenarioToField} from '../../src/enquiry/scenario';
// The calculators write the lines; the quote form reads them: one test holds the two to the same format.
import {withScenarioLines} from '../../src/components/calculators/brokerLink';

const link = withScenarioLines('/contact?calculator=bridging-loan-calculator&amount=1850000&enddebt=379632.66', [
  {label: 'Expected sale price', value: '$1,600,000.00'},
  {label: 'Interest rate (% p.a.)', value: '9.5% p.a.'},
  {label: 'Interest', value: 'Capitalised (added monthly)'},
  {label: 'Peak debt, with capitalised interest', value: '$1,939,632.66'},
]);

describe('calculator scenario lines', () => {
  it('carries the page’s labels and formats to the quote form, and keeps the plain figures for prefill', () => {
    const scenario = scenarioFromParams(new URL(link, 'https://example.test').searchParams)!;
    expect(scenario.values).toEqual({amount: '1850000', enddebt: '379632.66'});
    expect(scenarioSummary(scenario)).toEqual([
      {label: 'Expected sale price', value: '$1,600,000.00'},
      {label: 'Interest rate (% p.a.)', value: '9.5% p.a.'},
      {label: 'Interest', value: 'Capitalised (added monthly)'},
      {label: 'Peak debt, with capitalised interest', value: '$1,939,632.66'},
    ]);
  });

  it('survives the form’s hidden field unchanged', () => {
    const scenario = scenarioFromParams(new URL(link, 'https://example.test').searchParams)!;
    expect(scenarioFromField(scenarioToField(scenario))).toEqual(scenario);
  });

  it('drops a line that does not look like a label and a figure', () => {
    const scenario = scenarioFromParams(
      new URLSearchParams(
        'calculator=bridging-loan-calculator&line=<b>x</b>: 1&line=no separator&line=Rate: 9.5% p.a.',
      ),
    )!;
    expect(scenario.lines).toEqual([{label: 'Rate', value: '9.5% p.a.'}]);
  });

  it('labels a link without lines from its plain figures, dollars with cents where there are cents', () => {
    const scenario = scenarioFromParams(
      new URLSearchParams('calculator=second-mortgage-calculator&repayment=1312.5&amount=150000'),
    )!;
    expect(scenarioSummary(scenario)).toEqual([
      {label: 'Repayment', value: '$1,312.50'},
      {label: 'Loan amount', value: '$150,000'},
    ]);
  });
});
