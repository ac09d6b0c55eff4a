import {formatMoneyInput, parseMoneyInput} from '../../../src/finance/format';
import {MAX_AMOUNT, parseField} from '../../../src/finance/validate';

describe('money fields: what a visitor types or pastes', () => {
  it.each([
    ['$1,500,000', '1500000'],
    ['1,500,000', '1500000'],
    [' 250 000 ', '250000'],
    ['$2,500.50', '2500.50'],
    ['1.5m', '1500000'],
    ['1.1M', '1100000'],
    ['250k', '250000'],
    ['$12.5K', '12500'],
    ['', ''],
    ['1500.', '1500.'],
  ])('reads "%s" as %s', (typed, plain) => expect(parseMoneyInput(typed)).toBe(plain));

  it('leaves text that is not a number for the field check to explain', () => {
    expect(parseMoneyInput('abc')).toBe('abc');
    expect(parseMoneyInput('1.5 million')).toBe('1.5million');
    expect(parseMoneyInput('m')).toBe('m');
  });

  it('keeps a decimal comma, so the field says so instead of reading "2,5m" as 25 million', () => {
    const amount = {label: 'Loan amount', minExclusive: true, max: MAX_AMOUNT};
    const comma = {error: 'Loan amount: use a point for decimals (6.5), and commas only between thousands.'};
    for (const pasted of ['2,5m', '1,5k', '$1,2345'])
      expect(parseField(parseMoneyInput(pasted), amount)).toEqual(comma);
    expect(parseField(parseMoneyInput('$1,500,000'), amount)).toEqual({value: 1500000});
  });
});

describe('money fields: what the field shows', () => {
  it.each([
    ['1500000', '1,500,000'],
    ['999', '999'],
    ['1000', '1,000'],
    ['2500.5', '2,500.5'],
    ['1234567.89', '1,234,567.89'],
    ['0', '0'],
    ['', ''],
  ])('shows %s as %s', (plain, shown) => expect(formatMoneyInput(plain)).toBe(shown));

  it('shows anything else unchanged', () => {
    expect(formatMoneyInput('abc')).toBe('abc');
    expect(formatMoneyInput('1.2.3')).toBe('1.2.3');
  });

  it('round-trips: what it shows reads back as the same number', () =>
    expect(parseMoneyInput(formatMoneyInput('98765432.1'))).toBe('98765432.1'));
});
