/**
 * Working capital calculator (docs-dev/CALCULATORS.md §5): liquidity ratios, debtor,
 * stock and creditor days, the cash conversion cycle, the working capital
 * the business ties up, how much more growth needs, and the funding gap:
 * what growth and any seasonal peak need beyond free cash and undrawn
 * facilities. The working capital the business already carries is funded by
 * its balance sheet today, so only the extra counts towards the gap.
 */

export interface WorkingCapitalInputs {
  cash: number;
  receivables: number;
  inventory: number;
  otherCurrentAssets: number;
  payables: number;
  shortTermDebt: number;
  otherCurrentLiabilities: number;
  /** Annual revenue (more than 0). */
  revenue: number;
  /** Annual cost of goods sold (more than 0). */
  costOfSales: number;
  /** Annual purchases, for creditor days; 0 to use cost of sales. */
  purchases: number;
  /** Days in the year the ratios are measured over: 365 (default) or 360. */
  dayBasis: number;
  /** Expected revenue growth, %. */
  growthPercent: number;
  /** Undrawn overdraft or other facilities available now. */
  undrawnFacilities: number;
  /** Extra working capital needed at the busiest time of year, above the balance-sheet level; 0 if none. */
  seasonalPeak: number;
  /** Cash the business keeps in reserve and will not spend on working capital; 0 if none. */
  cashReserve: number;
}

export interface WorkingCapitalResult {
  currentAssets: number;
  currentLiabilities: number;
  workingCapital: number;
  /** undefined when there are no current liabilities. */
  currentRatio?: number;
  quickRatio?: number;
  debtorDays: number;
  inventoryDays: number;
  creditorDays: number;
  cashConversionCycle: number;
  /** Receivables plus inventory less payables: the operating working capital the business carries. */
  requirement: number;
  requirementAfterGrowth: number;
  /** Extra working capital the growth needs (negative when it releases cash). */
  incrementalNeed: number;
  /** Cash at bank above the reserve: what the business can put into working capital itself. */
  freeCash: number;
  /** What growth and the seasonal peak need beyond free cash and undrawn facilities; 0 when covered. */
  fundingGap: number;
}

export function workingCapital(inputs: WorkingCapitalInputs): WorkingCapitalResult {
  const currentAssets = inputs.cash + inputs.receivables + inputs.inventory + inputs.otherCurrentAssets;
  const currentLiabilities = inputs.payables + inputs.shortTermDebt + inputs.otherCurrentLiabilities;
  const days = inputs.dayBasis;
  const debtorDays = (inputs.receivables / inputs.revenue) * days;
  const inventoryDays = (inputs.inventory / inputs.costOfSales) * days;
  const creditorDays = (inputs.payables / (inputs.purchases > 0 ? inputs.purchases : inputs.costOfSales)) * days;
  const requirement = inputs.receivables + inputs.inventory - inputs.payables;
  const requirementAfterGrowth = requirement * (1 + inputs.growthPercent / 100);
  const incrementalNeed = requirementAfterGrowth - requirement;
  const freeCash = Math.max(0, inputs.cash - inputs.cashReserve);
  return {
    currentAssets,
    currentLiabilities,
    workingCapital: currentAssets - currentLiabilities,
    currentRatio: currentLiabilities > 0 ? currentAssets / currentLiabilities : undefined,
    quickRatio: currentLiabilities > 0 ? (currentAssets - inputs.inventory) / currentLiabilities : undefined,
    debtorDays,
    inventoryDays,
    creditorDays,
    cashConversionCycle: inventoryDays + debtorDays - creditorDays,
    requirement,
    requirementAfterGrowth,
    incrementalNeed,
    freeCash,
    // Cash released by slower sales (a negative need) helps fund the peak.
    fundingGap: Math.max(0, incrementalNeed + inputs.seasonalPeak - freeCash - inputs.undrawnFacilities),
  };
}
