/**
 * The worked example under the hero of the service page this calculator leads (`example` below, read by
 * src/calculators/examples.ts): its opening figures (`opening` below) through its own maths, as it opens: monthly
 * principal and interest (which a term implies), no balloon. Worked at build time; rounded to the nearest $10, as
 * "about" says. The rate is the calculator's example, so the line says it.
 */
import {commercialPropertyLoan} from './maths';
import {formatAboutDollars, formatShortDollars} from '../../finance/format';

/**
 * The figures the commercial property loan calculator opens with (its fields' defaults in description.tsx).
 */
export const opening = {
  value: 1_500_000,
  amount: 1_000_000,
  ratePercent: 7.5,
  years: 25,
  interestOnlyYears: 5,
} as const;

/** The monthly principal-and-interest repayment the calculator shows when it opens. */
export function openingRepayment(): number {
  return commercialPropertyLoan({
    propertyValue: opening.value,
    amount: opening.amount,
    ratePercent: opening.ratePercent,
    years: opening.years,
    frequency: 'monthly',
    repaymentType: 'principal-and-interest',
    interestOnlyYears: 0,
    balloon: 0,
    upfrontFees: 0,
    ongoingFee: 0,
  }).principalAndInterestRepayment!;
}

export function example(): string {
  const about = formatAboutDollars(openingRepayment(), 10);
  return `Example: a ${formatShortDollars(opening.amount)} loan at ${opening.ratePercent}% p.a. over ${opening.years} years: about ${about} a month`;
}
