/**
 * The second mortgage calculator against LibreOffice values (reference/calc-a.csv,
 * from reference/make-reference-calc-a.py) and figures worked by hand.
 */
import {secondMortgage} from '../../../src/calculators/second-mortgage-calculator/maths';
import {money, secondMortgageExample as base} from './workedExamples';

describe('second mortgage calculator', () => {
  it('works out first and combined LVR, equity left and the largest second mortgage at 75%', () => {
    const result = secondMortgage(base);
    money(result.firstLvrPercent, 55); // 550,000 / 1,000,000 by hand
    money(result.combinedLvrPercent, 70); // (550,000 + 150,000) / 1,000,000 by hand
    money(result.equityRemaining, 300000); // 1,000,000 - 550,000 - 150,000
    money(result.maxSecondMortgage, 200000); // LibreOffice sm_max_second_mortgage
    money(result.netAdvance, 150000);
    expect(result.overLimit).toBe(false);
    expect(result.noCapacity).toBe(false);
  });

  it('counts a combined LVR exactly at the limit as within it, and one cent over as over', () => {
    expect(secondMortgage({...base, amount: 200000}).overLimit).toBe(false);
    expect(secondMortgage({...base, amount: 200000.01}).overLimit).toBe(true);
  });

  it('flags when the first mortgage alone uses up the limit', () => {
    const result = secondMortgage({...base, firstMortgage: 800000});
    expect(result.maxSecondMortgage).toBe(0);
    expect(result.noCapacity).toBe(true);
    expect(result.overLimit).toBe(true);
    money(result.equityRemaining, 50000);
  });

  it('reports negative equity, not a clamped figure, when the debts exceed the value', () => {
    money(secondMortgage({...base, firstMortgage: 950000, amount: 100000}).equityRemaining, -50000);
  });

  it('charges interest only at the repayment frequency, principal repaid at the end', () => {
    const monthly = secondMortgage(base);
    money(monthly.repayment, 1312.5); // 150,000 x 10.5% / 12
    money(monthly.totalInterest, 1312.5 * 24);
    money(monthly.schedule.at(-1)!.payment, 151312.5);
    money(monthly.totalRepayments, 150000 + 1312.5 * 24);
    const fortnightly = secondMortgage({...base, frequency: 'fortnightly'});
    money(fortnightly.repayment, 605.769230769231); // 150,000 x 10.5% / 26
    expect(fortnightly.periods).toBe(52);
  });

  it('works out principal-and-interest repayments like PMT', () => {
    const result = secondMortgage({...base, repaymentType: 'principal-and-interest'});
    money(result.repayment, 6956.40624590575);
    money(result.totalInterest, 16953.7499017379);
    money(result.schedule[11]!.balance, 78916.8065913816);
    expect(result.schedule.at(-1)!.balance).toBe(0);
    money(
      secondMortgage({...base, repaymentType: 'principal-and-interest', frequency: 'fortnightly'}).repayment,
      3203.8926681339,
    );
    money(
      secondMortgage({...base, repaymentType: 'principal-and-interest', frequency: 'weekly', years: 3}).repayment,
      1121.88085370743,
    );
  });

  it('capitalises interest monthly and repays it all at the end', () => {
    const result = secondMortgage({...base, repaymentType: 'capitalised', frequency: 'weekly'});
    expect(result.repayment).toBeUndefined();
    expect(result.periods).toBe(24); // months, whatever the repayment frequency says
    money(result.balanceAtEnd, 184882.75520927); // 150,000 x (1 + 10.5%/12)^24
    money(result.totalInterest, 34882.7552092701);
    money(result.schedule[6]!.balance, 159432.219901418);
    expect(result.schedule.slice(0, -1).every((row) => row.payment === 0)).toBe(true);
    expect(result.schedule.at(-1)!.balance).toBe(0);
    expect(result.years).toHaveLength(2);
  });

  it('takes fees added to the loan out of the advance, and counts fees in the total cost either way', () => {
    const added = secondMortgage({...base, fees: 3000, feesAdded: true});
    money(added.netAdvance, 147000);
    money(added.maxNetAdvance, 197000); // 200,000 gross limit - 3,000 fees
    money(added.totalCost, 1312.5 * 24 + 3000);
    const paid = secondMortgage({...base, fees: 3000, feesAdded: false});
    money(paid.netAdvance, 150000);
    money(paid.maxNetAdvance, 200000);
    money(paid.totalCost, 1312.5 * 24 + 3000);
  });

  it('charges nothing at a zero rate', () => {
    const pi = secondMortgage({...base, ratePercent: 0, repaymentType: 'principal-and-interest'});
    money(pi.repayment, 6250); // 150,000 / 24
    money(pi.totalInterest, 0);
    money(secondMortgage({...base, ratePercent: 0, repaymentType: 'capitalised'}).balanceAtEnd, 150000);
    money(secondMortgage({...base, ratePercent: 0}).repayment, 0);
  });

  it('stays finite at extreme but valid inputs', () => {
    const result = secondMortgage({
      ...base,
      propertyValue: 500000000,
      firstMortgage: 0,
      amount: 450000000,
      ratePercent: 99,
      years: 30,
      frequency: 'weekly',
      repaymentType: 'principal-and-interest',
    });
    money(result.repayment, 8567307.69230912); // LibreOffice sm_pi_high_rate_30y_weekly
    expect(Number.isFinite(result.totalInterest)).toBe(true);
    const capitalised = secondMortgage({...base, ratePercent: 100, years: 40, repaymentType: 'capitalised'});
    expect(Number.isFinite(capitalised.balanceAtEnd)).toBe(true);
  });
});
