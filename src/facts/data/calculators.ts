/**
 * Figures the calculators use: default interest, which the late-exit section adds once a loan's term ends.
 * Second-read 2026-11-25 (docs-dev/reviews/2026-11-25-default-margin.md): courts set no range; these are
 * two rates held not to be penalties, and the calculators' starting value is the site's own illustration.
 */
import type {Fact} from '../types';

export default {
  'default-interest-margin': {
    label: 'Default interest on Australian commercial loans: examples courts have held not to be penalties',
    text: '2% p.a. above the rate on a bank loan; about 53% p.a. after the term on a short-term private loan',
    // The calculators' starting margin: the site's illustration, not a court or market figure. Visitors enter their own.
    value: 5,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {
      name: 'Arab Bank Australia Ltd v Sayde Developments Pty Ltd [2016] NSWCA 328 (2% p.a. above the ordinary rate); Quantum Asset Management Pty Ltd v Love Properties (WA) Pty Ltd [2017] WASC 167 (4.43% a month after the term, against 9.75% p.a. during it); the test: Paciocco v Australia and New Zealand Banking Group Ltd [2016] HCA 28; Quantum summarised by Piper Alderman (12 October 2022)',
      url: 'https://piperalderman.com.au/insight/higher-interest-rates-in-commercial-lending-and-interest-rate-cap-under-the-national-consumer-credit-protection-act/',
    },
  },
} satisfies Record<string, Fact>;
