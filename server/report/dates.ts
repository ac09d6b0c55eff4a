/**
 * The report's dates are Sydney dates (Australia/Sydney, AEST or AEDT as the
 * day has it): --from 2026-10-01 starts at midnight in Sydney, which is
 * 13:00 or 14:00 UTC the day before. Enquiries are stored with UTC times.
 */
import {isCalendarDate} from '../../src/content/calendarDate';

const sydneyParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: number): {y: number; m: number; d: number; h: number; min: number; s: number} {
  const get = (type: string) => Number(sydneyParts.formatToParts(instant).find((p) => p.type === type)?.value);
  return {y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second')};
}

/** "2026-11-25": the date in Sydney at this UTC instant (ISO 8601). */
export function sydneyDate(iso: string): string {
  const {y, m, d} = wallClock(Date.parse(iso));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "2026-11-22 14:05" in Sydney time (the export and the `list` and `purge` commands). */
export function sydneyDateTime(iso: string): string {
  const {h, min} = wallClock(Date.parse(iso));
  return `${sydneyDate(iso)} ${twoDigits(h)}:${twoDigits(min)}`;
}

/** "2026-11": the month in Sydney at this UTC instant. */
export const sydneyMonth = (iso: string) => sydneyDate(iso).slice(0, 7);

/** Sydney's offset from UTC in ms at this instant (+10 h or +11 h). */
function offsetMs(instant: number): number {
  const w = wallClock(instant);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant (ISO 8601) of midnight in Sydney at the start of this date (YYYY-MM-DD), `days` later. */
export function sydneyMidnightUtc(date: string, days = 0): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d + days);
  // Daylight saving changes at 2 or 3 am, so midnight always exists; two passes settle the offset.
  let instant = wall - offsetMs(wall - 10 * 3_600_000);
  instant = wall - offsetMs(instant);
  return new Date(instant).toISOString();
}

/** The months from one to another inclusive: "2026-01" ... "2026-03". */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}
