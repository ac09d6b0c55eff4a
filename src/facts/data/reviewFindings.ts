/**
 * Figures added while fixing the 25 November 2026 content review
 * (docs-dev/reviews/2026-11-25-content-review.md): the instant asset write-off
 * threshold, the ACT's commercial duty-free threshold, and the cover ratios
 * lenders commonly look for. Kept in their own file so they never clash with
 * ids moved into the other data files at the same time; they can be moved by
 * topic later (the ids stay the same).
 */
import type {Fact} from '../types';
import {LENDER_SURVEY, LENDER_SURVEY_REVIEW_BY, LENDER_SURVEY_SOURCE} from './lenderRanges';

const atoInstantAssetWriteOff = {
  name: 'ATO, instant asset write-off for eligible businesses',
  url: 'https://www.ato.gov.au/businesses-and-organisations/income-deductions-and-concessions/depreciation-and-capital-expenses-and-allowances/simpler-depreciation-for-small-business/instant-asset-write-off',
};
const actCommercialDuty = {
  name: 'ACT Revenue Office, commercial transfer duty',
  url: 'https://www.revenue.act.gov.au/duties/conveyance-duty/commercial-transfer-duty',
};

export default {
  'instant-asset-write-off-2025-26': {
    label: 'Instant asset write-off threshold per asset for 2025-26 (small businesses)',
    text: '$20,000',
    value: 20000,
    asAt: '2025-07-01',
    reviewBy: '2027-06-30',
    source: atoInstantAssetWriteOff,
  },
  // Law since the second read of 3 December 2026 (docs-dev/reviews/2026-12-03-facts-review.md): Schedule 2 of the
  // Act replaced the $1,000 in the simplified depreciation rules with $20,000, with no end date. It commenced on
  // 1 October 2026 and applies to assets first used or installed ready for use from 1 July 2026.
  'instant-asset-write-off-from-2026-27': {
    label: 'Instant asset write-off threshold per asset, for assets first used or installed ready for use from 1 July 2026 (small businesses), made permanent by the Treasury Laws Amendment (Tax Reform No. 2) Act 2026',
    text: '$20,000',
    value: 20000,
    asAt: '2026-10-01',
    reviewBy: '2027-05-01',
    source: {
      name: 'Treasury Laws Amendment (Tax Reform No. 2) Act 2026 (No. 71 of 2026), Schedule 2 (Royal Assent 26 August 2026)',
      url: 'https://www.legislation.gov.au/C2026A00071/asmade/text',
    },
    changes: {on: ['financial-year', 'federal-budget'], checked: '2026-12-03'},
  },
  'instant-asset-write-off-permanent-announced-on': {
    label: 'Date of the 2026-27 Federal Budget, which announced the permanent instant asset write-off threshold',
    text: '12 May 2026',
    asAt: '2026-05-12',
    reviewBy: '2027-06-30',
    source: {
      name: 'Australian Government, 2026-27 Budget, as summarised by Rulesmate',
      url: 'https://rulesmate.com.au/insights/instant-asset-write-off-2025-26-2026-27',
    },
  },
  'instant-asset-write-off-2025-26-from': {
    label: 'Instant asset write-off for 2025-26: assets first used or installed ready for use from',
    text: '1 July 2025',
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: atoInstantAssetWriteOff,
  },
  'instant-asset-write-off-2025-26-to': {
    label: 'Instant asset write-off for 2025-26: assets first used or installed ready for use by',
    text: '30 June 2026',
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: atoInstantAssetWriteOff,
  },
  'instant-asset-write-off-turnover-limit': {
    label: 'Instant asset write-off: aggregated turnover below which a business is eligible',
    text: '$10 million',
    value: 10000000,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: atoInstantAssetWriteOff,
  },
  'act-commercial-duty-threshold-2024-25': {
    label: 'ACT: commercial transfer duty tax-free threshold for 2024-25',
    text: '$1.9 million',
    value: 1900000,
    asAt: '2024-07-01',
    reviewBy: '2027-07-01',
    source: {name: 'ACT Revenue Office, changes for 2024-25', url: 'https://www.revenue.act.gov.au/changes-for-2024-25'},
  },
  'act-commercial-duty-threshold-2025-26': {
    label: 'ACT: commercial transfer duty tax-free threshold for 2025-26, the latest year confirmed for this site (raised by $100,000 in the 2025-26 ACT Budget)',
    text: '$2 million',
    value: 2000000,
    asAt: '2025-07-01',
    // The 2026-27 threshold has applied since 1 July 2026, but no stored source for it could be read on
    // 28 November 2026: the guides state 2025-26 as the last year confirmed. Enter 2026-27 from the ACT
    // Revenue Office (its own id) by the review date.
    reviewBy: '2026-12-31',
    source: actCommercialDuty,
    changes: {on: ['financial-year', 'act-budget'], checked: '2026-11-28'},
  },
  'lender-icr-commonly-sought': {
    label: 'Interest cover (ICR) lenders commonly look for on commercial property',
    text: '1.5 to 2.0 times',
    asAt: LENDER_SURVEY,
    reviewBy: LENDER_SURVEY_REVIEW_BY,
    source: LENDER_SURVEY_SOURCE,
  },
  'lender-dscr-commonly-sought': {
    label: 'Debt service cover (DSCR) lenders commonly look for',
    text: '1.25 times or more',
    asAt: LENDER_SURVEY,
    reviewBy: LENDER_SURVEY_REVIEW_BY,
    source: LENDER_SURVEY_SOURCE,
  },
} satisfies Record<string, Fact>;
