/**
 * Publication and update dates in the future: Docusaurus publishes them as
 * written ("Published 20 December 2026"), on the page, in the lists and on the
 * home page. "Today" is the date in Sydney, where the business works, so a
 * writer there can date an article the day they write it.
 */
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';
import {lineOfField} from './frontMatter';
import {impossibleDates} from '../../calendarDate';
import {todayInSydney} from '../../formatDate';

/** The front matter dates a reader sees as when the page was published or updated. */
const dateFields: readonly (readonly string[])[] = [['date'], ['first_published'], ['last_update', 'date']];

function isoDate(value: unknown): string | undefined {
  // The day in Sydney, as today is: a date alone is read as midnight UTC, the same day there; a time keeps its day.
  if (value instanceof Date && !Number.isNaN(value.getTime())) return todayInSydney(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return undefined;
}

export function checkFutureDates(file: ContentFile, today = todayInSydney()): Problem[] {
  return dateFields.flatMap((field) => {
    const value = field.reduce<unknown>((data, key) => (data as Record<string, unknown> | undefined)?.[key], file.data);
    const date = isoDate(value);
    if (date === undefined || date <= today) return [];
    const line = lineOfField(file.frontMatterText, field);
    // YAML rolls a date that does not exist over ("2026-12-32" reads as 1 January): the front matter's own check
    // names that one, so a date she never typed is not reported here too.
    if (impossibleDates(file.frontMatterText).some((impossible) => impossible.line === line)) return [];
    return [
      {
        file: file.relativePath,
        line: file.frontMatterLine + line,
        what: `front matter "${field.join('.')}" is ${date}, a date in the future (today is ${today})`,
        fix: 'write the date the page is published or was last changed, today or earlier; the pull request can be merged on a later day without changing it',
      },
    ];
  });
}
