/**
 * The worked example under the hero of the service pages this calculator leads (`example` below, read by
 * src/calculators/examples.ts): its opening figures (`opening` below) through its own maths, as it opens (365-day
 * year, purchases empty). Worked at build time; rounded to the nearest $1,000, as "about" says.
 */
import {workingCapital} from './maths';
import {formatAboutDollars, formatShortDollars, formatWholeDollars} from '../../finance/format';

/**
 * The figures the working capital calculator opens with (its fields' defaults in description.tsx).
 * docs-dev/CALCULATORS.md §5's worked example, with 10% growth and a $250,000 seasonal peak, so the example has a funding
 * gap to show: an illustrative business, not a benchmark. Purchases open empty (cost of sales is used).
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

/** The funding gap the calculator shows when it opens: what growth and the peak need beyond the free cash. */
export function openingFundingGap(): number {
  return workingCapital({
    cash: opening.cash,
    receivables: opening.receivables,
    inventory: opening.inventory,
    otherCurrentAssets: opening.other,
    payables: opening.payables,
    shortTermDebt: opening.debt,
    otherCurrentLiabilities: opening.liabilities,
    revenue: opening.revenue,
    costOfSales: opening.cogs,
    purchases: 0,
    dayBasis: 365,
    growthPercent: opening.growthPercent,
    undrawnFacilities: opening.facilities,
    seasonalPeak: opening.peak,
    cashReserve: opening.reserve,
  }).fundingGap;
}

export function example(): string {
  const about = formatAboutDollars(openingFundingGap(), 1000);
  return `Example: ${formatShortDollars(opening.revenue)} sales growing ${opening.growthPercent}%, ${formatWholeDollars(opening.peak)} more at peak: about ${about} to fund`;
}
