/**
 * The worked example under the hero of the service pages this calculator leads (src/calculators/examples.ts): its
 * opening figures (opening.ts) through its own maths, as it opens (365-day year, purchases empty). Worked at build
 * time; rounded to the nearest $1,000, as "about" says.
 */
import {workingCapital} from './maths';
import {opening} from './opening';
import {formatAboutDollars, formatShortDollars, formatWholeDollars} from '../../finance/format';

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

export function workingCapitalExample(): string {
  const about = formatAboutDollars(openingFundingGap(), 1000);
  return `Example: ${formatShortDollars(opening.revenue)} sales up ${opening.growthPercent}%, a ${formatWholeDollars(opening.peak)} peak: a funding gap of about ${about}`;
}
