/**
 * The bridging loan calculator against the worked example in docs-dev/CALCULATORS.md §7
 * and LibreOffice values (reference/calc-a.csv, from reference/make-reference-calc-a.py).
 */
import {bridgingLoan} from '../../../src/calculators/bridging-loan-calculator/maths';
import {bridgingExample as base, money} from './workedExamples';
const ratio = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? NaN) - expected) / Math.abs(expected)).toBeLessThan(1e-9);

describe('bridging loan calculator', () => {
  it('reproduces the worked example: peak debt, capitalised interest, end debt and LVRs', () => {
    const result = bridgingLoan(base);
    money(result.peakDebt, 1850000); // 400,000 + 1,350,000 + 100,000 - 0
    money(result.peakDebtWithInterest, 1939632.6602007); // spec: 1,939,632.66
    money(result.totalInterest, 89632.6602007011);
    money(result.netSaleProceeds, 1560000); // 1,600,000 x 97.5%
    money(result.sellingCosts, 40000);
    money(result.endDebt, 379632.660200701); // spec: 379,632.66
    money(result.surplus, 0);
    money(result.peakLvrPercent, 62.7118644067797); // spec: 62.7%
    money(result.peakLvrWithInterestPercent, 65.7502596678204); // spec: 65.8%
    money(result.endLvrPercent, 28.1209377926445); // spec: 28.1%
    expect(result.monthlyInterest).toBeUndefined();
  });

  it('shows the balance growing month by month, with nothing paid until the sale', () => {
    const result = bridgingLoan(base);
    expect(result.schedule).toHaveLength(6);
    money(result.schedule[2]!.balance, 1894286.25644893);
    expect(result.schedule.every((row) => row.payment === 0)).toBe(true);
    money(result.schedule[0]!.interest, (1850000 * 0.095) / 12);
    expect(result.years).toHaveLength(1);
  });

  it('names the new borrowing apart from the loan already owed: the purchase and its costs, less cash, plus fees added', () => {
    money(bridgingLoan(base).newBorrowing, 1450000); // 1,350,000 + 100,000 - 0
    // 1,350,000 + 100,000 - 200,000 cash + 20,000 fees added = 1,270,000
    money(bridgingLoan({...base, cashContribution: 200000, fees: 20000, feesAdded: true}).newBorrowing, 1270000);
    // Cash beyond the purchase and its costs pays down the old loan: no new borrowing, never below 0.
    money(bridgingLoan({...base, cashContribution: 1500000}).newBorrowing, 0);
  });

  it('without fees, costs exactly the interest rate', () => ratio(bridgingLoan(base).costRatePercent, 9.5));

  it('matches the capitalised-interest example of $750k at 8.5% for 6 months', () => {
    const result = bridgingLoan({...base, existingDebt: 0, purchasePrice: 750000, purchaseCosts: 0, ratePercent: 8.5});
    money(result.totalInterest, 32444.8124721686);
  });

  it('tests peak debt as lenders do, with interest for the whole term where it runs past the sale', () => {
    // 1,850,000 x (1 + 0.095/12)^12 = 2,033,608.03, over 1,600,000 + 1,350,000 (by hand).
    money(bridgingLoan({...base, termMonths: 12}).peakLvrOverTermPercent, 68.9358654423686);
    // The cost and the end debt still stop at the sale, after the bridging period's 6 months.
    money(bridgingLoan({...base, termMonths: 12}).peakDebtWithInterest, 1939632.6602007);
    // A term no longer than the period, or interest paid monthly: the same figure as the peak LVR shown.
    money(bridgingLoan({...base, termMonths: 6}).peakLvrOverTermPercent, 65.7502596678204);
    money(bridgingLoan({...base, termMonths: 0}).peakLvrOverTermPercent, 65.7502596678204);
    money(bridgingLoan({...base, interest: 'serviced', termMonths: 12}).peakLvrOverTermPercent, 62.7118644067797);
  });

  it('services interest monthly: 1.85m x 9.5% x 6/12 = 87,875.00', () => {
    const result = bridgingLoan({...base, interest: 'serviced'});
    money(result.monthlyInterest, 14645.8333333333);
    money(result.totalInterest, 87875);
    money(result.peakDebtWithInterest, 1850000);
    money(result.endDebt, 1850000 - 1560000);
    money(result.peakLvrWithInterestPercent, result.peakLvrPercent);
    ratio(result.costRatePercent, 9.5);
  });

  it('applies a lender’s conservative sale figure before selling costs', () => {
    const result = bridgingLoan({...base, salePricePercent: 90});
    money(result.assumedSalePrice, 1440000);
    money(result.netSaleProceeds, 1404000); // 1,440,000 x 97.5%
    money(result.endDebt, 535632.660200701);
  });

  it('counts fees in the cost rate whether paid up front or added to the loan', () => {
    const paid = bridgingLoan({...base, fees: 20000});
    money(paid.peakDebt, 1850000);
    ratio(paid.costRatePercent, 11.6931307129476); // LibreOffice RATE(6;0;1830000;-1939632.66) x 12
    // What buying this way costs: interest 89,632.66 + fees 20,000 + the example's purchase costs 100,000.
    money(paid.buyingCost, 89632.6602007011 + 20000 + 100000);
    const added = bridgingLoan({...base, fees: 20000, feesAdded: true});
    money(added.peakDebt, 1870000);
    money(added.peakDebtWithInterest, 1960601.6619326);
    ratio(added.costRatePercent, 11.6695270676365);
    const serviced = bridgingLoan({...base, fees: 20000, interest: 'serviced'});
    ratio(serviced.costRatePercent, 11.7367781823832);
  });

  it('counts the purchase costs in what buying this way costs: interest + fees + NSW duty on the price', () => {
    // The duty is an input here (the maths does not read the register): NSW's general rates from 1 July 2025 on
    // 1,350,000, by hand, each base rounded 50 cents down:
    //   17,000 x 1.25% = 212.50; + 20,000 x 1.50% = 300 -> 512.50, base 512; + 62,000 x 1.75% = 1,085 -> 1,597;
    //   + 273,000 x 3.50% = 9,555 -> 11,152; + 868,000 x 4.50% = 39,060 -> 50,212;
    //   + 110,000 over 1,240,000 x 5.50% = 6,050 -> 56,262.
    // Debt 400,000 + 1,350,000 + 56,262 = 1,806,262; capitalised 6 months at 9.5%:
    //   1,806,262 x ((1 + 0.095/12)^6 - 1) = 87,513.55. Fees 2% x 1,806,262 = 36,125 (the page's estimate), paid.
    // Total 87,513.55 + 36,125 + 56,262 = 179,900.55.
    const result = bridgingLoan({...base, purchaseCosts: 56262, fees: 36125});
    money(result.totalInterest, 87513.5503132);
    money(result.buyingCost, 179900.5503132);
    // The bridge's own cost, apart from the duty paid on any purchase: 87,513.55 + 36,125.
    money(result.loanCost, 123638.5503132);
    // No purchase costs and no fees: the interest alone, 1,750,000 x ((1 + 0.095/12)^6 - 1) = 84,787.65.
    money(bridgingLoan({...base, purchaseCosts: 0}).buyingCost, 84787.6515412);
  });

  it('shows a surplus and no end debt when the sale covers the bridging debt', () => {
    const result = bridgingLoan({...base, salePrice: 2500000});
    money(result.endDebt, 0);
    money(result.surplus, 2500000 * 0.975 - 1939632.6602007);
    money(result.endLvrPercent, 0);
  });

  it('uses the new property’s value for the LVRs when it differs from the price', () => {
    const result = bridgingLoan({...base, newPropertyValue: 1500000});
    money(result.peakLvrPercent, (1850000 / 3100000) * 100);
    money(result.endLvrPercent, (379632.660200701 / 1500000) * 100);
  });

  it('takes the cash contribution off the peak debt, and charges no interest at a zero rate', () => {
    const result = bridgingLoan({...base, cashContribution: 250000, ratePercent: 0});
    money(result.peakDebt, 1600000);
    money(result.totalInterest, 0);
    money(result.endDebt, 40000);
    expect(bridgingLoan({...base, ratePercent: 0}).costRatePercent).toBe(0);
  });

  it('capitalises twelve months and stays finite at extreme but valid inputs', () => {
    money(bridgingLoan({...base, months: 12}).peakDebtWithInterest, 2033608.03054986);
    const extreme = bridgingLoan({
      ...base,
      salePrice: 500000000,
      existingDebt: 500000000,
      purchasePrice: 500000000,
      purchaseCosts: 50000000,
      months: 36,
      ratePercent: 100,
      fees: 10000000,
    });
    for (const value of [extreme.endDebt, extreme.peakLvrWithInterestPercent, extreme.costRatePercent!]) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });
});
