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
 * The RBA meets eight times a year: review the day after each meeting. The
 * decisions after the June 2026 hold (August, September and November 2026)
 * could not be checked against a stored source when this was last reviewed,
 * so the next review is due after the December 2026 meeting at the latest.
 */
const cashRateReviewBy = '2026-12-09';

export default {
  'rba-cash-rate': {
    label: 'RBA cash rate target (raised to this on 5 May 2026; held in June 2026)',
    text: '4.35%',
    value: 4.35,
    asAt: '2026-05-05',
    reviewBy: cashRateReviewBy,
    source: cashRateTable,
  },
  'rba-inflation-target': {
    label: "RBA's inflation target",
    text: '2 to 3%',
    asAt: '2026-02-03',
    reviewBy: '2027-11-30',
    source: {name: 'Reserve Bank of Australia, inflation target', url: 'https://www.rba.gov.au/inflation/inflation-target.html'},
  },
} satisfies Record<string, Fact>;
