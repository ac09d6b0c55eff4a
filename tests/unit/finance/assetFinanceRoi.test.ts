/**
 * The asset finance ROI calculator against LibreOffice values
 * (reference/cre-asset-wc.csv, made by reference/make-reference-cre-asset-wc.py)
 * and docs-dev/CALCULATORS.md §4's payback example (95,000 / 2,600 = 36.5 months).
 */
import {amortisationSchedule} from '../../../src/finance/schedule';
import {assetFinanceRoi, type AssetFinanceInputs} from '../../../src/calculators/asset-finance-roi-calculator/maths';

const money = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThan(1e-6);
const ratio = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected) / Math.abs(expected)).toBeLessThan(1e-9);

// A $95,000 asset over 5 years at 8.9% with a 30% ($28,500) balloon, earning $2,600 a month and
// resold for $30,000 at the end.
const example: AssetFinanceInputs = {
  structure: 'chattel-mortgage',
  price: 95000,
  gstCredit: 0,
  deposit: 0,
  fees: 0,
  feesFinanced: false,
  ongoingFee: 0,
  ratePercent: 8.9,
  years: 5,
  frequency: 'monthly',
  timing: 0,
  balloon: 28500,
  monthlyBenefit: 2600,
  resaleValue: 30000,
  discountRatePercent: 10,
};

describe('asset finance ROI calculator: the finance', () => {
  it('counts the fees paid in cash in the total cost, the interest unchanged', () => {
    // 28,814.82 interest (LibreOffice) + 600 upfront + 60 monthly fees of $12 (720) = 30,134.82.
    const result = assetFinanceRoi({...example, fees: 600, ongoingFee: 12});
    money(result.totalInterest, 28814.8243203185);
    money(result.totalCost, 28814.8243203185 + 600 + 720);
  });

  it('works out a chattel mortgage in arrears with a balloon', () => {
    const result = assetFinanceRoi(example);
    money(result.amountFinanced, 95000);
    money(result.repayment, 1588.58040533864);
    money(result.totalInterest, 28814.8243203185);
    money(result.totalRepayments, 28814.8243203185 + 95000);
    ratio(result.costRatePercent, 8.9); // no fees: the cost rate is the interest rate
    money(result.totalCost, 28814.8243203185); // no fees: the cost is the interest
    money(result.years[2]!.closingBalance, 58676.1476831909);
    money(result.schedule.at(-1)!.payment, 1588.58040533864 + 28500);
    expect(result.schedule.at(-1)!.balance).toBe(0);
  });

  it('works out a finance lease in advance: lower rentals, the first carrying no interest', () => {
    const result = assetFinanceRoi({...example, structure: 'finance-lease', timing: 1});
    money(result.repayment, 1576.88517363419);
    money(result.totalInterest, 28113.1104180513);
    expect(result.schedule[0]!.interest).toBe(0);
    money(result.schedule[1]!.interest, 692.88810162888);
    money(result.schedule[29]!.interest, 489.69251908487);
    money(result.schedule[29]!.balance, 64938.7649748713);
    // The residual, due a period after the last rental, is shown with it, with its last period's interest.
    money(result.schedule.at(-1)!.interest, 429.702117906787);
    money(result.schedule.at(-1)!.payment, 1576.88517363419 + 28500);
    money(
      result.schedule.reduce((sum, row) => sum + row.interest, 0),
      28113.1104180513,
    );
    ratio(result.costRatePercent, 8.9);
  });

  it('counts fees paid upfront and a monthly fee in the cost rate', () => {
    const result = assetFinanceRoi({...example, fees: 1000, ongoingFee: 10});
    money(result.repayment, 1588.58040533864); // fees paid in cash do not change the repayment
    ratio(result.costRatePercent, 9.45216915117527);
    money(result.totalFees, 1000 + 600);
    const lease = assetFinanceRoi({...example, fees: 1000, ongoingFee: 10, timing: 1});
    ratio(lease.costRatePercent, 9.46694994807802);
  });

  it('adds financed fees to the amount financed, though the borrower receives only the price', () => {
    const result = assetFinanceRoi({...example, fees: 1000, feesFinanced: true, ongoingFee: 10});
    money(result.amountFinanced, 96000);
    money(result.repayment, 1609.29026105802);
    ratio(result.costRatePercent, 9.44739127438741);
    money(result.upfrontCash, 0);
    expect(result.leveredPaybackMonths).toBe(0);
  });

  it('uses 26 fortnightly repayments a year, and a year of 26.09 fortnights for the cost rate (NCCP reg 100)', () => {
    const result = assetFinanceRoi({...example, frequency: 'fortnightly', fees: 1000});
    money(result.repayment, 732.187927769171);
    ratio(result.costRatePercent, 9.30570112938408); // LibreOffice RATE(130;-732.187927769171;94000;-28500) x 26.09
    money(result.netMonthlyCashEffect, 1013.5928231668);
    expect(result.schedule).toHaveLength(130);
  });

  it('charges no interest at a zero rate, in arrears or in advance', () => {
    money(assetFinanceRoi({...example, ratePercent: 0}).repayment, 1108.33333333333);
    const lease = assetFinanceRoi({...example, ratePercent: 0, timing: 1});
    money(lease.repayment, 1108.33333333333);
    money(lease.totalInterest, 0);
    expect(lease.costRatePercent).toBeCloseTo(0, 9);
  });

  it('handles no balloon', () => {
    // By hand (python3): r = 0.089/12, g = (1+r)^60, PMT = r 95,000 g / (g - 1).
    const result = assetFinanceRoi({...example, balloon: 0});
    money(result.repayment, 1967.4362933409254);
    money(result.totalInterest, 23046.17760045553);
    expect(result.schedule.at(-1)!.balance).toBe(0);
  });
});

