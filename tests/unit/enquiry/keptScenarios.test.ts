/**
 * The calculator scenarios the tab keeps for the quote form (src/enquiry/visitHandOff.ts): the latest of each
 * calculator, newest first, at most four; and one forgotten when she says not to send it.
 */
import {forgetHandOff, forgetScenario, keepHandOff, keptHandOffs} from '../../../src/enquiry/visitHandOff';

const tab = new Map<string, string>();
beforeAll(() => {
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (key: string) => tab.get(key) ?? null,
      setItem: (key: string, value: string) => void tab.set(key, value),
      removeItem: (key: string) => void tab.delete(key),
    },
  });
});
beforeEach(() => tab.clear());

const asset = (price: number) => `calculator=asset-finance-roi-calculator&price=${price}`;
const comparison = 'calculator=loan-comparison-tool&amount1=180000';
const bridging = 'calculator=bridging-loan-calculator&amount=938000';

describe('the scenarios kept for the visit', () => {
  it('keeps another calculator’s scenario as an earlier one, and replaces a calculator’s own', () => {
    keepHandOff('calculator', asset(180000));
    keepHandOff('calculator', comparison);
    expect(keptHandOffs()).toEqual({calculator: comparison, earlierCalculators: [asset(180000)]});
    // Back to the asset calculator, a new price: its scenario is the latest again, once.
    keepHandOff('calculator', asset(175000));
    expect(keptHandOffs()).toEqual({calculator: asset(175000), earlierCalculators: [comparison]});
  });

  it('keeps four at most, dropping the oldest', () => {
    const slugs = [
      'bridging-loan-calculator',
      'second-mortgage-calculator',
      'working-capital-calculator',
      'commercial-property-loan-calculator',
      'loan-comparison-tool',
    ];
    for (const slug of slugs) keepHandOff('calculator', `calculator=${slug}`);
    expect(keptHandOffs()).toEqual({
      calculator: 'calculator=loan-comparison-tool',
      earlierCalculators: [
        'calculator=commercial-property-loan-calculator',
        'calculator=working-capital-calculator',
        'calculator=second-mortgage-calculator',
      ],
    });
  });

  it('forgets one calculator’s scenario, the latest or an earlier one, and keeps the others and the answers', () => {
    keepHandOff('calculator', bridging);
    keepHandOff('calculator', asset(180000));
    keepHandOff('calculator', comparison);
    keepHandOff('readiness', 'service=equipment-finance');
    forgetScenario('asset-finance-roi-calculator');
    expect(keptHandOffs()).toEqual({
      calculator: comparison,
      earlierCalculators: [bridging],
      readiness: 'service=equipment-finance',
    });
    forgetScenario('loan-comparison-tool');
    expect(keptHandOffs()).toEqual({earlierCalculators: [bridging], readiness: 'service=equipment-finance'});
    // Sent: nothing is kept for a later enquiry.
    forgetHandOff();
    expect(keptHandOffs()).toEqual({});
  });
});
