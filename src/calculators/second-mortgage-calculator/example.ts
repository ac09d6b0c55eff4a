/**
 * The worked example under the hero of the service pages this calculator leads (src/calculators/examples.ts): its
 * opening figures (opening.ts) through its own maths, as it opens: interest-only, paid monthly, fees paid up front
 * (they do not change the repayment). Worked at build time; rounded to the nearest $10, as "about" says.
 */
import {secondMortgage} from './maths';
import {opening} from './opening';
import {formatAboutDollars, formatWholeDollars} from '../../finance/format';

/** The monthly interest-only repayment the calculator shows when it opens. */
export function openingRepayment(): number {
  return secondMortgage({
    propertyValue: opening.value,
    firstMortgage: opening.first,
    amount: opening.amount,
    maxCombinedLvrPercent: opening.maxCombinedLvrPercent,
    ratePercent: opening.ratePercent,
    years: opening.years,
    frequency: 'monthly',
    repaymentType: 'interest-only',
    fees: 0,
    feesAdded: false,
  }).repayment!;
}

export function secondMortgageExample(): string {
  const about = formatAboutDollars(openingRepayment(), 10);
  return `Example: ${formatWholeDollars(opening.amount)} second mortgage, ${opening.ratePercent}% p.a. interest-only: about ${about} a month`;
}
