/**
 * The worked example under the hero of the service pages this calculator leads (src/calculators/examples.ts): its
 * opening figures (opening.ts) through its own maths, as it opens: a chattel mortgage repaid monthly in arrears, no
 * fees. Worked at build time; rounded to the nearest $10, as "about" says.
 */
import {assetFinanceRoi} from './maths';
import {opening} from './opening';
import {formatAboutDollars, formatWholeDollars} from '../../finance/format';

/** The monthly repayment the calculator shows when it opens. */
export function openingRepayment(): number {
  return assetFinanceRoi({
    structure: 'chattel-mortgage',
    price: opening.price,
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

export function assetFinanceExample(): string {
  const about = formatAboutDollars(openingRepayment(), 10);
  return `Example: ${formatWholeDollars(opening.price)} over ${opening.years} years at ${opening.ratePercent}% p.a., ${opening.balloonPercent}% balloon: about ${about} a month`;
}
