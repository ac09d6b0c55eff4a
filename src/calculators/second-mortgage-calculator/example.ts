/**
 * The worked example under the hero of the service pages this calculator leads (`example` below, read by
 * src/calculators/examples.ts): its opening figures (`opening` below) through its own maths, as it opens: interest-
 * only, paid monthly, fees paid up front (they do not change the repayment). Worked at build time; rounded to the
 * nearest $10, as "about" says.
 */
import {secondMortgage} from './maths';
import {formatAboutDollars, formatWholeDollars} from '../../finance/format';

/**
 * The figures the second mortgage calculator opens with (its fields' defaults in description.tsx).
 */
export const opening = {
  value: 1_000_000,
  first: 550_000,
  amount: 150_000,
  maxCombinedLvrPercent: 75,
  ratePercent: 12,
  years: 2,
} as const;

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

export function example(): string {
  const about = formatAboutDollars(openingRepayment(), 10);
  return `Example: ${formatWholeDollars(opening.amount)} second mortgage, ${opening.ratePercent}% p.a. interest-only: about ${about} a month`;
}
