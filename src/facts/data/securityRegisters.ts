/**
 * The law of the land titles registers that record security: how long a
 * caveat lasts, how long a caveator has after a lapsing notice, and who must
 * consent to a second mortgage. Set by statute and rarely amended, so
 * reviewed yearly.
 */
import type {Fact} from '../types';

export default {
  // A second reader of 8 December 2026 found the guides still saying the first lender's consent was needed to lodge.
  'nsw-cord-abolished-on': {
    label: 'NSW: certificates of title and the control of the right to deal abolished (no first mortgagee’s consent needed to register a second mortgage) on',
    text: '11 October 2021',
    asAt: '2026-12-08',
    reviewBy: '2027-12-08',
    source: {
      name: 'NSW Land Registry Services, Registrar General’s guidelines: Mortgage (Real Property Amendment (Certificates of Title) Act 2021)',
      url: 'https://rg-guidelines.nswlrs.com.au/deeds/documents_lodged/mortgages/mortgage',
    },
  },
  'nsw-caveat-lapsing-days': {
    label: 'NSW: time a caveator has after service of a lapsing notice to obtain a Supreme Court order extending the caveat',
    text: '21 days',
    value: 21,
    asAt: '2026-11-25',
    reviewBy: '2027-11-25',
    source: {name: 'Real Property Act 1900 (NSW), s 74J', url: 'https://legislation.nsw.gov.au/view/html/inforce/current/act-1900-025'},
  },
  'vic-caveat-lapsing-days': {
    label: 'Victoria: the least time a lapsing notice gives a caveator to start proceedings and notify the Registrar',
    text: 'at least 30 days',
    value: 30,
    asAt: '2026-11-25',
    reviewBy: '2027-11-25',
    source: {name: 'Transfer of Land Act 1958 (Vic), s 89A', url: 'https://www.legislation.vic.gov.au/in-force/acts/transfer-land-act-1958'},
  },
  'qld-caveat-lapsing-notice-days': {
    label: 'Queensland: time a caveator has after a lapsing notice to start proceedings and tell the registrar',
    text: '14 days',
    value: 14,
    asAt: '2026-12-07',
    reviewBy: '2027-12-07',
    source: {
      name: 'Land Title Act 1994 (Qld), s 126',
      url: 'https://www.legislation.qld.gov.au/view/html/inforce/current/act-1994-011',
    },
  },
  'qld-caveat-lapse-months': {
    label: 'Queensland: a caveat lodged without the registered owner’s consent lapses this long after lodgement unless the caveator starts proceedings and tells the registrar',
    text: '3 months',
    value: 3,
    asAt: '2026-12-07',
    reviewBy: '2027-12-07',
    source: {
      name: 'Land Title Act 1994 (Qld), s 126',
      url: 'https://www.legislation.qld.gov.au/view/html/inforce/current/act-1994-011',
    },
  },
} satisfies Record<string, Fact>;
