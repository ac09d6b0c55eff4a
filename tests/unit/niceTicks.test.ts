import {nearTicks, niceTicks, stepTicks} from '../../src/components/calculators/niceTicks';

describe('value axis ticks', () => {
  it('rounds an awkward top up to round steps', () => {
    expect(niceTicks(912_730)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(niceTicks(1_000_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(niceTicks(1_234_567)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(niceTicks(73_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('takes in a negative minimum, with 0 on a tick', () => {
    expect(niceTicks(90_000, -20_000)).toEqual([-50_000, 0, 50_000, 100_000]);
  });

  it('still draws an axis when every value is 0', () => expect(niceTicks(0)).toEqual([0, 1]));
});

describe('value axis ticks near the data', () => {
  // By hand: a range of 77,633 over 4 steps is 19,408 a step, rounded up to 20,000; 1,862,000 rounds down to
  // 1,860,000 and 1,939,633 up to 1,940,000.
  it('spans a debt that grows a little, not $0 to the top', () =>
    expect(nearTicks(1_939_633, 1_862_000)).toEqual([1_860_000, 1_880_000, 1_900_000, 1_920_000, 1_940_000]));

  // 500,000 / 4 = 125,000 a step, rounded up to 200,000.
  it('falls back to an axis from $0 for a flat line', () =>
    expect(nearTicks(500_000, 500_000)).toEqual([0, 200_000, 400_000, 600_000]));
});

describe('time axis ticks', () => {
  it('labels more than the first and last year, in whole steps, ending at the end', () => {
    expect(stepTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(stepTicks(30)).toEqual([0, 10, 20, 30]);
    expect(stepTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(stepTicks(7)).toEqual([0, 2, 4, 6, 7]);
    expect(stepTicks(1)).toEqual([0, 1]);
    expect(stepTicks(12)).toEqual([0, 5, 10, 12]);
    expect(stepTicks(11)).toEqual([0, 5, 11]);
    expect(stepTicks(60)).toEqual([0, 20, 40, 60]);
  });
});
