/**
 * The figures the commercial property loan calculator opens with (its fields' defaults in description.tsx), kept
 * apart from the page so the build can work the service page's example from them (example.ts).
 */
export const opening = {
  value: 1_500_000,
  amount: 1_000_000,
  ratePercent: 7.5,
  years: 25,
  interestOnlyYears: 5,
} as const;
