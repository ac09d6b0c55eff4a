/**
 * The one way the site writes a date in visible text: "22 November 2026".
 * `<time dateTime>` keeps the ISO form for machines.
 *
 * Written out rather than with Intl.DateTimeFormat: creating that formatter
 * loads the browser's locale data, about 30 ms of main thread on a laptop
 * (four times that on a mid-range phone) in the middle of the first render.
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-11-22" (or a full ISO timestamp, read in UTC) -> "22 November 2026". */
export function formatDate(isoDate: string | Date): string {
  const date = isoDate instanceof Date ? isoDate : new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The day it is in Sydney, where the business works, as "2026-11-22": the date its broker reads an enquiry by, and
 * the writers' checks and scaffold count from. (Intl here is run on a tool's answer or in a script, not in a render.)
 */
export function todayInSydney(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {timeZone: 'Australia/Sydney'}).format(now);
}

/** "2026-11-01" -> "November 2026", for figures true as at a month (a survey), not a day. */
export function formatMonth(isoDate: string): string {
  return formatDate(isoDate).replace(/^\d+ /, '');
}
