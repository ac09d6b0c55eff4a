/**
 * Transfer duty against Revenue NSW's general-rate table from 1 July 2026, worked by hand:
 *
 *   $0 to $18,000               $1.25 for every $100 (minimum $20)
 *   $18,000 to $38,000          $225 plus $1.50 for every $100 over $18,000
 *   $38,000 to $103,000         $525 plus $1.75 for every $100 over $38,000
 *   $103,000 to $387,000        $1,662 plus $3.50 for every $100 over $103,000
 *   $387,000 to $1,290,000      $11,602 plus $4.50 for every $100 over $387,000
 *   over $1,290,000             $52,237 plus $5.50 for every $100 over $1,290,000
 *
 * The calculator reads the thresholds and rates from the facts register (src/facts/dutyScales.ts) and works out
 * the base amounts itself; the table's base amounts check that it does so as Revenue NSW does.
 */
import {coversValue, transferDuty} from '../../../src/finance/transferDuty';
import {dutyScales} from '../../../src/facts/dutyScales';
import {getFact} from '../../../src/facts/register';

const nsw = dutyScales.nsw!;

describe('NSW transfer duty, general rates', () => {
  it('charges the café freehold’s $900,000 in the $387,000 to $1,290,000 bracket', () => {
    // 11,602 + 4.50 x (900,000 - 387,000) / 100 = 11,602 + 4.50 x 5,130 = 11,602 + 23,085 = 34,687
    expect(transferDuty(900_000, nsw)).toBe(34_687);
  });

  it('charges the calculator example’s $1,350,000 at the top rate', () => {
    // 52,237 + 5.50 x (1,350,000 - 1,290,000) / 100 = 52,237 + 5.50 x 600 = 52,237 + 3,300 = 55,537
    expect(transferDuty(1_350_000, nsw)).toBe(55_537);
  });

  it('charges the commercial real estate example’s $2,500,000 at the top rate, within its $150,000 of costs', () => {
    // 52,237 + 5.50 x (2,500,000 - 1,290,000) / 100 = 52,237 + 5.50 x 12,100 = 52,237 + 66,550 = 118,787
    expect(transferDuty(2_500_000, nsw)).toBe(118_787);
  });

  it('reaches each published base amount at its threshold (half a dollar rounded down at $103,000)', () => {
    // At a threshold the value is still in the bracket below: 1.25 x 180 = 225.
    expect(transferDuty(18_000, nsw)).toBe(225);
    // Just above: 225 + 1.50 x 1 (the $100 or part of it) = 226.50
    expect(transferDuty(18_001, nsw)).toBe(226.5);
    // 225 + 1.50 x 200 = 525; 525 + 1.75 x 650 = 1,662.50 (the next base rounds it to 1,662);
    // 1,662 + 3.50 x 2,840 = 11,602; 11,602 + 4.50 x 9,030 = 52,237
    expect(transferDuty(38_000, nsw)).toBe(525);
    expect(transferDuty(103_000, nsw)).toBe(1_662.5);
    expect(transferDuty(103_001, nsw)).toBe(1_665.5);
    expect(transferDuty(387_000, nsw)).toBe(11_602);
    // The register's published top base, which the stamp duty guide quotes, is the scale's own.
    expect(transferDuty(getFact('nsw-duty-threshold-5').value!, nsw)).toBe(getFact('nsw-duty-top-base').value);
    expect(transferDuty(1_290_000, nsw)).toBe(52_237);
  });

  it('charges a part of $100 as a whole $100', () => {
    // 525 + 1.75 x ceil(12,050 / 100) = 525 + 1.75 x 121 = 525 + 211.75 = 736.75
    expect(transferDuty(50_050, nsw)).toBe(736.75);
  });

  it('charges at least the $20 minimum, and nothing on nothing', () => {
    // 1.25 x 10 = 12.50, below the minimum
    expect(transferDuty(1_000, nsw)).toBe(20);
    expect(transferDuty(0, nsw)).toBe(0);
  });

  it('dates the scale by its oldest fact, and names Revenue NSW', () => {
    expect(nsw.asAt).toBe('2026-07-01');
    expect(nsw.source.name).toMatch(/^Revenue NSW/);
  });
});

describe('states whose top bracket alone is in the register', () => {
  const qld = dutyScales.qld!;
  const wa = dutyScales.wa!;

  it('charges Queensland’s top bracket: $38,025 plus $5.75 for each $100, or part, over $1,000,000', () => {
    // 38,025 + 5.75 x 2,000 = 38,025 + 11,500 = 49,525
    expect(transferDuty(1_200_000, qld)).toBe(49_525);
    // 38,025 + 5.75 x ceil(50.01) = 38,025 + 5.75 x 51 = 38,318.25
    expect(transferDuty(1_005_001, qld)).toBe(38_318.25);
  });

  it('charges Western Australia’s general-rate top bracket: $28,453 plus $5.15 for each $100 over $725,000', () => {
    // 28,453 + 5.15 x 2,750 = 28,453 + 14,162.50 = 42,615.50
    expect(transferDuty(1_000_000, wa)).toBe(42_615.5);
    // A part of $100 is a whole $100: 28,453 + 5.15 x 1 = 28,458.15
    expect(transferDuty(725_001, wa)).toBe(28_458.15);
  });

  it('dates Queensland’s scale by when it took effect and says when it was last checked against its source', () => {
    expect(qld.asAt).toBe('2012-09-21');
    expect(qld.checked).toBe('2026-11-28');
    expect(qld.source.name).toMatch(/^Queensland Revenue Office/);
  });

  it('starts at the bracket’s threshold, whose duty is the published base, and guesses nothing below it', () => {
    // "$1,000,000 and over: $38,025 plus ...": at the threshold itself, the base alone.
    expect(coversValue(qld, 1_000_000)).toBe(true);
    expect(transferDuty(1_000_000, qld)).toBe(38_025);
    expect(coversValue(qld, 999_999)).toBe(false);
    expect(coversValue(wa, 700_000)).toBe(false);
    expect(() => transferDuty(900_000, qld)).toThrow(RangeError);
    expect(coversValue(nsw, 1)).toBe(true);
  });
});

describe('states without a scale in the register', () => {
  it('have none, so nothing is guessed', () => {
    for (const state of ['vic', 'sa', 'tas', 'act', 'nt'] as const) expect(dutyScales[state]).toBeUndefined();
  });
});
