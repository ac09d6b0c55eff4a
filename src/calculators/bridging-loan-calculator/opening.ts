/**
 * The figures the bridging calculator opens with (its fields' defaults in description.tsx), kept apart from the page
 * so the build can work the service page's example from them (example.ts) without loading the page's components.
 */
export const opening = {
  sale: 1_600_000,
  debt: 400_000,
  sellingPercent: 2.5,
  salePricePercent: 100,
  state: 'nsw',
  purchase: 1_350_000,
  cash: 0,
  months: 6,
  ratePercent: 9.5,
} as const;
