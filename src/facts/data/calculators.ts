/** Figures the calculators use as typical ranges: what a default margin on a short-term loan can be. */
import type {Fact} from '../types';

export default {
  'default-interest-margin': {
    label: 'Default interest margin on a commercial loan, as upheld by Australian courts',
    text: '2% to 5% p.a. above the loan’s rate',
    // The calculators' starting value for the default margin: the top of the range, to show the risk.
    value: 5,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {
      name: 'Arab Bank Australia Ltd v Sayde Developments Pty Ltd [2016] NSWCA 328 (2% upheld); Quantum Asset Management Pty Ltd v Love Properties (WA) Pty Ltd [2017] WASC 167 (9.75% to 14.75% upheld), summarised by Piper Alderman',
      url: 'https://piperalderman.com.au/insight/higher-interest-rates-in-commercial-lending-and-interest-rate-cap-under-the-national-consumer-credit-protection-act/',
    },
  },
} satisfies Record<string, Fact>;
