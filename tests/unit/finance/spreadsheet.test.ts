/**
 * The spreadsheet primitives against LibreOffice Calc 7.4. The expected
 * values are copied from reference/reference.csv, which LibreOffice computes
 * from the formulas in reference/make-reference.py:
 *
 *   python3 reference/make-reference.py && soffice --headless --convert-to csv reference.fods
 *
 * Money is compared to 1e-6; rates to 1e-9 relative (LibreOffice prints 15 digits).
 */
import {irr, npv, pmt, pv} from '../../../src/finance/spreadsheet';

const money = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-6);
const ratio = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(1e-9);

describe('PMT', () => {
  it('matches a 25-year $1.2m loan at 7.25% monthly, fortnightly (26 a year) and weekly (52 a year)', () => {
    money(pmt(0.0725 / 12, 300, 1200000), -8673.68236916599);
    money(pmt(0.0725 / 26, 650, 1200000), -4000.93864415143);
    money(pmt(0.0725 / 52, 1300, 1200000), -1999.97651500051);
  });
  it('divides evenly at a zero rate', () => money(pmt(0, 60, 150000), -2500));
  it('handles a balloon in arrears and in advance', () => {
    money(pmt(0.089 / 12, 60, 95000, -28500), -1588.58040533864);
    money(pmt(0.089 / 12, 60, 95000, -28500, 1), -1576.88517363419);
  });
  it('handles payments in advance', () => money(pmt(0.07 / 12, 48, 60000, 0, 1), -1428.4421008251));
});

describe('PV', () => {
  it('handles a zero rate', () => money(pv(0, 24, -500, -1000), 13000));
  it('discounts an annuity', () => {
    money(pv(0.06 / 12, 120, -2000), 180146.906654334);
    money(pv(0.06 / 12, 120, -2000, 5000, 1), 178299.477520785);
  });
});

describe('IRR and NPV', () => {
  it('discounts cash flows at the end of each period', () =>
    money(npv(0.08, [-10000, 3000, 4200, 6800]), 1645.05561294668));
  it('finds the IRR of an investment', () => ratio(irr([-100000, 30000, 35000, 40000, 45000]), 0.17093686339499));
  it('finds the IRR of 600 monthly loan repayments, which spreadsheets’ default guess misses', () => {
    // By construction: repayments of a 6.5% p.a. monthly loan return exactly 6.5%/12 a month.
    const repayment = -pmt(0.065 / 12, 600, 800000);
    const flows = [-800000, ...Array.from({length: 600}, () => repayment)];
    ratio(irr(flows), 0.065 / 12);
  });
});
