/**
 * Market figures: the RBA cash rate, the decisions the insights recount, and
 * the inflation target. Source: the RBA's cash rate table, which lists every
 * change with its date. A past decision does not change, but the articles
 * that recount "the cycle so far" must be re-read after each new decision, so
 * the history is reviewed with the current rate.
 */
import type {Fact} from '../types';

const cashRateTable = {
  name: 'Reserve Bank of Australia, cash rate target (table of changes)',
  url: 'https://www.rba.gov.au/statistics/cash-rate/',
};
/**
 * The RBA decides eight times a year (src/facts/changeCalendar.ts): review on
 * each decision day. No stored source for the August, September and November
 * 2026 decisions could be found on 28 November 2026, so the figure is the one
 * last confirmed (the 16 June 2026 hold) and every page says so.
 */
export default {
  'rba-cash-rate': {
    label: 'RBA cash rate target, last confirmed at the 16 June 2026 decision (raised to this on 5 May 2026)',
    text: '4.35%',
    value: 4.35,
    asAt: '2026-06-16',
    reviewBy: '2026-12-08',
    source: cashRateTable,
    changes: {on: 'rba-decisions', checked: '2026-11-28'},
  },
  'rba-inflation-target': {
    label: "RBA's inflation target",
    text: '2 to 3%',
    asAt: '2026-02-03',
    reviewBy: '2027-11-30',
    source: {name: 'Reserve Bank of Australia, inflation target', url: 'https://www.rba.gov.au/inflation/inflation-target.html'},
  },
} satisfies Record<string, Fact>;
