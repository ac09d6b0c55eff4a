/**
 * Figures the calculators use: default interest, which the late-exit section adds once a loan's term ends.
 * Second-read 2026-11-25 (docs-dev/reviews/2026-11-25-default-margin.md): courts set no range. The 2026-11-28
 * compliance read asked that the hint not present one case's extreme rate as generally accepted, so it gives the
 * bank-loan example and the penalty test; the calculators' starting value is the site's own illustration.
 */
import type {Fact} from '../types';

export default {
  'default-interest-margin': {
    label: 'Default interest on Australian commercial loans: what the courts have held, and the test they apply',
    // No extreme rate from one case (the Quantum decision turned on its own facts): the test is what a visitor can use.
    text:
      "2% p.a. above the ordinary rate on a bank loan was held not to be a penalty; each case turns on its facts, and any default rate can be challenged as a penalty if it is out of all proportion to the lender's legitimate interests",
    // The calculators' starting margin: the site's illustration, not a court or market figure. Visitors enter their own.
    value: 5,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {
      name: 'Arab Bank Australia Ltd v Sayde Developments Pty Ltd [2016] NSWCA 328 (2% p.a. above the ordinary rate); the test: Paciocco v Australia and New Zealand Banking Group Ltd [2016] HCA 28; summarised by Piper Alderman (12 October 2022)',
      url: 'https://piperalderman.com.au/insight/higher-interest-rates-in-commercial-lending-and-interest-rate-cap-under-the-national-consumer-credit-protection-act/',
    },
  },
} satisfies Record<string, Fact>;
