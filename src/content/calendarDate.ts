/**
 * Real calendar dates. YAML reads 2026-02-30 as 2 March and 2026-23-11 as
 * 11 November 2027 without complaint, so dates are checked as written.
 */

/** True when "YYYY-MM-DD" names a day that exists (leap years included): front matter, the facts check's --today, the report's dates. */
export function isCalendarDate(text: string): text is `${number}-${number}-${number}` {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every YYYY-MM-DD value in a block of YAML that is not a real date, with its 0-based line in that block. */
export function impossibleDates(yamlText: string): {line: number; value: string}[] {
  return yamlText.split('\n').flatMap((text, line) => {
    // Only dates written in full: 2026-12-5 is the schema's to name, with the date written out (frontMatter.ts).
    const value = /^\s*(?:-\s+)?[\w-]+:\s*["']?(\d{4}-\d{2}-\d{2})["']?\s*(?:#.*)?$/.exec(text)?.[1];
    return value !== undefined && !isCalendarDate(value) ? [{line, value}] : [];
  });
}
