/**
 * Every calculator opens on figures inside the facts register's dated lender ranges: a default rate, term, loan size,
 * LVR or balloon outside the range the site itself states would show a visitor an unrealistic cost. Each default is
 * read from the calculator's own description and each range from the register, so changing either re-runs the check.
 * The working capital calculator has no lender range to meet: its defaults are a balance sheet, not loan terms.
 */
import bridgingLoan from '../../src/calculators/bridging-loan-calculator/description';
import secondMortgage from '../../src/calculators/second-mortgage-calculator/description';
import commercialPropertyLoan from '../../src/calculators/commercial-property-loan-calculator/description';
import commercialRealEstate from '../../src/calculators/commercial-real-estate-calculator/description';
import assetFinanceRoi from '../../src/calculators/asset-finance-roi-calculator/description';
import {defaults as comparisonDefaults} from '../../src/components/calculators/LoanComparisonTool/loanInputs';
import {getFact, type FactId} from '../../src/facts/register';

// The descriptions' detail sections link to services; the defaults do not need the router.
jest.mock('@site/src/components/SiteLink', () => ({__esModule: true, default: () => null}));

/** The lowest and highest figures a range's words state: "about 11% to 18% a year" is [11, 18]. */
function bounds(text: string): [number, number] {
  const figures = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)(\s*million)?/g)].map(
    ([, n, million]) => Number(n!.replace(/,/g, '')) * (million ? 1_000_000 : 1),
  );
  if (figures.length < 2) throw new Error(`no range in "${text}"`);
  return [Math.min(...figures), Math.max(...figures)];
}

const field = (description: {fields: Record<string, {default?: unknown}>}, key: string) =>
  Number(description.fields[key]!.default);

/** [calculator, what, its default (in the range's unit), the register's range]. */
const checks: [string, string, number, FactId][] = [
  ['commercial property loan', 'rate', field(commercialPropertyLoan, 'rate'), 'first-mortgage-rate'],
  ['commercial property loan', 'amount', field(commercialPropertyLoan, 'amount'), 'first-mortgage-loan-size'],
  ['commercial property loan', 'years', field(commercialPropertyLoan, 'years'), 'commercial-amortisation-period'],
  ['second mortgage', 'rate', field(secondMortgage, 'rate'), 'second-mortgage-rate'],
  ['second mortgage', 'amount', field(secondMortgage, 'amount'), 'second-mortgage-loan-size'],
  ['second mortgage', 'term in months', field(secondMortgage, 'years') * 12, 'second-mortgage-term'],
  ['second mortgage', 'maximum combined LVR', field(secondMortgage, 'maxlvr'), 'second-mortgage-combined-lvr'],
  ['bridging loan', 'rate', field(bridgingLoan, 'rate'), 'bridging-rate'],
  ['bridging loan', 'months', field(bridgingLoan, 'months'), 'bridging-term'],
  ['commercial real estate', 'rate', field(commercialRealEstate, 'rate'), 'commercial-bank-rate'],
  ['commercial real estate', 'maximum LVR', field(commercialRealEstate, 'lvr'), 'commercial-lvr'],
  ['commercial real estate', 'amount', field(commercialRealEstate, 'amount'), 'first-mortgage-loan-size'],
  ['commercial real estate', 'years', field(commercialRealEstate, 'years'), 'commercial-amortisation-period'],
  ['asset finance ROI', 'rate', field(assetFinanceRoi, 'rate'), 'equipment-rate'],
  ['asset finance ROI', 'years', field(assetFinanceRoi, 'years'), 'equipment-term'],
  ['asset finance ROI', 'price', field(assetFinanceRoi, 'price'), 'equipment-amount'],
  ['asset finance ROI', 'balloon %', field(assetFinanceRoi, 'balloon'), 'equipment-balloon'],
  ...([1, 2, 3, 4] as const).flatMap((slot): [string, string, number, FactId][] => [
    ['loan comparison', `loan ${slot} rate`, Number(comparisonDefaults[`rate${slot}`]), 'first-mortgage-rate'],
    ['loan comparison', `loan ${slot} amount`, Number(comparisonDefaults[`amount${slot}`]), 'first-mortgage-loan-size'],
    [
      'loan comparison',
      `loan ${slot} years`,
      Number(comparisonDefaults[`years${slot}`]),
      'commercial-amortisation-period',
    ],
  ]),
];

describe('calculator defaults sit inside the register’s dated ranges', () => {
  it.each(checks)('%s: %s %d is inside %s', (_, __, value, id) => {
    const fact = getFact(id);
    expect(fact.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [low, high] = bounds(fact.text);
    expect(value).toBeGreaterThanOrEqual(low);
    expect(value).toBeLessThanOrEqual(high);
  });

  it('reads a range’s words as a person would', () => {
    expect(bounds('about 11% to 18% a year')).toEqual([11, 18]);
    expect(bounds('$250,000 to $20 million')).toEqual([250_000, 20_000_000]);
    expect(bounds('6 to 12 months, some lenders to 24')).toEqual([6, 24]);
  });
});
