/**
 * Late or low exit (docs-dev/CALCULATORS.md, "Late or low exit"). Every expected value is written out as
 * the hand formula it comes from (simple daily interest, rate / 365), not taken from the code's output.
 */
import {lateExit, lateExitCase, type LateExitInputs} from '../../../src/finance/lateExit';
import {bridgingLateExit, bridgingLoan} from '../../../src/calculators/bridging-loan-calculator/maths';
import {secondMortgage, secondMortgageLateExit} from '../../../src/calculators/second-mortgage-calculator/maths';
import {bridgingExample, money, secondMortgageExample} from './workedExamples';

// A round case to check by hand: $1m owed at the planned date, 9.5% p.a., default margin 5% p.a.,
// the term ends 45 days after the planned date; a sale worth $1.2m of $2m security nets $1.17m.
const round: LateExitInputs = {
  debtAtExit: 1_000_000,
  ratePercent: 9.5,
  defaultMarginPercent: 5,
  daysLeftInTerm: 45,
  debtAhead: 0,
  securityValue: 2_000_000,
  saleValue: 1_200_000,
  proceeds: 1_170_000,
};

describe('late or low exit', () => {
  it('30 days late, inside the term: daily interest at the rate only', () => {
    const c = lateExitCase(round, 30);
    money(c.interestAtRate, (1_000_000 * 0.095 * 30) / 365); // 7,808.22
    money(c.defaultInterest, 0);
    money(c.debt, 1_000_000 + (1_000_000 * 0.095 * 30) / 365);
    money(c.lvrPercent, ((1_000_000 + (1_000_000 * 0.095 * 30) / 365) / 2_000_000) * 100);
    expect(c.termExpired).toBe(false);
    money(c.left, 1_170_000 - (1_000_000 + (1_000_000 * 0.095 * 30) / 365));
  });

  it('60 days late: the last 15 days are past the term and carry the default margin', () => {
    const c = lateExitCase(round, 60);
    money(c.interestAtRate, (1_000_000 * 0.095 * 60) / 365); // 15,616.44
    money(c.defaultInterest, (1_000_000 * 0.05 * 15) / 365); // 2,054.79
    money(c.extraInterest, 15616.438356164384 + 2054.794520547945);
    expect(c.termExpired).toBe(true);
  });

  it('a 10% lower price cuts the sold property’s value and the proceeds', () => {
    const c = lateExitCase(round, 0, 90);
    money(c.extraInterest, 0);
    money(c.lvrPercent, (1_000_000 / (2_000_000 - 120_000)) * 100); // 53.19%
    money(c.left, 1_170_000 * 0.9 - 1_000_000); // 53,000
  });

  it('lists lower on time, 30, 60 and 90 days late, then 90 days late and lower', () => {
    const cases = lateExit(round);
    expect(cases.map((c) => [c.daysLate, c.pricePercent])).toEqual([
      [0, 90],
      [30, 100],
      [60, 100],
      [90, 100],
      [90, 90],
    ]);
    // 90 days: 90 days at 9.5% and 45 days at 5%.
    money(cases[3]!.debt, 1_000_000 + (1_000_000 * 0.095 * 90) / 365 + (1_000_000 * 0.05 * 45) / 365);
  });
});

describe('late exit on the bridging calculator', () => {
  // The worked example of docs-dev/CALCULATORS.md §7: 6 months at 9.5% capitalised.
  const inputs = bridgingExample;
  // Debt at the end of month 6 by hand: 1,850,000 x (1 + 0.095 / 12)^6 (spreadsheet FV).
  const debtAtSale = 1850000 * (1 + 0.095 / 12) ** 6; // 1,939,632.66

  it('the term ending with the bridging period: every late day is in default', () => {
    const late = lateExit(bridgingLateExit(inputs, bridgingLoan(inputs), 5));
    const thirty = late[1]!;
    money(thirty.interestAtRate, (debtAtSale * 0.095 * 30) / 365); // 15,145.08
    money(thirty.defaultInterest, (debtAtSale * 0.05 * 30) / 365); // 7,971.09
    expect(thirty.termExpired).toBe(true);
    // LVR across both properties: 1.6m sold + 1.35m bought.
    money(thirty.lvrPercent, ((debtAtSale * (1 + (0.145 * 30) / 365)) / 2_950_000) * 100);
    // End debt: the debt less 1,600,000 x 97.5%.
    money(-thirty.left, debtAtSale * (1 + (0.145 * 30) / 365) - 1_560_000);
    // 10% lower on time: proceeds 1,560,000 x 0.9; LVR on 1.44m + 1.35m.
    money(-late[0]!.left, debtAtSale - 1_404_000);
    money(late[0]!.lvrPercent, (debtAtSale / 2_790_000) * 100);
  });

  it('a 12-month term leaves six months’ grace: no default rate within 90 days', () => {
    const late = lateExit(bridgingLateExit(inputs, bridgingLoan(inputs), 5, 12));
    expect(late.every((c) => !c.termExpired && c.defaultInterest === 0)).toBe(true);
    money(late[3]!.extraInterest, (debtAtSale * 0.095 * 90) / 365);
  });

  it('serviced interest: the debt at the sale is the peak debt itself', () => {
    const serviced = {...inputs, interest: 'serviced' as const};
    const late = lateExit(bridgingLateExit(serviced, bridgingLoan(serviced), 0));
    money(late[2]!.debt, 1_850_000 + (1_850_000 * 0.095 * 60) / 365);
  });
});

describe('late exit on the second mortgage calculator', () => {
  const inputs = secondMortgageExample;

  it('interest-only: $150,000 due at the end of the term, the first mortgage ahead of it', () => {
    const late = lateExit(secondMortgageLateExit(inputs, secondMortgage(inputs), 4)!);
    const sixty = late[2]!;
    money(sixty.interestAtRate, (150_000 * 0.105 * 60) / 365); // 2,589.04
    money(sixty.defaultInterest, (150_000 * 0.04 * 60) / 365); // 986.30
    money(sixty.lvrPercent, ((550_000 + 150_000 * (1 + (0.145 * 60) / 365)) / 1_000_000) * 100);
    money(sixty.left, 1_000_000 - 550_000 - 150_000 * (1 + (0.145 * 60) / 365));
    // 10% lower: 900,000 - 550,000 - 150,000 left; combined LVR 700,000 / 900,000.
    money(late[0]!.left, 200_000);
    money(late[0]!.lvrPercent, (700_000 / 900_000) * 100);
  });

  it('capitalised: the balance at the end of the term, 150,000 x (1 + 0.105 / 12)^24', () => {
    const capitalised = {...inputs, repaymentType: 'capitalised' as const};
    const late = lateExit(secondMortgageLateExit(capitalised, secondMortgage(capitalised), 4)!);
    money(late[1]!.debt, 150_000 * (1 + 0.105 / 12) ** 24 * (1 + (0.145 * 30) / 365));
  });

  it('principal and interest: repaid by its repayments, no exit to test', () => {
    const pi = {...inputs, repaymentType: 'principal-and-interest' as const};
    expect(secondMortgageLateExit(pi, secondMortgage(pi), 4)).toBeUndefined();
  });
});
