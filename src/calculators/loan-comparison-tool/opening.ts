/**
 * The offers the loan comparison tool opens with (src/components/calculators/LoanComparisonTool/loanInputs.ts reads
 * them), kept apart from the page so the build can work the service pages' example from them (example.ts). Example
 * offers (November 2026), not rates or offers from any lender: the same loan, different rate and fee mixes. The page
 * opens on the first two.
 */
export const opening = {
  amount: 1_000_000,
  years: 25,
  horizonYears: 5,
  offers: [
    {ratePercent: 7.45, fees: 5_000},
    {ratePercent: 7.1, fees: 15_000},
    {ratePercent: 7.25, fees: 8_000, annualFees: 300},
    {ratePercent: 7.3, fees: 5_000, exitFee: 1_000},
  ],
} as const;
