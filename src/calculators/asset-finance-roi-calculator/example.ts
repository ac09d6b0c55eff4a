/**
 * The worked example under the hero of the service pages this calculator leads (`example` below, read by
 * src/calculators/examples.ts): its opening figures (`opening` below) through its own maths, as it opens: a chattel
 * mortgage repaid monthly in arrears, no fees. Worked at build time; rounded to the nearest $10, as "about" says.
 */
import {assetFinanceRoi} from './maths';
import {formatAboutDollars, formatWholeDollars} from '../../finance/format';

/**
 * The figures the asset finance ROI calculator opens with (its fields' defaults in description.tsx).
 * docs-dev/CALCULATORS.md §4's payback example: an illustrative scenario, not a quote.
 */
export const opening = {
  price: 95_000,
  deposit: 0,
  ratePercent: 8.9,
  years: 5,
  /** % of the asset price. */
  balloonPercent: 30,
  monthlyBenefit: 2_600,
  resale: 30_000,
  discountPercent: 10,
} as const;

/** The monthly repayment the calculator shows when it opens. */
export function openingRepayment(): number {
  return assetFinanceRoi({
    structure: 'chattel-mortgage',
    price: opening.price,
    gstCredit: 0, // the repayment does not depend on it
    deposit: opening.deposit,
    fees: 0,
    feesFinanced: false,
    ongoingFee: 0,
    ratePercent: opening.ratePercent,
    years: opening.years,
    frequency: 'monthly',
    timing: 0,
    balloon: (opening.price * opening.balloonPercent) / 100,
    monthlyBenefit: opening.monthlyBenefit,
    resaleValue: opening.resale,
    discountRatePercent: opening.discountPercent,
  }).repayment;
}

export function example(): string {
  const about = formatAboutDollars(openingRepayment(), 10);
  return `Example: ${formatWholeDollars(opening.price)} over ${opening.years} years at ${opening.ratePercent}% p.a., ${opening.balloonPercent}% balloon: about ${about} a month`;
}
