/** Super: the guarantee rate and when employers must pay it (Payday Super), and a fund's in-house asset limit. */
import type {Fact} from '../types';

const paydaySuper = {
  name: 'ATO, Payday Super (Treasury Laws Amendment (Payday Superannuation) Act 2025)',
  url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/payday-super',
};

export default {
  'sg-rate': {
    label: 'Super guarantee rate',
    text: '12%',
    value: 12,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: {
      name: 'ATO, super guarantee percentage',
      url: 'https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee',
    },
  },
  'payday-super-start': {
    label: 'Payday Super starts',
    text: '1 July 2026',
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: paydaySuper,
  },
  'payday-super-due': {
    label: 'Time for super to reach the fund after payday, under Payday Super',
    text: '7 business days',
    value: 7,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: paydaySuper,
  },
  'payday-super-new-employee-due': {
    label: 'Time for a new employee’s first contribution to reach the fund, after their first payday',
    text: '20 business days',
    value: 20,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: paydaySuper,
  },
  'sg-final-quarter-due': {
    label: 'Before Payday Super: the due date of the last quarterly payment (April to June 2026)',
    text: '28 July 2026',
    asAt: '2026-06-30',
    reviewBy: '2027-07-01',
    source: {name: 'ATO, due dates for super guarantee contributions', url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/paying-super-contributions/when-to-pay-super'},
  },
  'sg-quarterly-due-before-payday-super': {
    label: 'Deadline before Payday Super: days after the end of each quarter',
    text: '28 days',
    value: 28,
    asAt: '2026-06-30',
    reviewBy: '2027-07-01',
    source: {name: 'ATO, due dates for super guarantee contributions', url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/paying-super-contributions/when-to-pay-super'},
  },
  'smsf-in-house-asset-limit': {
    label: 'In-house asset limit: the most of a super fund’s total assets, at market value, its in-house assets may be',
    text: '5%',
    value: 5,
    asAt: '2026-12-06',
    reviewBy: '2027-07-01',
    source: {
      name: 'Superannuation Industry (Supervision) Act 1993, ss 82 and 83 (the 5% limit) and s 71(1)(g) (business real property leased to a related party is not an in-house asset)',
      url: 'https://www.ato.gov.au/law/view/document?docid=PAC/19930078/83',
    },
  },
} satisfies Record<string, Fact>;
