/**
 * The days on which the sources behind the register's figures change: a fact
 * that names its schedule (`changes.on`) must be reviewed on or before the
 * first change after it was last checked (`changes.checked`), and check:facts
 * fails when its review date falls after that change (src/facts/check).
 *
 * Two kinds of schedule:
 * - dated lists (RBA decisions), copied from the source's published calendar.
 *   A fact checked after the last listed date has no known next change, which
 *   also fails the check: add the next year's dates when the source publishes
 *   them, never guess them;
 * - fixed rules (ATO interest-charge quarters, 1 July each year), which need
 *   no list.
 */
import type {IsoDate} from './types';

interface DatedSchedule {
  label: string;
  source: string;
  /** Each day a change is announced, ascending. */
  dates: readonly IsoDate[];
}

interface RuleSchedule {
  label: string;
  source: string;
  /** The month (1-12) and day a change takes effect each year. */
  every: readonly {month: number; day: number}[];
}

export type Schedule = DatedSchedule | RuleSchedule;

export const changeCalendar = {
  'rba-decisions': {
    label: 'RBA Monetary Policy Board decisions (announced on the second day of each meeting)',
    source:
      'Reserve Bank of Australia, Monetary Policy Board meeting dates for 2026 (as announced by the RBA; reported at fiatreporter.com)',
    // 2026 meetings: 2-3 Feb, 16-17 Mar, 4-5 May, 15-16 Jun, 10-11 Aug, 28-29 Sep, 2-3 Nov, 7-8 Dec.
    dates: [
      '2026-02-03',
      '2026-03-17',
      '2026-05-05',
      '2026-06-16',
      '2026-08-11',
      '2026-09-29',
      '2026-11-03',
      '2026-12-08',
    ],
  },
  'afca-indexation': {
    label: "AFCA's monetary limits and compensation caps (adjusted on 1 January 2021 and every three years after)",
    source: 'AFCA Rules, rule D.4.3; AFCA, "compensation caps and monetary limits adjusted" (1 January 2024)',
    dates: ['2021-01-01', '2024-01-01', '2027-01-01', '2030-01-01'],
  },
  'ato-interest-quarters': {
    label:
      'ATO general and shortfall interest charge rates (a new rate each quarter, published about two weeks before)',
    source: 'Taxation Administration Act 1953, s 8AAD; ATO, general interest charge (GIC) rates',
    every: [
      {month: 1, day: 1},
      {month: 4, day: 1},
      {month: 7, day: 1},
      {month: 10, day: 1},
    ],
  },
  'financial-year': {
    label: 'The start of each financial year, when indexed state thresholds and new tax measures take effect',
    source: 'State revenue offices and the ATO (thresholds indexed or reset from 1 July)',
    every: [{month: 7, day: 1}],
  },
} satisfies Record<string, Schedule>;

export type ScheduleId = keyof typeof changeCalendar;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;

/** The first change strictly after `after`, or undefined when a dated list has run out. */
export function nextChange(schedule: Schedule, after: IsoDate): IsoDate | undefined {
  if ('dates' in schedule) return schedule.dates.find((date) => date > after);
  const year = Number(after.slice(0, 4));
  return [year, year + 1]
    .flatMap((y) => schedule.every.map(({month, day}) => iso(y, month, day)))
    .sort()
    .find((date) => date > after);
}
