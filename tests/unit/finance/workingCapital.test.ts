/**
 * The working capital calculator against docs-dev/CALCULATORS.md §5's worked example
 * and LibreOffice values (reference/cre-asset-wc.csv, made by
 * reference/make-reference-cre-asset-wc.py).
 */
import {workingCapital, type WorkingCapitalInputs} from '../../../src/calculators/working-capital-calculator/maths';

const money = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThan(1e-6);
const ratio = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected) / Math.abs(expected)).toBeLessThan(1e-9);

// docs-dev/CALCULATORS.md §5: CA 900k (cash 150k, AR 450k, inventory 300k), CL 600k (AP 350k),
// revenue 3.65m, COGS 2.19m.
const example: WorkingCapitalInputs = {
  cash: 150000,
  receivables: 450000,
  inventory: 300000,
  otherCurrentAssets: 0,
  payables: 350000,
  shortTermDebt: 150000,
  otherCurrentLiabilities: 100000,
  revenue: 3650000,
  costOfSales: 2190000,
  purchases: 0,
  dayBasis: 365,
  growthPercent: 0,
  undrawnFacilities: 0,
  seasonalPeak: 0,
  cashReserve: 0,
};

describe('working capital calculator', () => {
  it('reproduces the worked example', () => {
    const result = workingCapital(example);
    money(result.currentAssets, 900000);
    money(result.currentLiabilities, 600000);
    money(result.workingCapital, 300000);
    ratio(result.currentRatio, 1.5);
    ratio(result.quickRatio, 1);
    ratio(result.debtorDays, 45);
    ratio(result.inventoryDays, 50);
    ratio(result.creditorDays, 58.3333333333333);
    ratio(result.cashConversionCycle, 36.6666666666667);
    money(result.requirement, 400000);
    expect(result.creditorDays.toFixed(1)).toBe('58.3');
    expect(result.cashConversionCycle.toFixed(1)).toBe('36.7');
  });

  it('the requirement equals revenue and cost of sales per day times the days', () => {
    // LibreOffice: S/N x DSO + COGS/N x (DIO - DPO) = 400,000.
    money(workingCapital(example).requirement, 400000);
  });

  it('grows the requirement with revenue: the gap is only what growth needs beyond free cash', () => {
    // The calculator's own defaults (10% growth, $150,000 cash, no facility), by hand:
    // tied up now 450,000 + 300,000 - 350,000 = 400,000; after growth 400,000 x 1.10 = 440,000;
    // growth needs 440,000 - 400,000 = 40,000; cash 150,000 covers it: gap max(0, 40,000 - 150,000) = 0.
    // (The old formula, 440,000 - 150,000 = 290,000, counted the 400,000 already funded by the balance sheet.)
    const result = workingCapital({...example, growthPercent: 10});
    money(result.requirementAfterGrowth, 440000);
    money(result.incrementalNeed, 40000);
    money(result.freeCash, 150000);
    money(result.fundingGap, 0);
  });

  it('adds the seasonal peak and keeps the cash reserve out of free cash', () => {
    // By hand: 20% growth needs 400,000 x 0.20 = 80,000; peak 120,000; need 200,000.
    // Free cash 150,000 - 100,000 reserve = 50,000; facility 30,000. Gap 200,000 - 50,000 - 30,000 = 120,000.
    const result = workingCapital({
      ...example,
      growthPercent: 20,
      seasonalPeak: 120000,
      cashReserve: 100000,
      undrawnFacilities: 30000,
    });
    money(result.incrementalNeed, 80000);
    money(result.freeCash, 50000);
    money(result.fundingGap, 120000);
    // A reserve larger than the cash leaves no free cash (not a negative one): 80,000 + 120,000 - 0 - 30,000 = 170,000.
    money(
      workingCapital({
        ...example,
        growthPercent: 20,
        seasonalPeak: 120000,
        cashReserve: 200000,
        undrawnFacilities: 30000,
      }).fundingGap,
      170000,
    );
    // Enough facility: 80,000 + 120,000 - 50,000 - 150,000 = -0 -> 0.
    money(
      workingCapital({
        ...example,
        growthPercent: 20,
        seasonalPeak: 120000,
        cashReserve: 100000,
        undrawnFacilities: 150000,
      }).fundingGap,
      0,
    );
  });

  it('measures creditor days on purchases when given, and on a 360-day year', () => {
    ratio(workingCapital({...example, purchases: 2300000}).creditorDays, 55.5434782608696);
    ratio(workingCapital({...example, dayBasis: 360}).debtorDays, 44.3835616438356);
  });

  it('shows a negative cycle, and no gap, when suppliers are paid after customers pay', () => {
    const result = workingCapital({...example, receivables: 50000, inventory: 60000, payables: 400000});
    expect(result.cashConversionCycle).toBeLessThan(0);
    money(result.requirement, -290000);
    money(result.fundingGap, 0);
    const shrinking = {...example, receivables: 50000, inventory: 60000, payables: 400000, growthPercent: 20, cash: 0};
    // By hand: -290,000 x 0.20 = -58,000 released by growth.
    money(workingCapital(shrinking).incrementalNeed, -58000);
    // Cash released by growth helps fund a peak: -58,000 + 100,000 - 0 cash = 42,000.
    money(workingCapital({...shrinking, seasonalPeak: 100000}).fundingGap, 42000);
  });

  it('gives no ratios when there are no current liabilities', () => {
    const result = workingCapital({...example, payables: 0, shortTermDebt: 0, otherCurrentLiabilities: 0});
    expect(result.currentRatio).toBeUndefined();
    expect(result.quickRatio).toBeUndefined();
    money(result.creditorDays, 0);
  });

  it('stays finite for extreme but valid inputs', () => {
    const result = workingCapital({...example, revenue: 1, costOfSales: 1, receivables: 500000000, growthPercent: 100});
    for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
  });
});
