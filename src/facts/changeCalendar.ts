/**
 * The days on which the sources behind the register's figures change: a fact
 * that names its schedule (`changes.on`) must be reviewed on or before the
 * first change after it was last checked (`changes.checked`), and check:facts
 * fails when its review date falls after that change (src/facts/check).
 *
 * Two kinds of schedule:
 * - dated lists (RBA decisions, budget nights), copied from the source's
 *   published calendar. A fact checked after the last listed date has no
 *   known next change, which also fails the check: add the next year's dates
 *   when the source publishes them, never guess them. A budget whose day is
 *   not announced yet is listed by its month only ("2027-05"): the check takes
 *   the first day of that month (the budget may fall on any day of it), and a
 *   fact checked during that month has no known next change until the day is
 *   entered;
 * - fixed rules (ATO interest-charge quarters, 1 July each year), which need
 *   no list.
 */
import type {IsoDate} from './types';

/** A month (YYYY-MM) in which a change is expected on a day not announced yet. */
type ExpectedMonth = `${number}-${number}`;

interface DatedSchedule {
  label: string;
  source: string;
  /** Each day a change is announced (or the month it is expected in), ascending. */
  dates: readonly (IsoDate | ExpectedMonth)[];
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
  // Budget nights. A fact a budget can change (a tax measure, a state's duty or land tax rates and thresholds) is
  // reviewed before the next one, as well as on its other schedule. Days are listed only where a source gives
  // them; a year whose budget day was not announced when this was written (28 November 2026) is its month.
  'federal-budget': {
    label: 'Federal Budget night',
    source:
      'Australian Government, Budget 2026-27 (12 May 2026; rulesmate.com.au, instant asset write-off); the Treasurer announces the next date',
    // 2027-28: not announced. It is usually the second Tuesday of May (that would be 11 May 2027), but an
    // election year can move it (the 2025-26 Budget came on 25 March 2025), so the whole of May is assumed.
    dates: ['2026-05-12', '2027-05'],
  },
  'nsw-budget': {
    label: 'NSW Budget',
    source:
      'NSW Treasury; 2026-27 delivered 23 June 2026 (mondaq.com, "2026-27 Budget update: state and territory taxes")',
    dates: ['2025-06-24', '2026-06-23', '2027-06'], // 2027-28: not announced; June in each of the last three years.
  },
  'qld-budget': {
    label: 'Queensland Budget',
    source: 'Queensland Treasury; 2026-27 delivered 23 June 2026 (mondaq.com, as for NSW)',
    dates: ['2025-06-24', '2026-06-23', '2027-06'], // 2027-28: not announced; June in each of the last three years.
  },
  'act-budget': {
    label: 'ACT Budget',
    source: 'ACT Treasury; 2026-27 delivered 10 June 2026 (mondaq.com, as for NSW)',
    dates: ['2025-06-24', '2026-06-10', '2027-06'], // 2027-28: not announced; June in each of the last three years.
  },
  'sa-budget': {
    label: 'South Australian Budget',
    source: 'SA Treasury; 2026-27 delivered 4 June 2026 (mondaq.com, as for NSW)',
    dates: ['2025-06-05', '2026-06-04', '2027-06'], // 2027-28: not announced; June in each of the last three years.
  },
  // No stored source gave the 2026-27 day for these four. Their 2027-28 budgets are assumed from the earliest
  // month each has used recently (Victoria 27 April 2016 and 7 May 2024; WA 9 May 2024 and 19 June 2025;
  // NT 14 May 2024; Tasmania has used May and, after elections, September): replace with the day once announced.
  'vic-budget': {label: 'Victorian Budget', source: 'Department of Treasury and Finance Victoria', dates: ['2027-04']},
  'wa-budget': {label: 'Western Australian Budget', source: 'WA Department of Treasury', dates: ['2027-05']},
  'tas-budget': {label: 'Tasmanian Budget', source: 'Tasmanian Department of Treasury and Finance', dates: ['2027-05']},
  'nt-budget': {
    label: 'Northern Territory Budget',
    source: 'NT Department of Treasury and Finance',
    dates: ['2027-05'],
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

/**
 * The first change strictly after `after`, or undefined when a dated list has run out. An expected month counts
 * from its first day; once `after` falls inside it, its day must be entered before the next change is known.
 */
export function nextChange(schedule: Schedule, after: IsoDate): IsoDate | undefined {
  if ('dates' in schedule) {
    // A month is past only once its last day is: "2027-05-32" sorts after every day in May.
    const next = schedule.dates.find((date) => (date.length === 7 ? `${date}-32` : date) > after);
    if (next === undefined || next.length === 10) return next as IsoDate | undefined;
    return after.startsWith(next) ? undefined : (`${next}-01` as IsoDate);
  }
  const year = Number(after.slice(0, 4));
  return [year, year + 1]
    .flatMap((y) => schedule.every.map(({month, day}) => iso(y, month, day)))
    .sort()
    .find((date) => date > after);
}
