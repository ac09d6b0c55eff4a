/**
 * The worked example under the hero of the service pages this tool leads (src/calculators/examples.ts): its first
 * two opening offers (opening.ts) through its own maths, as it opens: monthly principal and interest, fees paid up
 * front, ranked by what each costs if repaid after the comparison period. Worked at build time; the saving rounded
 * to the nearest $100, as "about" says.
 */
import {loanComparison, type ComparedLoan} from './maths';
import {opening} from './opening';
import {formatAboutDollars, formatShortDollars} from '../../finance/format';

const [first, second] = opening.offers;

const loan = (offer: typeof first | typeof second): ComparedLoan => ({
  amount: opening.amount,
  ratePercent: offer.ratePercent,
  years: opening.years,
  frequency: 'monthly',
  repaymentType: 'principal-and-interest',
  upfrontFees: offer.fees,
  feesAdded: false,
  annualFees: 0,
  exitFee: 0,
  balloon: 0,
});

/** What the cheaper of the two opening offers saves over the comparison period, and which it is (0 or 1). */
export function openingSaving(): {loan: number; amount: number} {
  const {saving} = loanComparison({loans: [loan(first), loan(second)], horizonYears: opening.horizonYears});
  if (!saving) throw new Error('The loan comparison tool opens on two offers that cost the same: no example to give.');
  return {loan: saving.loan, amount: saving.amount};
}

export function loanComparisonExample(): string {
  const {loan: best, amount} = openingSaving();
  const [cheaper, dearer] = best === 0 ? [first, second] : [second, first];
  // "$15k": thousands short, so the line keeps to two lines on a phone.
  const fees = (offer: typeof first | typeof second) => `$${offer.fees / 1000}k`;
  return `Example: ${formatShortDollars(opening.amount)} at ${cheaper.ratePercent}% (${fees(cheaper)} fees) v ${dearer.ratePercent}% (${fees(dearer)}): about ${formatAboutDollars(amount, 100)} less over ${opening.horizonYears} years`;
}
