/**
 * The figures the second mortgage calculator opens with (its fields' defaults in description.tsx), kept apart from
 * the page so the build can work the service page's example from them (example.ts).
 */
export const opening = {
  value: 1_000_000,
  first: 550_000,
  amount: 150_000,
  maxCombinedLvrPercent: 75,
  ratePercent: 12,
  years: 2,
} as const;
