import {formatDays, formatMoney, formatPercent, formatWholeDollars} from '../../../src/finance/format';
import {MAX_AMOUNT, parseField} from '../../../src/finance/validate';

const amount = {label: 'Loan amount', min: 0, minExclusive: true, max: MAX_AMOUNT};

describe('calculator input checks', () => {
  it('accepts numbers typed with $ and commas', () =>
    expect(parseField('$1,200,000', amount)).toEqual({value: 1200000}));
  it.each([
    ['', 'Enter the loan amount.'],
    ['abc', 'Loan amount must be a number.'],
    ['-5', 'Loan amount can’t be negative.'],
    ['0', 'Loan amount must be more than 0.'],
    ['900000000', 'Loan amount can be at most 500,000,000.'],
  ])('explains what is wrong with "%s"', (raw, message) => expect(parseField(raw, amount)).toEqual({error: message}));
  it('keeps abbreviations in capitals when it asks for an empty field', () => {
    expect(parseField('', {label: 'Discount rate for NPV', max: 100})).toEqual({
      error: 'Enter the discount rate for NPV.',
    });
    expect(parseField('', {label: 'LVR', max: 100})).toEqual({error: 'Enter the LVR.'});
  });
  it('rejects rates over 100% and a zero term', () => {
    expect(parseField('120', {label: 'Interest rate', max: 100})).toEqual({error: 'Interest rate can be at most 100.'});
    expect(parseField('0', {label: 'Loan term', min: 0, minExclusive: true, max: 40})).toEqual({
      error: 'Loan term must be more than 0.',
    });
  });
  it('refuses a decimal comma rather than reading "12,5" as 125 or "1,2" months as 12', () => {
    const comma = 'Interest rate: use a point for decimals (6.5), and commas only between thousands.';
    expect(parseField('12,5', {label: 'Interest rate', max: 100})).toEqual({error: comma});
    expect(parseField('1,2', {label: 'Interest rate', max: 100})).toEqual({error: comma});
    // Three digits after it still make a decimal comma where a value never reaches a thousand.
    expect(parseField('7,250', {label: 'Interest rate', max: 100})).toEqual({error: comma});
    expect(parseField('1,500,000.50', amount)).toEqual({value: 1500000.5});
    expect(parseField('2,500', amount)).toEqual({value: 2500});
  });
  it('lets optional fields be empty', () => expect(parseField('', {...amount, optional: true})).toEqual({value: 0}));
});

describe('display formatting', () => {
  it('writes days to one place with thousands grouped, as the rest of the money and counts are', () => {
    expect(formatDays(36.666)).toBe('36.7 days');
    expect(formatDays(164249991.66)).toBe('164,249,991.7 days');
    expect(formatDays(-738.33)).toBe('-738.3 days');
    expect(formatDays(-0.01)).toBe('0.0 days');
  });

  it('shows Australian dollars to the cent, rounding half up', () => {
    expect(formatMoney(8673.68236916599)).toBe('$8,673.68');
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });
  it('groups thousands and puts the sign before the dollar sign, as Australian currency is written', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(999.995)).toBe('$1,000.00');
    expect(formatMoney(100)).toBe('$100.00');
  });
  it('writes whole dollars rounded, with no "-$0"', () => {
    expect(formatWholeDollars(1642000)).toBe('$1,642,000');
    expect(formatWholeDollars(999.5)).toBe('$1,000');
    expect(formatWholeDollars(-1234.4)).toBe('-$1,234');
    expect(formatWholeDollars(-0.4)).toBe('$0');
    expect(formatWholeDollars(12)).toBe('$12');
    // 150,000 x (0.105 / 12) in floating point is 1,312.4999999...: its cents (1,312.50) decide, as on paper.
    expect(formatWholeDollars(150000 * (0.105 / 12))).toBe('$1,313');
  });
  // Worked by hand: 2/3 = 66.666…%; 64.95 is half a tenth, rounded up; 0.04 below zero rounds to zero.
  it('shows percentages to one place', () => {
    expect(formatPercent(66.666666)).toBe('66.7%');
    expect(formatPercent(64.9)).toBe('64.9%');
    expect(formatPercent(80)).toBe('80.0%');
    expect(formatPercent(64.95)).toBe('65.0%');
    expect(formatPercent(9.449)).toBe('9.4%');
    expect(formatPercent(-2.36)).toBe('-2.4%');
    expect(formatPercent(-0.04)).toBe('0.0%');
  });
  // A cost rate to two places, as lenders quote rates: 7.25% / 26 x 26.09 = 7.275096…%; the loan comparison's two
  // offers at 7.275…% and 7.269…% (LibreOffice RATE) read 7.28% and 7.27%, not both 7.3%.
  it('shows a rate to two places', () => {
    expect(formatPercent(7.27509615384615, 2)).toBe('7.28%');
    expect(formatPercent(7.26900485787649, 2)).toBe('7.27%');
    expect(formatPercent(9.5, 2)).toBe('9.50%');
    expect(formatPercent(0.05, 2)).toBe('0.05%');
    expect(formatPercent(-0.004, 2)).toBe('0.00%');
  });
});
