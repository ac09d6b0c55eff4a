/**
 * The commercial real estate calculator against docs-dev/CALCULATORS.md §3's worked
 * example and LibreOffice values (reference/cre-asset-wc.csv, made by
 * reference/make-reference-cre-asset-wc.py).
 */
import {
  commercialRealEstate,
  type CommercialRealEstateInputs,
} from '../../../src/calculators/commercial-real-estate-calculator/maths';

const money = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThan(1e-6);
const ratio = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected) / Math.abs(expected)).toBeLessThan(1e-9);

// docs-dev/CALCULATORS.md §3: GPR 200,000, 5% vacancy, outgoings 10,000, price 2.5m, costs 150,000,
// loan 1.2m at 7.25% over 25 years, monthly principal and interest.
const example: CommercialRealEstateInputs = {
  price: 2500000,
  acquisitionCosts: 150000,
  grossRent: 200000,
  vacancyPercent: 5,
  otherIncome: 0,
  outgoings: 10000,
  amount: 1200000,
  ratePercent: 7.25,
  years: 25,
  frequency: 'monthly',
  repaymentType: 'principal-and-interest',
  loanFees: 0,
  yieldBasis: 'price',
  marketCapRatePercent: 0,
  minDscr: 1.5,
  maxLvrPercent: 65,
};

