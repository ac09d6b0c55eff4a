/**
 * The loan comparison tool against LibreOffice values (reference/calc-a.csv,
 * from reference/make-reference-calc-a.py). Cost rates there come from RATE on
 * the net amount received, the repayments plus ongoing fees, and the balloon
 * plus exit fee; the break-even month was found by a separate python loop and
 * confirmed by LibreOffice costs either side of it.
 */
import {loanComparison, type ComparedLoan} from '../../../src/calculators/loan-comparison-tool/maths';

const money = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThan(1e-6);
const ratio = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected) / Math.abs(expected)).toBeLessThan(1e-9);

const plain: ComparedLoan = {
  amount: 1000000,
  ratePercent: 7.45,
  years: 25,
  frequency: 'monthly',
  repaymentType: 'principal-and-interest',
  upfrontFees: 5000,
  feesAdded: false,
  annualFees: 0,
  exitFee: 0,
  balloon: 0,
};
const lowRateHighFees: ComparedLoan = {...plain, ratePercent: 7.1, upfrontFees: 15000};
// $800k received, $8,000 fees added, fortnightly, $390 a year, $1,500 exit fee, $200k balloon.
const loaded: ComparedLoan = {
  amount: 800000,
  ratePercent: 6.9,
  years: 15,
  frequency: 'fortnightly',
  repaymentType: 'principal-and-interest',
  upfrontFees: 8000,
  feesAdded: true,
  annualFees: 390,
  exitFee: 1500,
  balloon: 200000,
};
const weeklyInterestOnly: ComparedLoan = {
  ...plain,
  amount: 500000,
  ratePercent: 8,
  years: 5,
  frequency: 'weekly',
  repaymentType: 'interest-only',
  upfrontFees: 2500,
};

