/** The readiness check's amount question starts on the band of the amount her last calculator worked out. */
import {bandFor, calculatedAmount, purposeServices} from '../../src/readiness/calculatedAmount';

describe('the amount band of a calculator’s amount', () => {
  it('puts each figure in the band whose range starts with it, as the labels read', () => {
    expect(bandFor(99_999)).toBe('under-100k');
    expect(bandFor(100_000)).toBe('100k-500k'); // "$100,000 to $500,000", not "Under $100,000"
    expect(bandFor(499_999)).toBe('100k-500k');
    expect(bandFor(500_000)).toBe('500k-2m');
    expect(bandFor(2_000_000)).toBe('2m-10m');
    expect(bandFor(10_000_000)).toBe('over-10m');
  });

  const bridge = 'calculator=bridging-loan-calculator&amount=1705537&debt=300000';
  const bridging = purposeServices({purpose: 'bridge', borrower: 'company'});

  it('chooses the band of her new loan and says where it came from', () => {
    expect(calculatedAmount({calculator: bridge}, bridging)).toEqual({
      band: '500k-2m',
      note: 'Chosen from your bridging loan calculator: $1,705,537. Next keeps it; for another loan, choose its amount.',
    });
  });

  it('takes the amount of a calculator for the loan her purpose leads to, not the newest one’s', () => {
    // A reviewer: a bridge, then a working capital scenario of $60,000; "Under $100,000" was chosen for the bridge.
    const working = 'calculator=working-capital-calculator&amount=60000';
    expect(calculatedAmount({calculator: working, earlierCalculators: [bridge]}, bridging)?.band).toBe('500k-2m');
    expect(calculatedAmount({calculator: working}, bridging)).toBeUndefined();
    // A fund buying premises: its loan is worked out in the commercial property loan calculator.
    const premises = 'calculator=commercial-property-loan-calculator&amount=1200000';
    const fund = purposeServices({purpose: 'smsf-property', borrower: 'smsf'});
    expect(calculatedAmount({calculator: premises}, fund)?.band).toBe('500k-2m');
  });

  it('chooses nothing without her own amount: no calculator, or the example’s (a scenario with no amount)', () => {
    expect(calculatedAmount({}, bridging)).toBeUndefined();
    // Her figures led to the example's amount: the scenario carries the results, not an amount (herFigures).
    const example = 'calculator=bridging-loan-calculator&peakdebt=1297981&line=Peak+debt%3A+%241%2C297%2C981';
    expect(calculatedAmount({calculator: example}, bridging)).toBeUndefined();
  });
});
