/**
 * The worked example under the hero of the service pages this tool leads (`example` below, read by
 * src/calculators/examples.ts): its first two opening offers (`opening` below) through its own maths, as it opens:
 * monthly principal and interest, fees paid up front, ranked by what each costs if repaid after the comparison
 * period. Worked at build time; the saving rounded to the nearest $100, as "about" says.
 */
import {loanComparison, type ComparedLoan} from './maths';
import {formatAboutDollars, formatShortDollars} from '../../finance/format';

/**
 * The offers the loan comparison tool opens with (src/components/calculators/LoanComparisonTool/loanInputs.ts reads
 * them). Example offers (November 2026), not rates or offers from any lender: the same loan, different rate and fee
 * mixes. The page opens on the first two; a loan she adds starts from the next one's rate and upfront fee and the
 * first loan's amount, term and frequency (loanInputs.ts), with no ongoing or exit fee she did not type (they sit
 * folded under "More terms").
 */
export const opening = {
  amount: 1_000_000,
  years: 25,
  horizonYears: 5,
  offers: [
    {ratePercent: 7.45, fees: 5_000},
    {ratePercent: 7.1, fees: 15_000},
    {ratePercent: 7.25, fees: 8_000},
    {ratePercent: 7.3, fees: 5_000},
  ],
} as const;

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

export function example(): string {
  const {loan: best, amount} = openingSaving();
  const [cheaper, dearer] = best === 0 ? [first, second] : [second, first];
  // "$15k": thousands short, so the line keeps to two lines on a phone (80 characters).
  const fees = (offer: typeof first | typeof second) => `$${offer.fees / 1000}k`;
  // The loans' term said too: the saving holds for 25-year loans repaid after 5 years, not for 5-year loans.
  return `Example: ${opening.years}-year ${formatShortDollars(opening.amount)}, ${cheaper.ratePercent}% (${fees(cheaper)} fee) v ${dearer.ratePercent}% (${fees(dearer)}): about ${formatAboutDollars(amount, 100)} less by year ${opening.horizonYears}`;
}
