/** Tax debts: the ATO's interest charges, payment plans and when it reports a business's debt. */
import type {Fact} from '../types';

const taa = 'https://www.legislation.gov.au/C1953A00001/latest/text';
const atoHelpWithPaying = 'https://www.ato.gov.au/General/Paying-the-ATO/Help-with-paying/';
const atoDisclosure = 'https://www.ato.gov.au/General/Paying-the-ATO/If-you-don-t-pay/Disclosure-of-business-tax-debts/';

export default {
  'gic-uplift': {
    label: 'General interest charge: uplift over the 90-day bank accepted bill yield',
    text: '7 percentage points',
    value: 7,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {name: 'Taxation Administration Act 1953, s 8AAD', url: taa},
  },
  'sic-uplift': {
    label: 'Shortfall interest charge: uplift over the 90-day bank accepted bill yield',
    text: '3 percentage points',
    value: 3,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {name: 'Taxation Administration Act 1953, Schedule 1, s 280-105', url: taa},
  },
  'gic-rate-q3-2025-26': {
    label: 'GIC annual rate for January to March 2026 (the latest quarter confirmed for this page)',
    text: '10.65%',
    value: 10.65,
    asAt: '2026-01-01',
    reviewBy: '2026-12-15',
    source: {name: 'ATO, general interest charge (GIC) rates', url: 'https://www.ato.gov.au/tax-rates-and-codes/general-interest-charge-gic-rates'},
  },
  'sic-rate-q3-2025-26': {
    label: 'SIC annual rate for January to March 2026',
    text: '6.65%',
    value: 6.65,
    asAt: '2026-01-01',
    reviewBy: '2026-12-15',
    source: {name: 'ATO, shortfall interest charge (SIC) rates', url: 'https://www.ato.gov.au/tax-rates-and-codes/shortfall-interest-charge-sic-rates'},
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
} satisfies Record<string, Fact>;