describe('loan comparison tool', () => {
  it('prices each loan over its full term', () => {
    const [a, b] = loanComparison({loans: [plain, lowRateHighFees], horizonYears: 25}).loans;
    money(a!.repayment, 7357.41945002791);
    money(b!.repayment, 7131.71251410263);
    money(a!.totalCost, 1212225.83500837);
    money(b!.totalCost, 1154513.75423079);
    money(a!.totalFees, 5000);
    money(a!.totalRepaid, 1000000 + 1212225.83500837);
    money(a!.totalInterest, 1212225.83500837 - 5000);
    expect(a!.periods).toBe(300);
  });

  it('gives the loan as the lender writes it: the amount, plus upfront fees only when they are added', () => {
    const [a, b] = loanComparison({loans: [plain, loaded], horizonYears: 5}).loans;
    expect(a!.principal).toBe(1000000); // $5,000 fees paid up front: the loan is the amount
    expect(b!.principal).toBe(808000); // 800,000 + 8,000 fees added
  });

  it('works out the cost rate incl. fees (p.a.)', () => {
    const [a, b] = loanComparison({loans: [plain, lowRateHighFees], horizonYears: 25}).loans;
    ratio(a!.costRatePercent, 7.50688596376104);
    ratio(b!.costRatePercent, 7.26900485787649);
  });

  it('ranks by cost if repaid at the common horizon, and finds the break-even month', () => {
    const result = loanComparison({loans: [plain, lowRateHighFees], horizonYears: 5});
    const [a, b] = result.loans;
    money(a!.costAtHorizon, 363213.423855888);
    money(b!.costAtHorizon, 355688.56789699);
    expect([a!.rank, b!.rank]).toEqual([2, 1]);
    money(a!.costByMonth[34]!, 211802.939122742);
    money(b!.costByMonth[34]!, 211866.998332304);
    money(a!.costByMonth[35]!, 217742.145414219);
    money(b!.costByMonth[35]!, 217513.798571683);
    money(a!.costByMonth[0]!, 5000);
    money(b!.costByMonth[0]!, 15000);
    // $15,000 against $5,000 up front, no exit fee on either: only the upfront fees are the higher ones.
    expect(result.breakEvens).toEqual([{lowerRate: 1, higherFees: ['upfront'], lowerFees: 0, month: 35}]);
    expect(result.months).toBe(300);
  });

  it('says what the cheapest loan saves, in the whole dollars shown, and charts what the other adds', () => {
    const result = loanComparison({loans: [plain, lowRateHighFees], horizonYears: 5});
    // By hand from the costs above: $363,213 - $355,689 = $7,524 (7,524.86 before rounding each cost).
    expect(result.saving).toEqual({loan: 1, against: 0, amount: 7524});
    const [a, b] = result.loans;
    expect(b!.extraByMonth.every((extra) => extra === 0)).toBe(true);
    // 5,000 - 15,000 up front; 211,802.94 - 211,866.998 in month 34; 217,742.15 - 217,513.80 in month 35.
    money(a!.extraByMonth[0]!, -10000);
    money(a!.extraByMonth[34]!, -64.059209562);
    money(a!.extraByMonth[35]!, 228.346842536);
    money(a!.extraByMonth[60]!, 7524.855958898);
  });

  it('gives no saving when the cheapest loans tie, and measures against the next cheapest of several', () => {
    expect(loanComparison({loans: [lowRateHighFees, plain, lowRateHighFees], horizonYears: 25}).saving).toBeUndefined();
    // Over 25 years: 1,212,225.84 and 1,154,513.75; a third loan dearer still is not the one compared.
    const dearer = {...plain, ratePercent: 9};
    expect(loanComparison({loans: [dearer, plain, lowRateHighFees], horizonYears: 25}).saving).toEqual({
      loan: 2,
      against: 1,
      amount: 1212226 - 1154514,
    });
  });

  it('reports no break-even when the lower rate never makes up for the fees', () => {
    const result = loanComparison({loans: [plain, {...lowRateHighFees, ratePercent: 7.44}], horizonYears: 25});
    expect(result.breakEvens).toEqual([{lowerRate: 1, higherFees: ['upfront'], lowerFees: 0, month: undefined}]);
  });

  it('names only the fees that are higher: exit alone, or upfront and exit', () => {
    const exitOnly = {...plain, ratePercent: 7.1, exitFee: 12000};
    expect(loanComparison({loans: [plain, exitOnly], horizonYears: 25}).breakEvens[0]!.higherFees).toEqual(['exit']);
    const both = {...lowRateHighFees, exitFee: 2000};
    expect(loanComparison({loans: [plain, both], horizonYears: 25}).breakEvens[0]!.higherFees).toEqual([
      'upfront',
      'exit',
    ]);
  });

  it('handles fees added to the loan, ongoing and exit fees, a balloon and fortnightly repayments', () => {
    const [c] = loanComparison({loans: [loaded, plain], horizonYears: 2}).loans;
    money(c!.repayment, 3035.15041088013);
    money(c!.totalRepaid, 1391058.66024325);
    money(c!.totalCost, 1391058.66024325 - 800000);
    money(c!.totalInterest, 575708.660243252);
    money(c!.totalFees, 8000 + 390 * 15 + 1500);
    ratio(c!.costRatePercent, 7.14106124525203); // RATE(...) x 26.09
    money(c!.costAtHorizon, 118505.841528115); // repaid after 52 fortnights (month 24)
  });

  it('handles interest-only with weekly repayments, the principal repaid at the end', () => {
    const [d] = loanComparison({loans: [weeklyInterestOnly, plain], horizonYears: 25}).loans;
    money(d!.repayment, 769.230769230769); // 500,000 x 8% / 52
    ratio(d!.costRatePercent, 8.14986561422946); // RATE(...) x 52.18
    money(d!.totalCost, 202500);
    money(d!.costAtHorizon, 202500); // repaid after 5 years, well before the 25-year horizon
  });

  it('annualises fortnightly cost rates with 26.09, so a fee-free loan reads slightly above its rate', () => {
    const [f] = loanComparison({
      loans: [{...plain, ratePercent: 7.25, frequency: 'fortnightly', upfrontFees: 0}, plain],
      horizonYears: 25,
    }).loans;
    ratio(f!.costRatePercent, 7.27509615384615); // 7.25% / 26 x 26.09
  });

  it('works at a zero rate, with and without fees', () => {
    const [z, zf] = loanComparison({
      loans: [
        {...plain, amount: 120000, ratePercent: 0, years: 10, upfrontFees: 0},
        {...plain, amount: 120000, ratePercent: 0, years: 10, upfrontFees: 1200},
      ],
      horizonYears: 10,
    }).loans;
    money(z!.repayment, 1000);
    money(z!.totalCost, 0);
    expect(z!.costRatePercent).toBe(0);
    ratio(zf!.costRatePercent, 0.199691598970693);
  });

  it('gives equal loans the same rank, and compares up to four', () => {
    const result = loanComparison({loans: [plain, plain, loaded, weeklyInterestOnly], horizonYears: 25});
    expect(result.loans.map((l) => l.rank)).toEqual([3, 3, 2, 1]);
    for (const loan of result.loans) {
      for (const value of [loan.totalCost, loan.costRatePercent!, loan.costAtHorizon]) {
        expect(Number.isFinite(value)).toBe(true);
      }
    }
  });

  it('stays finite at extreme but valid inputs', () => {
    const result = loanComparison({
      loans: [
        {...plain, amount: 500000000, ratePercent: 100, years: 40, frequency: 'weekly', upfrontFees: 10000000},
        {...plain, amount: 1, ratePercent: 0.01, years: 1 / 12, exitFee: 0, upfrontFees: 0},
      ],
      horizonYears: 40,
    });
    for (const loan of result.loans) {
      for (const value of [loan.repayment, loan.totalCost, loan.costRatePercent!]) {
        expect(Number.isFinite(value)).toBe(true);
      }
    }
  });
});
