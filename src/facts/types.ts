/**
 * The shape of one entry in the facts register (src/facts/register.ts): a
 * figure the content states that can change (a rate, cap, threshold, date or
 * lender range), with where it comes from and when it must be checked again.
 */

import type {ScheduleId} from './changeCalendar';

/** A calendar date written as YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export interface FactSource {
  /** The primary source, as a reader would name it: "RBA, cash rate target". */
  name: string;
  /**
   * The page a reviewer opens to check the figure. Required for every fact
   * except lender ranges, which no primary public source publishes (their
   * source names the broker's own survey instead; tests/unit/facts.test.ts).
   */
  url?: string;
}

export interface Fact {
  /** What the figure is, in words: "RBA cash rate target". */
  label: string;
  /** How pages write it: "3.85%", "$1.5 million", "1 July 2026". */
  text: string;
  /** The number behind the text, where there is one (tables, calculators). */
  value?: number;
  /** The date the figure is true as at. */
  asAt: IsoDate;
  /** The date by which someone must check it again against the source. */
  reviewBy: IsoDate;
  source: FactSource;
  /**
   * For a figure whose source changes on known days (RBA decisions, ATO
   * interest-charge quarters, 1 July, budget nights): the schedule or
   * schedules in src/facts/changeCalendar.ts and the date someone last
   * compared the entry with its source. check:facts fails when `reviewBy`
   * falls after the first change, on any of them, following `checked`.
   */
  changes?: {on: ScheduleId | readonly ScheduleId[]; checked: IsoDate};
}
