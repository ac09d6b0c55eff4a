/**
 * The worked example under the hero of the service page this calculator leads (`example` below, read by
 * src/calculators/examples.ts): its opening figures (`opening` below) through its own maths: the net operating income
 * and cap rate it shows when it opens, which the loan, the fees and the acquisition costs do not change. Worked at
 * build time; the income rounded to the nearest $1,000, as "about" says.
 */
import {commercialRealEstate} from './maths';
import {formatAboutDollars, formatPercent, formatShortDollars, formatWholeDollars} from '../../finance/format';

/**
 * The figures the commercial real estate calculator opens with (its fields' defaults in description.tsx).
 * docs-dev/CALCULATORS.md §3's worked example: an illustrative scenario, not a quote.
 */
export const opening = {
  price: 2_500_000,
  rent: 200_000,
  vacancyPercent: 5,
  other: 0,
  outgoings: 10_000,
  amount: 1_200_000,
  ratePercent: 7.25,
  years: 25,
  minDscr: 1.5,
  maxLvrPercent: 65,
} as const;

/** The net operating income and cap rate the calculator shows when it opens. */
export function openingIncome(): {noi: number; capRatePercent: number} {
  return commercialRealEstate({
    price: opening.price,
    acquisitionCosts: 0,
    grossRent: opening.rent,
    vacancyPercent: opening.vacancyPercent,
    otherIncome: opening.other,
    outgoings: opening.outgoings,
    amount: opening.amount,
    ratePercent: opening.ratePercent,
    years: opening.years,
    frequency: 'monthly',
    repaymentType: 'principal-and-interest',
    loanFees: 0,
    yieldBasis: 'price',
    marketCapRatePercent: 0,
    minDscr: opening.minDscr,
    maxLvrPercent: opening.maxLvrPercent,
  });
}

export function example(): string {
  const {noi, capRatePercent} = openingIncome();
  return `Example: ${formatShortDollars(opening.price)} property, ${formatWholeDollars(opening.rent)} rent: about ${formatAboutDollars(noi, 1000)} net income, ${formatPercent(capRatePercent)} cap rate`;
}