describe('commercial real estate calculator', () => {
  it('reproduces the worked example: NOI, cap rate, yields, DSCR, ICR and cash-on-cash', () => {
    const result = commercialRealEstate(example);
    money(result.effectiveGrossIncome, 190000); // 200,000 x 95% by hand
    money(result.noi, 180000);
    ratio(result.capRatePercent, 7.2);
    ratio(result.grossYieldPercent, 8);
    ratio(result.netYieldPercent, 7.2); // on price, the net yield is the cap rate
    money(result.loan?.annualDebtService, 104084.188429992);
    ratio(result.loan?.dscr, 1.72936929917141);
    ratio(result.loan?.icr, 2.06896551724138);
    money(result.equity, 1450000);
    money(result.cashFlow, 75915.8115700081);
    ratio(result.cashOnCashPercent, 5.2355732117247);
    // The worked example's rounded figures.
    expect(result.loan!.annualDebtService.toFixed(2)).toBe('104084.19');
    expect(result.loan!.dscr!.toFixed(2)).toBe('1.73');
    expect(result.loan!.icr!.toFixed(2)).toBe('2.07');
    expect(result.cashOnCashPercent!.toFixed(2)).toBe('5.24');
  });

  it('shows the loan: repayment, total interest, LVR and a schedule that ends at zero', () => {
    const loan = commercialRealEstate(example).loan!;
    money(loan.repayment, 8673.68236916599);
    money(loan.totalInterest, 1402104.7107498);
    ratio(loan.lvrPercent, 48); // 1.2m / 2.5m by hand
    expect(loan.schedule).toHaveLength(300);
    money(loan.years[4]!.closingBalance, 1097412.18542583);
    expect(loan.schedule.at(-1)!.balance).toBe(0);
  });

  it('measures yields on price plus acquisition costs when asked, leaving the cap rate on price', () => {
    const result = commercialRealEstate({...example, yieldBasis: 'price-plus-costs'});
    ratio(result.grossYieldPercent, 7.54716981132075);
    ratio(result.netYieldPercent, 6.79245283018868);
    ratio(result.capRatePercent, 7.2);
  });

  it('counts 26 fortnightly repayments a year in the annual debt service', () => {
    const loan = commercialRealEstate({...example, frequency: 'fortnightly'}).loan!;
    money(loan.annualDebtService, 104024.404747937);
    ratio(loan.dscr, 1.73036318194909);
  });

  it('services interest only: debt service is a year’s interest, so DSCR equals ICR', () => {
    const result = commercialRealEstate({...example, repaymentType: 'interest-only'});
    money(result.loan?.annualDebtService, 87000); // 1.2m x 7.25% by hand
    ratio(result.loan?.dscr, 2.06896551724138);
    ratio(result.cashOnCashPercent, 6.41379310344828);
    money(result.loan?.totalInterest, 87000 * 25);
  });

  it('adds upfront loan fees to the cash invested', () => {
    const result = commercialRealEstate({...example, loanFees: 12000});
    money(result.equity, 1462000);
    ratio(result.cashOnCashPercent, 5.19259997058879);
    // What buying this way costs: interest (LibreOffice) + the fees + the example's 150,000 acquisition costs.
    money(result.buyingCost, 1402104.7107498 + 12000 + 150000);
  });

  it('counts the acquisition costs in what buying this way costs: interest + fees + NSW duty on the price', () => {
    // The duty is an input here (the maths does not read the register): NSW's general rates from 1 July 2025 on
    // 2,500,000, by hand: 50,212 on the first 1,240,000 (as
    // in the bridging test) + 1,260,000 over it x 5.50% (12,600 lots of $100 x $5.50 = 69,300) = 119,512.
    // Interest 1,402,104.71 (LibreOffice) + fees 1% x 1,200,000 = 12,000 + 119,512 = 1,533,616.71.
    const result = commercialRealEstate({...example, acquisitionCosts: 119512, loanFees: 12000});
    money(result.buyingCost, 1533616.7107498);
    // The loan's own cost, apart from the duty: 1,402,104.71 + 12,000.
    money(result.loanCost, 1414104.7107498);
    // No fees and no costs: the interest alone.
    money(commercialRealEstate({...example, acquisitionCosts: 0}).buyingCost, 1402104.7107498);
  });

  it('finds the largest loan by DSCR and by LVR, and which one binds', () => {
    const result = commercialRealEstate(example);
    money(result.maxLoan.byDscr, 1383495.43933713); // PV of 180,000 / 1.5 a year over 25 years
    money(result.maxLoan.byLvr, 1625000); // 65% x 2.5m by hand
    money(result.maxLoan.amount, 1383495.43933713);
    expect(result.maxLoan.binding).toBe('dscr');
    const io = commercialRealEstate({...example, repaymentType: 'interest-only'});
    money(io.maxLoan.byDscr, 1655172.4137931);
    expect(io.maxLoan.binding).toBe('lvr');
    money(io.maxLoan.amount, 1625000);
  });

  it('values the property at a market cap rate', () => {
    money(commercialRealEstate({...example, marketCapRatePercent: 6.5}).impliedValue, 2769230.76923077);
    expect(commercialRealEstate(example).impliedValue).toBeUndefined();
  });

  it('without a loan: no debt service, no DSCR, and cash-on-cash is NOI over price plus costs', () => {
    const result = commercialRealEstate({...example, amount: 0, loanFees: 5000});
    expect(result.loan).toBeUndefined();
    expect(result.buyingCost).toBeUndefined(); // no loan, no term: the costs are in the cash invested
    money(result.cashFlow, 180000);
    money(result.equity, 2650000); // loan fees do not apply without a loan
    ratio(result.cashOnCashPercent, (180000 / 2650000) * 100);
  });

  it('at a zero rate: no interest, no ICR, and the DSCR limit is the repayments the NOI covers', () => {
    const result = commercialRealEstate({...example, ratePercent: 0});
    money(result.loan?.repayment, 4000); // 1.2m / 300 by hand
    expect(result.loan?.icr).toBeUndefined();
    money(result.loan?.totalInterest, 0);
    money(result.maxLoan.byDscr, 3000000);
    const io = commercialRealEstate({...example, ratePercent: 0, repaymentType: 'interest-only'});
    expect(io.loan?.dscr).toBeUndefined();
    expect(io.maxLoan.byDscr).toBeUndefined();
    expect(io.maxLoan.binding).toBe('lvr');
  });

  it('never implies a value or lends against a loss-making property', () => {
    const result = commercialRealEstate({...example, outgoings: 250000, marketCapRatePercent: 6});
    money(result.noi, -60000);
    expect(result.impliedValue).toBeUndefined();
    money(result.maxLoan.byDscr, 0);
    expect(result.maxLoan.binding).toBe('dscr');
    expect(result.loan!.dscr).toBeLessThan(0);
  });

  it('gives no cash-on-cash when the loan covers the price and costs', () => {
    const result = commercialRealEstate({...example, amount: 2650000});
    money(result.equity, 0);
    expect(result.cashOnCashPercent).toBeUndefined();
  });

  it('stays finite for extreme but valid inputs', () => {
    const result = commercialRealEstate({...example, price: 500000000, amount: 400000000, ratePercent: 100, years: 40});
    for (const value of [result.noi, result.capRatePercent, result.loan!.dscr!, result.maxLoan.amount]) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });
});
