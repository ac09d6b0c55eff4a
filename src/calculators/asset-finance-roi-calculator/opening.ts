/**
 * The figures the asset finance ROI calculator opens with (its fields' defaults in description.tsx), kept apart from
 * the page so the build can work the service pages' example from them (example.ts). docs-dev/CALCULATORS.md §4's
 * payback example: an illustrative scenario, not a quote.
 */
export const opening = {
  price: 95_000,
  deposit: 0,
  ratePercent: 8.9,
  years: 5,
  /** % of the asset price. */
  balloonPercent: 30,
  monthlyBenefit: 2_600,
  resale: 30_000,
  discountPercent: 10,
} as const;
