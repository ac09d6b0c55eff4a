/**
 * The one way the site writes a date in visible text: "22 November 2026".
 * `<time dateTime>` keeps the ISO form for machines.
 */
const longDate = new Intl.DateTimeFormat('en-AU', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

/** "2026-11-22" (or a full ISO timestamp) -> "22 November 2026". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate));
}
