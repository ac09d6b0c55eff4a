/**
 * Land titles law the caveat pages state: how long a caveator has after a
 * lapsing notice. Set by statute and rarely amended, so reviewed yearly.
 */
import type {Fact} from '../types';

export default {
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
} satisfies Record<string, Fact>;
