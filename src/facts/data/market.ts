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
/** Review after the RBA's December 2026 meeting, and after every meeting that changes the rate. */
const cashRateReviewBy = '2026-12-31';

export default {
  'rba-cash-rate': {
    label: 'RBA cash rate target',
    text: '3.85%',
    value: 3.85,
    asAt: '2026-02-03',
    reviewBy: cashRateReviewBy,
    source: cashRateTable,
  },
  'rba-cash-rate-latest-change': {
    label: 'Date of the latest change to the RBA cash rate target (raised from 3.60% to 3.85%)',
    text: '3 February 2026',
    asAt: '2026-02-03',
    reviewBy: cashRateReviewBy,
    source: cashRateTable,
  },
  'rba-cash-rate-before-latest-change': {
    label: 'RBA cash rate target before the latest change (from 12 August 2025)',
    text: '3.60%',
    value: 3.6,
    asAt: '2025-08-12',
    reviewBy: cashRateReviewBy,
    source: cashRateTable,
  },
  'rba-cash-rate-2023-peak': {
    label: 'RBA cash rate target at the peak of the 2022-23 increases (7 November 2023 decision)',
    text: '4.35%',
    value: 4.35,
    asAt: '2023-11-07',
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
