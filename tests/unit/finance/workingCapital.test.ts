/**
 * The working capital calculator against docs-dev/CALCULATORS.md §5's worked example
 * and LibreOffice values (reference/cre-asset-wc.csv, made by
 * reference/make-reference-cre-asset-wc.py).
 */
import {workingCapital, type WorkingCapitalInputs} from '../../../src/finance';

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

  it('grows the requirement with revenue and finds the funding gap after cash and facilities', () => {
    const result = workingCapital({...example, growthPercent: 10, undrawnFacilities: 100000});
    money(result.requirementAfterGrowth, 440000);
    money(result.incrementalNeed, 40000);
    money(result.fundingGap, 190000); // 440,000 - (150,000 + 100,000)
    money(workingCapital({...example, undrawnFacilities: 300000}).fundingGap, 0);
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
    money(
      workingCapital({...example, receivables: 50000, inventory: 60000, payables: 400000, growthPercent: 20})
        .incrementalNeed,
      -58000,
    );
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
