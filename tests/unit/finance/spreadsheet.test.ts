/**
 * The spreadsheet primitives against LibreOffice Calc 7.4. The expected
 * values are copied from reference/reference.csv, which LibreOffice computes
 * from the formulas in reference/make-reference.py:
 *
 *   python3 reference/make-reference.py && soffice --headless --convert-to csv reference.fods
 *
 * Money is compared to 1e-6; rates to 1e-9 relative (LibreOffice prints 15 digits).
 */
import {
  cumipmt,
  cumprinc,
  effect,
  fv,
  ipmt,
  irr,
  nominal,
  nper,
  npv,
  pmt,
  ppmt,
  pv,
  rate,
} from '../../../src/finance/spreadsheet';

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

describe('IPMT and PPMT', () => {
  it('splits arrears payments into interest and principal', () => {
    money(ipmt(0.0725 / 12, 1, 300, 1200000), -7250);
    money(ipmt(0.0725 / 12, 120, 300, 1200000), -5758.1806507762);
    money(ppmt(0.0725 / 12, 120, 300, 1200000), -2915.50171838979);
  });
  it('charges no interest on the first payment in advance', () => {
    expect(ipmt(0.07 / 12, 1, 48, 60000, 0, 1)).toBe(0);
    money(ipmt(0.07 / 12, 2, 48, 60000, 0, 1), -341.66742107852);
    money(ipmt(0.07 / 12, 30, 48, 60000, 0, 1), -149.449049978753);
    money(ppmt(0.07 / 12, 30, 48, 60000, 0, 1), -1278.99305084634);
  });
  it('works with a balloon', () => money(ipmt(0.089 / 12, 60, 60, 95000, -28500), -221.514075281262));
});

describe('FV, PV and NPER', () => {
  it('gives the balance owing after 10 years of a 25-year loan', () =>
    money(fv(0.0725 / 12, 120, pmt(0.0725 / 12, 300, 1200000), 1200000), -950162.674961809));
  it('compounds savings paid in advance', () => money(fv(0.05 / 12, 36, -500, -1000, 1), 20618.8761070163));
  it('handles a zero rate', () => {
    money(fv(0, 10, -100, -1000), 2000);
    money(pv(0, 24, -500, -1000), 13000);
    expect(nper(0, -2500, 150000)).toBeCloseTo(60, 12);
  });
  it('discounts an annuity', () => {
    money(pv(0.06 / 12, 120, -2000), 180146.906654334);
    money(pv(0.06 / 12, 120, -2000, 5000, 1), 178299.477520785);
  });
  it('counts periods, with a balloon and in advance', () => {
    ratio(nper(0.08 / 12, -3000, 250000), 122.044548519183);
    ratio(nper(0.08 / 12, -3000, 250000, -50000, 1), 103.202073030287);
  });
});

describe('RATE, IRR and NPV', () => {
  it('solves the rate of a loan', () => {
    ratio(rate(60, -2000, 95000), 0.00800318027539372);
    ratio(rate(48, -1500, 60000, -10000, 1), 0.0125568420054035);
  });
  it('converges on a 600-period loan', () => {
    ratio(rate(600, pmt(0.065 / 12, 600, 800000), 800000), 0.00541666666666668);
  });
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

describe('EFFECT and NOMINAL', () => {
  it('converts between nominal and effective annual rates', () => {
    ratio(effect(0.0725, 12), 0.0749582974213285);
    ratio(effect(0.0725, 26), 0.0750843308288689);
    ratio(nominal(0.075, 12), 0.0725390282915006);
    ratio(nominal(effect(0.0725, 12), 12), 0.0725);
  });
});

describe('CUMIPMT and CUMPRINC', () => {
  it('adds up a year of interest and principal', () => {
    money(cumipmt(0.0725 / 12, 300, 1200000, 1, 12, 0), -86420.7170156838);
    money(cumipmt(0.0725 / 12, 300, 1200000, 49, 60, 0), -80498.8275915464);
    money(cumprinc(0.0725 / 12, 300, 1200000, 1, 12, 0), -17663.4714143081);
  });
  it('works for payments in advance', () => {
    money(cumipmt(0.07 / 12, 48, 60000, 1, 12, 1), -3403.49452948915);
    money(cumprinc(0.07 / 12, 48, 60000, 13, 24, 1), -14357.7931592886);
  });
});
