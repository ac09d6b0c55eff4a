/**
 * The figures the commercial real estate calculator opens with (its fields' defaults in description.tsx), kept apart
 * from the page so the build can work the service page's example from them (example.ts). docs-dev/CALCULATORS.md
 * §3's worked example: an illustrative scenario, not a quote.
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