describe('asset finance ROI calculator: the return', () => {
  it('pays back the price in 36.5 months unlevered (docs-dev/CALCULATORS.md §4 example)', () => {
    const result = assetFinanceRoi(example);
    ratio(result.unleveredPaybackMonths, 36.5384615384615);
    expect(result.unleveredPaybackMonths!.toFixed(1)).toBe('36.5');
  });

  it('works out the asset’s IRR (annualised) and NPV at the discount rate', () => {
    const result = assetFinanceRoi(example);
    ratio(result.assetIrrPercent, 29.4105694443879);
    money(result.npv, 45603.6172058174);
    money(assetFinanceRoi({...example, discountRatePercent: 0}).npv, 91000); // 60 x 2,600 + 30,000 - 95,000
  });

  it('counts a chattel mortgage’s asset without the GST claimed back, so its return is the lease’s', () => {
    // By hand (python3, bisection on the monthly flows): the price without GST 95,000 / 1.1 = 86,363.64; payback
    // 86,363.64 / 2,600 = 33.2 months; IRR of [-86,363.64, 2,600 x 59, 32,600] = 35.0714% a year; NPV at 10% / 12 =
    // 54,239.98; outlay 60 x 1,588.58 + 28,500 - 8,636.36 = 115,178.46, simple ROI 61.4885%.
    const credit = 95000 / 11;
    const chattel = assetFinanceRoi({...example, gstCredit: credit});
    ratio(chattel.unleveredPaybackMonths, 33.21678321678321);
    expect(chattel.assetIrrPercent).toBeCloseTo(35.071361072880514, 6);
    money(chattel.npv, 54239.980842181045);
    money(chattel.totalOutlay, 115178.4606839552);
    expect(chattel.simpleRoiPercent).toBeCloseTo(61.4885273648309, 9);
    // The finance is the chattel mortgage's on the whole price; only the return counts the credit.
    money(chattel.repayment, 1588.58040533864);
    const lease = assetFinanceRoi({...example, structure: 'finance-lease', timing: 1, price: 95000 - credit});
    expect(lease.assetIrrPercent).toBeCloseTo(chattel.assetIrrPercent!, 9);
    money(lease.npv, chattel.npv);
  });

  it('works out levered payback, outlay and simple ROI with a deposit and fees', () => {
    const result = assetFinanceRoi({...example, deposit: 10000, fees: 1000, feesFinanced: true, ongoingFee: 10});
    money(result.repayment, 1402.19170386424);
    money(result.netMonthlyCashEffect, 1187.80829613576);
    money(result.upfrontCash, 10000);
    ratio(result.leveredPaybackMonths, 8.41886694387681);
    money(result.totalOutlay, 123231.502231854);
    ratio(result.simpleRoiPercent, 50.9354317940957);
    ratio(result.costRatePercent, 9.49925117883545);
  });

  it('says "never" (undefined) when the repayments exceed the benefit or there is no benefit', () => {
    const result = assetFinanceRoi({...example, deposit: 5000, monthlyBenefit: 1000});
    expect(result.netMonthlyCashEffect).toBeLessThan(0);
    expect(result.leveredPaybackMonths).toBeUndefined();
    const none = assetFinanceRoi({...example, deposit: 5000, monthlyBenefit: 0, resaleValue: 0});
    expect(none.unleveredPaybackMonths).toBeUndefined();
    expect(none.assetIrrPercent).toBeUndefined(); // nothing comes back: no rate of return
    money(none.npv, -95000);
    expect(Number.isFinite(none.simpleRoiPercent)).toBe(true);
  });

  it('gives no cost rate when fees paid in cash swallow the amount financed', () => {
    const result = assetFinanceRoi({...example, deposit: 94000, balloon: 0, fees: 5000});
    expect(result.costRatePercent).toBeUndefined();
  });

  it('stays finite for extreme but valid inputs', () => {
    const result = assetFinanceRoi({
      ...example,
      price: 500000000,
      balloon: 0,
      ratePercent: 100,
      years: 10,
      frequency: 'weekly',
      monthlyBenefit: 1,
      resaleValue: 0,
    });
    for (const value of [result.repayment, result.totalInterest, result.simpleRoiPercent, result.npv]) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });
});

describe('schedules in advance', () => {
  it('keep interest plus principal equal to each payment and end at zero', () => {
    const rows = amortisationSchedule({
      principal: 60000,
      annualRate: 0.07,
      years: 4,
      frequency: 'monthly',
      balloon: 10000,
      timing: 1,
    });
    for (const row of rows) money(row.interest + row.principal, row.payment);
    expect(rows.at(-1)!.balance).toBe(0);
  });
});
