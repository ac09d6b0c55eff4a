import {formatDate} from '../../src/content/formatDate';

describe('formatDate writes dates one way: "22 November 2026"', () => {
  it('writes a front-matter date', () => {
    expect(formatDate('2026-11-22')).toBe('22 November 2026');
    expect(formatDate('2025-01-01')).toBe('1 January 2025');
    expect(formatDate('2024-02-29')).toBe('29 February 2024');
  });

  it('reads timestamps and Date objects in UTC, as the build does', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31 December 2026');
    expect(formatDate(new Date(Date.UTC(2026, 5, 9, 12)))).toBe('9 June 2026');
  });
});
