import {niceTicks, stepTicks} from '../../src/components/calculators/niceTicks';

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
