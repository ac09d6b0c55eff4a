/**
 * The worked example under the hero of the service page this calculator leads (src/calculators/examples.ts): its
 * opening figures (opening.ts) through its own maths: the net operating income and cap rate it shows when it opens,
 * which the loan, the fees and the acquisition costs do not change. Worked at build time; the income rounded to the
 * nearest $1,000, as "about" says.
 */
import {commercialRealEstate} from './maths';
import {opening} from './opening';
import {formatAboutDollars, formatPercent, formatShortDollars, formatWholeDollars} from '../../finance/format';

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

export function commercialRealEstateExample(): string {
  const {noi, capRatePercent} = openingIncome();
  return `Example: ${formatShortDollars(opening.price)} property, ${formatWholeDollars(opening.rent)} rent: about ${formatAboutDollars(noi, 1000)} net income, ${formatPercent(capRatePercent)} cap rate`;
}
