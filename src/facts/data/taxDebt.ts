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
  // The latest quarter confirmed from a source on 28 November 2026: April to June 2026 (announced by the ATO in
  // March 2026, reported at regfollower.com, "ATO announces GIC/SIC rates for Q4 2025-26"). The July-September and
  // October-December 2026 rates are published on the ATO's pages but no stored copy could be read here, so pages
  // state this one as the last confirmed quarter, never as the current rate. A new rate applies each quarter.
  'gic-rate-q4-2025-26': {
    label: 'GIC annual rate for April to June 2026 (the latest quarter confirmed for this site)',
    text: '10.96%',
    value: 10.96,
    asAt: '2026-04-01',
    reviewBy: '2026-12-17',
    source: gicRates,
    changes: {on: 'ato-interest-quarters', checked: '2026-11-28'},
  },
  'sic-rate-q4-2025-26': {
    label: 'SIC annual rate for April to June 2026 (the latest quarter confirmed for this site)',
    text: '6.96%',
    value: 6.96,
    asAt: '2026-04-01',
    reviewBy: '2026-12-17',
    source: sicRates,
    changes: {on: 'ato-interest-quarters', checked: '2026-11-28'},
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
