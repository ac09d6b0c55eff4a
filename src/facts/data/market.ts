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
 * each decision day. The second read of 3 December 2026
 * (docs-dev/reviews/2026-12-03-facts-review.md) confirmed the 11 August 2026
 * hold and the 29 September 2026 increase, but found no source for the
 * 3 November 2026 decision, so the figure is the one last confirmed and every
 * page says so.
 */
export default {
  'rba-cash-rate': {
    label: 'RBA cash rate target, last confirmed at the 29 September 2026 decision (raised to this that day)',
    text: '4.60%',
    value: 4.6,
    asAt: '2026-09-29',
    reviewBy: '2026-12-08',
    source: cashRateTable,
    changes: {on: 'rba-decisions', checked: '2026-12-03'},
  },
  'rba-inflation-target': {
    label: "RBA's inflation target",
    text: '2 to 3%',
    asAt: '2026-02-03',
    reviewBy: '2027-11-30',
    source: {name: 'Reserve Bank of Australia, inflation target', url: 'https://www.rba.gov.au/inflation/inflation-target.html'},
  },
} satisfies Record<string, Fact>;
