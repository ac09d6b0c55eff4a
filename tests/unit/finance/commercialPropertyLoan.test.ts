/**
 * The commercial property loan calculator against LibreOffice values
 * (reference/reference.csv) and hand-worked figures.
 */
import {amortisationSchedule} from '../../../src/finance/schedule';
import {
  commercialPropertyLoan,
  type CommercialPropertyLoanInputs,
} from '../../../src/calculators/commercial-property-loan-calculator/maths';

const money = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThan(1e-6);

const base: CommercialPropertyLoanInputs = {
  propertyValue: 1800000,
  amount: 1200000,
  ratePercent: 7.25,
  years: 25,
  frequency: 'monthly',
  repaymentType: 'principal-and-interest',
  interestOnlyYears: 0,
  balloon: 0,
  upfrontFees: 0,
  ongoingFee: 0,
};

describe('commercial property loan calculator', () => {
  it('works out LVR, repayment and total interest for principal and interest', () => {
    const result = commercialPropertyLoan(base);
    money(result.lvrPercent, 66.66666666666667); // 1,200,000 / 1,800,000 by hand
    money(result.principalAndInterestRepayment, 8673.68236916599);
    money(result.totalInterest, 1402104.7107498);
    money(result.totalRepayments, 2602104.7107498);
    expect(result.periods).toBe(300);
    expect(result.schedule.at(-1)!.balance).toBe(0);
  });

  it('uses 26 fortnightly repayments a year, not half the monthly repayment', () => {
    const result = commercialPropertyLoan({...base, frequency: 'fortnightly'});
    money(result.principalAndInterestRepayment, 4000.93864415143);
    expect(result.principalAndInterestRepayment).not.toBeCloseTo(8673.68236916599 / 2, 0);
  });

  it('handles five years interest-only then principal and interest', () => {
    const result = commercialPropertyLoan({...base, repaymentType: 'interest-only-then-pi', interestOnlyYears: 5});
    money(result.interestOnlyRepayment, 7250); // 1,200,000 x 7.25% / 12 by hand
    money(result.principalAndInterestRepayment, 9484.51181901212);
    money(result.totalInterest, 1511282.83656291);
    money(result.schedule[59]!.balance, 1200000);
  });

  it('handles interest-only for the whole term, with the loan repaid at the end', () => {
    const result = commercialPropertyLoan({...base, repaymentType: 'interest-only', years: 5});
    money(result.interestOnlyRepayment, 7250);
    expect(result.principalAndInterestRepayment).toBeUndefined();
    money(result.totalInterest, 7250 * 60); // by hand: 60 months of interest only
    money(result.schedule.at(-1)!.payment, 1207250);
  });

  it('handles a balloon with fortnightly repayments', () => {
    const result = commercialPropertyLoan({
      ...base,
      amount: 900000,
      ratePercent: 6.8,
      years: 15,
      frequency: 'fortnightly',
      balloon: 300000,
    });
    money(result.principalAndInterestRepayment, 3240.6653975351);
    money(result.totalInterest, 663859.505038689);
    money(result.schedule[129]!.balance, 762902.596081121);
    money(result.schedule.at(-1)!.payment, 3240.6653975351 + 300000);
  });

  it('adds fees to the total cost', () => {
    const result = commercialPropertyLoan({...base, upfrontFees: 5000, ongoingFee: 10});
    money(result.totalFees, 5000 + 10 * 300);
    money(result.totalCost, 1402104.7107498 + 8000);
  });

  it('charges nothing at a zero rate', () => {
    const result = commercialPropertyLoan({...base, ratePercent: 0, years: 10});
    money(result.principalAndInterestRepayment, 10000); // 1,200,000 / 120 by hand
    money(result.totalInterest, 0);
  });

  it('groups the schedule by loan year, balance matching LibreOffice after year 3', () => {
    const result = commercialPropertyLoan(base);
    expect(result.years).toHaveLength(25);
    money(result.years[2]!.closingBalance, 1142938.2679602);
    expect(result.years[0]!.rows).toHaveLength(12);
    money(
      result.years.reduce((sum, y) => sum + y.interest, 0),
      1402104.7107498,
    );
  });

  it('keeps interest plus principal equal to each payment', () => {
    for (const row of amortisationSchedule({principal: 500000, annualRate: 0.08, years: 10, frequency: 'weekly'})) {
      money(row.interest + row.principal, row.payment);
    }
  });
});
