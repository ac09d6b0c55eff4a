/**
 * The lender ranges the calculators' hints and warnings state (part of lenderRanges.ts, where every page reads
 * them by id). Kept in a file of their own so a calculator page's JavaScript carries only these. `value` is the
 * figure a calculator tests against: the top of the range.
 */
import {range} from './lenderSurvey';

export default {
  'commercial-lvr': range('Commercial property loan: maximum LVR', '60% to 75%', 75),
  'smsf-commercial-lvr': range('SMSF loan: maximum LVR for commercial property', 'about 60% to 70%', 70),
  'second-mortgage-combined-lvr': range('Second mortgage: maximum combined LVR', '65% to 80%', 80),
  'caveat-combined-lvr': range('Caveat loan: maximum combined LVR', '60% to 75%', 75),
  'bridging-term': range('Bridging finance: term', '6 to 12 months, some lenders to 24', 24),
  'bridging-peak-lvr': range('Bridging finance: maximum LVR on peak debt across both properties', '70% to 80%', 80),
  // The working capital calculator reads both ends (its note on what debtors could raise), so the text is parsed there.
  'invoice-finance-advance': range('Invoice finance and asset-backed lending: advance on approved invoices', '70% to 85%'),
  // The calculators prefill their fee fields from these (a share of the example loan), as dated estimates.
  'commercial-bank-establishment-fee': range(
    'Commercial property loan: bank establishment fee, often up to (share of the loan)',
    '1%',
    1,
  ),
  'non-bank-establishment-fee': range(
    'Commercial property loan: establishment fee from non-bank and private lenders, commonly (share of the loan, or more)',
    '1% to 2%',
    2,
  ),
};
