/** Personal liability of directors: the ATO's director penalty regime, which sits beside any guarantee they sign. */
import type {Fact} from '../types';

const dpn = {
  name: 'ATO, director penalties (Taxation Administration Act 1953, Schedule 1, Division 269)',
  url: 'https://www.ato.gov.au/businesses-and-organisations/preparing-lodging-and-paying/business-bankruptcy-and-insolvency/director-penalties',
};

export default {
  'dpn-response-days': {
    label: 'Time a director has after a director penalty notice before the ATO may start recovery',
    text: '21 days',
    value: 21,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: dpn,
  },
  'dpn-lockdown-months': {
    label: 'Reporting window after the due date for PAYG withholding and GST: past it, a director penalty can no longer be remitted by appointing an administrator or liquidator',
    text: 'three months',
    value: 3,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: dpn,
  },
  // Super guarantee charge lost the three-month window: it had to be reported by its SGC statement's due date.
  'dpn-sgc-lockdown-from': {
    label: 'Director penalties: unpaid super guarantee charge locked down unless reported by its own due date (no three-month window) from',
    text: '1 April 2019',
    asAt: '2026-11-28',
    reviewBy: '2027-07-01',
    source: {
      name: 'Treasury Laws Amendment (2018 Measures No. 4) Act 2019, as summarised by Pearce & Heers, "Important changes to superannuation director penalty notices"',
      url: 'https://pearceheers.com.au/important-changes-to-superannuation-director-penalty-notices/',
    },
  },
  'dpn-gst-from': {
    label: 'Director penalties cover GST, luxury car tax and wine equalisation tax for tax periods starting on or after',
    text: '1 April 2020',
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'Treasury Laws Amendment (Combating Illegal Phoenixing) Act 2020',
      url: 'https://www.legislation.gov.au/C2020A00006/latest/text',
    },
  },
} satisfies Record<string, Fact>;
