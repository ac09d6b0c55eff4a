/** Tax debts: the ATO's interest charges, payment plans and when it reports a business's debt. */
import type {Fact} from '../types';

const atoHelpWithPaying = 'https://www.ato.gov.au/General/Paying-the-ATO/Help-with-paying/';
const atoDisclosure = 'https://www.ato.gov.au/General/Paying-the-ATO/If-you-don-t-pay/Disclosure-of-business-tax-debts/';

const gicRates = {name: 'ATO, general interest charge (GIC) rates', url: 'https://www.ato.gov.au/tax-rates-and-codes/general-interest-charge-gic-rates'};
const sicRates = {name: 'ATO, shortfall interest charge (SIC) rates', url: 'https://www.ato.gov.au/tax-rates-and-codes/shortfall-interest-charge-sic-rates'};

const pcg20165 = {
  name: 'ATO, Practical Compliance Guideline PCG 2016/5 (safe harbour terms for related-party LRBAs)',
  url: 'https://www.ato.gov.au/law/view/document?docid=COG/PCG20165/NAT/ATO/00001',
};

export default {
  'gic-uplift': {
    label: 'General interest charge: uplift over the 90-day bank accepted bill yield',
    text: '7 percentage points',
    value: 7,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'Taxation Administration Act 1953, s 8AAD',
      url: 'https://www.ato.gov.au/law/view/document?DocID=PAC/19530001/8AAD',
    },
  },
  'sic-uplift': {
    label: 'Shortfall interest charge: uplift over the 90-day bank accepted bill yield',
    text: '3 percentage points',
    value: 3,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'Taxation Administration Act 1953, Schedule 1, s 280-105',
      url: 'https://www.ato.gov.au/law/view/document?docid=PAC/19530001/Sch1-280-105',
    },
  },
  // The latest quarter confirmed from a source, by the second read of 3 December 2026
  // (docs-dev/reviews/2026-12-03-facts-review.md): October to December 2026, from dated copies of the ATO's rate
  // tables (July to September 2026 was 11.43% and 7.43%). Pages state it as the latest quarter confirmed, with the
  // ATO's page for the quarter the reader is in. A new rate applies each quarter: add the next quarter's entries
  // (the ATO publishes them about two weeks before) and move the pages to them.
  'gic-rate-q2-2026-27': {
    label: 'GIC annual rate for October to December 2026 (the latest quarter confirmed for this site)',
    text: '11.51%',
    value: 11.51,
    asAt: '2026-10-01',
    reviewBy: '2026-12-17',
    source: gicRates,
    changes: {on: 'ato-interest-quarters', checked: '2026-12-03'},
  },
  'sic-rate-q2-2026-27': {
    label: 'SIC annual rate for October to December 2026 (the latest quarter confirmed for this site)',
    text: '7.51%',
    value: 7.51,
    asAt: '2026-10-01',
    reviewBy: '2026-12-17',
    source: sicRates,
    changes: {on: 'ato-interest-quarters', checked: '2026-12-03'},
  },
  // A past quarter's rate does not change: the tax debt case study's directors weighed a payment plan at it (its deal
  // is priced June 2025). Read from secondary copies of the ATO's table (second read, 5 December 2026): confirm on
  // the ATO's page.
  'gic-rate-q4-2024-25': {
    label: 'GIC annual rate for April to June 2025',
    text: '11.17%',
    value: 11.17,
    asAt: '2025-04-01',
    reviewBy: '2027-11-30',
    source: gicRates,
  },
  'gic-sic-nondeductible-from': {
    label: 'GIC and SIC stop being deductible: income years starting on or after',
    text: '1 July 2025',
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'Income Tax Assessment Act 1997, s 26-5(1A), inserted by the Treasury Laws Amendment (Tax Incentives and Integrity) Act 2025',
      url: 'https://www.legislation.gov.au/C2004A05138/latest/text',
    },
  },
  'ato-online-payment-plan-limit': {
    label: 'Largest income tax or activity statement debt an individual or sole trader can put on a payment plan online',
    text: '$100,000',
    value: 100000,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {name: 'ATO, help with paying', url: atoHelpWithPaying},
  },
  'ato-disclosure-threshold': {
    label: 'Overdue business tax debt the ATO may report to credit reporting bureaus',
    text: '$100,000',
    value: 100000,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {name: 'ATO, disclosure of business tax debts', url: atoDisclosure},
  },
  'ato-disclosure-overdue-days': {
    label: 'How long the debt must be overdue before the ATO may report it',
    text: 'more than 90 days',
    value: 90,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {name: 'ATO, disclosure of business tax debts', url: atoDisclosure},
  },
  'ato-disclosure-notice-days': {
    label: 'Time the ATO gives after its intent-to-disclose notice',
    text: '28 days',
    value: 28,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {name: 'ATO, disclosure of business tax debts', url: atoDisclosure},
  },
  'pcg-2016-5-real-property-max-term': {
    label: 'PCG 2016/5 safe harbour, related-party LRBA over real property: longest total term, including any refinance',
    text: '15 years',
    value: 15,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: pcg20165,
  },
  'pcg-2016-5-real-property-max-lvr': {
    label: 'PCG 2016/5 safe harbour, related-party LRBA over real property: highest LVR, counting all loans over the property',
    text: '70%',
    value: 70,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: pcg20165,
  },
} satisfies Record<string, Fact>;
