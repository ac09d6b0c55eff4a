/**
 * The figures the working capital calculator opens with (its fields' defaults in description.tsx), kept apart from
 * the page so the build can work the service page's example from them (example.ts). docs-dev/CALCULATORS.md §5's
 * worked example, with 10% growth and a $250,000 seasonal peak, so the example has a funding gap to show: an
 * illustrative business, not a benchmark. Purchases open empty (cost of sales is used).
 */
export const opening = {
  cash: 150_000,
  receivables: 450_000,
  inventory: 300_000,
  other: 0,
  payables: 350_000,
  debt: 150_000,
  liabilities: 100_000,
  revenue: 3_650_000,
  cogs: 2_190_000,
  growthPercent: 10,
  peak: 250_000,
  reserve: 0,
  facilities: 0,
} as const;
