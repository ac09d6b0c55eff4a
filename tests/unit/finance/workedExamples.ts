/**
 * The worked examples the finance tests share, written once: docs-dev/CALCULATORS.md §7 (bridging) and §2
 * (second mortgage), and the money comparison they are checked with.
 */
import type {BridgingLoanInputs} from '../../../src/calculators/bridging-loan-calculator/maths';
import type {SecondMortgageInputs} from '../../../src/calculators/second-mortgage-calculator/maths';

/** Equal to a millionth of a dollar: the expected value is worked by hand or in a spreadsheet. */
export const money = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThan(1e-6);

// §7: V_e 1.6m (2.5% selling costs), D_e 400k, N 1.35m, C 100k, K 0, 6 months at 9.5% capitalised.
export const bridgingExample: BridgingLoanInputs = {
  salePrice: 1600000,
  sellingCostsPercent: 2.5,
  salePricePercent: 100,
  existingDebt: 400000,
  purchasePrice: 1350000,
  purchaseCosts: 100000,
  cashContribution: 0,
  newPropertyValue: 0,
  months: 6,
  ratePercent: 9.5,
  interest: 'capitalised',
  fees: 0,
  feesAdded: false,
};

// §2's capacity example: 75% x $1m - $550k = $200k; $150,000 interest-only for 2 years at 10.5%.
export const secondMortgageExample: SecondMortgageInputs = {
  propertyValue: 1000000,
  firstMortgage: 550000,
  amount: 150000,
  maxCombinedLvrPercent: 75,
  ratePercent: 10.5,
  years: 2,
  frequency: 'monthly',
  repaymentType: 'interest-only',
  fees: 0,
  feesAdded: false,
};
