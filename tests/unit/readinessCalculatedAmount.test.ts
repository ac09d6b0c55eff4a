/** The readiness check's amount question starts on the band of the amount her last calculator worked out. */
import {bandFor, calculatedAmount} from '../../src/readiness/calculatedAmount';

describe('the amount band of a calculator’s amount', () => {
  it('puts each figure in the band whose range starts with it, as the labels read', () => {
    expect(bandFor(99_999)).toBe('under-100k');
    expect(bandFor(100_000)).toBe('100k-500k'); // "$100,000 to $500,000", not "Under $100,000"
    expect(bandFor(499_999)).toBe('100k-500k');
    expect(bandFor(500_000)).toBe('500k-2m');
    expect(bandFor(2_000_000)).toBe('2m-10m');
    expect(bandFor(10_000_000)).toBe('over-10m');
  });

  it('chooses the band of her new loan and says where it came from', () => {
    const bridge = 'calculator=bridging-loan-calculator&amount=1705537&debt=300000';
    expect(calculatedAmount({calculator: bridge})).toEqual({
      band: '500k-2m',
      note: 'Chosen from your bridging loan calculator: $1,705,537. Next keeps it; for another loan, choose its amount.',
    });
  });

  it('chooses nothing without her own amount: no calculator, or the example’s amount (sent without one)', () => {
    expect(calculatedAmount({})).toBeUndefined();
    expect(calculatedAmount({calculator: 'calculator=bridging-loan-calculator&peakdebt=1297981'})).toBeUndefined();
    expect(calculatedAmount({calculator: 'calculator=working-capital-calculator&amount=0'})).toBeUndefined();
  });
});
