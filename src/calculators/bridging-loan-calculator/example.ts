/**
 * The bridging service page's worked example under its hero (`example` below, read by src/calculators/examples.ts):
 * the calculator's opening figures (`opening` below) through its own maths, with the estimates it makes for the
 * fields it opens empty (the duty at the state's general rates, the non-bank establishment fee from the facts
 * register), so the line says what the calculator shows when it opens. Worked at build time; rounded to the nearest
 * $1,000, as "about" says.
 */
import {bridgingLoan} from './maths';
import {transferDuty} from '../../finance/transferDuty';
import {formatAboutDollars, formatShortDollars as price} from '../../finance/format';
import {dutyScales} from '../../facts/dutyScales';
import ranges from '../../facts/data/calculatorRanges';

/**
 * The figures the bridging calculator opens with (its fields' defaults in description.tsx).
 */
export const opening = {
  sale: 1_600_000,
  debt: 400_000,
  sellingPercent: 2.5,
  salePricePercent: 100,
  state: 'nsw',
  purchase: 1_350_000,
  cash: 0,
  months: 6,
  ratePercent: 9.5,
} as const;

/**
 * What the calculator opens with as "Cost over 6 months incl. duty", in its two parts: the bridge's own interest and
 * fees, and the duty (paid on any purchase, bridged or not).
 */
export function openingCost(): {bridge: number; duty: number} {
  const scale = dutyScales[opening.state];
  const duty = scale ? transferDuty(opening.purchase, scale) : 0;
  const loan = opening.debt + opening.purchase + duty - opening.cash;
  const fees = Math.round((loan * ranges['non-bank-establishment-fee'].value!) / 100);
  const bridge = bridgingLoan({
    salePrice: opening.sale,
    sellingCostsPercent: opening.sellingPercent,
    salePricePercent: opening.salePricePercent,
    existingDebt: opening.debt,
    purchasePrice: opening.purchase,
    purchaseCosts: duty,
    cashContribution: opening.cash,
    newPropertyValue: 0,
    months: opening.months,
    ratePercent: opening.ratePercent,
    interest: 'capitalised',
    fees,
    feesAdded: false,
  }).loanCost;
  return {bridge, duty};
}

/**
 * The figure the calculator opens on, its headline "Cost over 6 months incl. duty": the bridge's interest and fees
 * with the duty. Given alone, the interest and fees (the smaller line under that headline) read as a disagreement in
 * a borrower's trial.
 */
export function example(): string {
  const {bridge, duty} = openingCost();
  const about = formatAboutDollars(bridge + duty, 1000);
  return `Example: buy ${price(opening.purchase)} before a ${price(opening.sale)} sale: ${opening.months} months cost about ${about} incl. duty`;
}
