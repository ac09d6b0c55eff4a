/** The figures the guides' diagrams write in their worked sums, checked against how Australian English writes them. */
import {dollars, percent, plainNumber} from '../../src/components/diagrams/format';

describe('diagram figures', () => {
  it('groups whole numbers in thousands', () => {
    expect(plainNumber(650000)).toBe('650,000');
    expect(plainNumber(1000000)).toBe('1,000,000');
    expect(plainNumber(999)).toBe('999');
    expect(plainNumber(-48000)).toBe('-48,000');
  });
  it('writes other numbers as the browser would', () => {
    expect(plainNumber(1234.5)).toBe('1,234.5');
  });
  it('writes dollars whole and percentages rounded', () => {
    expect(dollars(1642000)).toBe('$1,642,000');
    expect(percent(650000, 1000000)).toBe('65%');
  });
});
