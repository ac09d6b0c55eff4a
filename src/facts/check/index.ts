/**
 * check:facts: what the facts register and the content owe each other.
 * - overdue: a fact whose review date has passed (or is today);
 * - dueSoon: a fact due for review within the next 30 days (a warning);
 * - late: a fact whose review date falls after the next day its source
 *   changes (src/facts/changeCalendar.ts), whatever today's date;
 * - dates: a date in the register that is no day (2026-13-08, 2026-12-8);
 * - figures: a market or legal figure typed into content instead of read
 *   from the register (src/facts/check/figures.ts). There is no list of
 *   exceptions: every figure is registered, or marked as a worked example.
 * scripts/check-facts.ts prints the lines; the content check refuses new
 * typed figures and warns about overdue facts in every build.
 */
import {isCalendarDate} from '../../content/calendarDate';
import {readContentFiles} from '../../content/check/contentFiles';
import type {Problem} from '../../content/check/problem';
import {changeCalendar, nextChange} from '../changeCalendar';
import {facts, type FactId} from '../register';
import type {Fact, IsoDate} from '../types';
import {checkUnregisteredFigures} from './figures';

export const dueSoonDays = 30;

export interface FactDue {
  id: FactId;
  label: string;
  reviewBy: IsoDate;
  source: string;
}

function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10) as IsoDate;
}

/** The facts whose review date passes `due`. */
function factsDue(due: (reviewBy: IsoDate) => boolean): FactDue[] {
  return (Object.entries(facts) as [FactId, (typeof facts)[FactId]][])
    .filter(([, fact]) => due(fact.reviewBy))
    .map(([id, fact]) => ({
      id,
      label: fact.label,
      reviewBy: fact.reviewBy,
      source: fact.source.url ?? fact.source.name,
    }));
}

/** Facts whose review date is today or has passed. */
export function overdueFacts(today: IsoDate): FactDue[] {
  return factsDue((reviewBy) => reviewBy <= today);
}

/** Facts due for review in the next `dueSoonDays` days (not yet overdue). */
export function factsDueSoon(today: IsoDate): FactDue[] {
  const horizon = addDays(today, dueSoonDays);
  return factsDue((reviewBy) => reviewBy > today && reviewBy <= horizon);
}

export interface LateReview {
  id: string;
  what: string;
}

/**
 * Facts reviewed after their source changes: `reviewBy` must fall on or before
 * the first change on the fact's schedule after it was last checked, or after
 * the day it takes effect where that is later (next quarter's GIC rate, published
 * a fortnight before: its own first day is not the change that ends it, a writer's
 * trial). A dated schedule with no known date after that fails too (its next dates
 * must be added from the source).
 */
export function reviewsAfterChange(entries: Record<string, Fact> = facts): LateReview[] {
  return Object.entries(entries).flatMap(([id, fact]) => {
    if (!fact.changes) return [];
    const {on, checked} = fact.changes;
    return (typeof on === 'string' ? [on] : on).flatMap((scheduleId) => {
      const schedule = changeCalendar[scheduleId];
      const from = fact.asAt > checked ? fact.asAt : checked;
      const next = nextChange(schedule, from);
      if (!next)
        return [
          {
            id,
            what: `no known ${schedule.label} after ${from}: add the next dates to src/facts/changeCalendar.ts from ${schedule.source}`,
          },
        ];
      if (fact.reviewBy > next)
        return [
          {
            id,
            what: `review date ${fact.reviewBy} falls after the next change on ${next} (${schedule.label}): set reviewBy on or before ${next}`,
          },
        ];
      return [];
    });
  });
}

/**
 * Dates in the register that name no day, written as YYYY-MM-DD: a page printed "NaN undefined NaN" for "2026-13-08",
 * and only the type check or a unit test's pattern noticed, in words a writer could not act on (a writer's trial).
 */
export function impossibleFactDates(entries: Record<string, Fact> = facts): LateReview[] {
  return Object.entries(entries).flatMap(([id, fact]) =>
    [
      ['asAt', fact.asAt],
      ['reviewBy', fact.reviewBy],
      ['changes.checked', fact.changes?.checked],
    ]
      .filter(([, date]) => date !== undefined && !isCalendarDate(date))
      .map(([field, date]) => ({id, what: `${field} "${date}" is not a day: write it YYYY-MM-DD, as 2026-12-08`})),
  );
}

/** Market or legal figures typed into content instead of read from the register: each one fails the check. */
export function unregisteredFigures(siteDir: string): Problem[] {
  return readContentFiles(siteDir).flatMap(checkUnregisteredFigures);
}

/** The content files that quote each fact with <Fact id="..." />: which articles a review of it touches. */
export function pagesQuoting(siteDir: string): Map<string, string[]> {
  const quoted = new Map<string, string[]>();
  for (const file of readContentFiles(siteDir)) {
    for (const [, id] of file.text.matchAll(/<Fact\s+id="([^"]+)"/g)) {
      const pages = quoted.get(id!) ?? [];
      if (!pages.includes(file.relativePath)) quoted.set(id!, [...pages, file.relativePath]);
    }
  }
  return quoted;
}
