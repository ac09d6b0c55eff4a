/**
 * Transfer (stamp) duty and land tax on commercial property, by state and
 * territory. Thresholds move each year in most states, so every entry names
 * the year it is for; reviewBy is the next change date.
 */
import type {Fact} from '../types';

const revenueNsw = {name: 'Revenue NSW, land tax thresholds and rates', url: 'https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/land-tax/understanding-land-tax/thresholds-and-rates'};
const nswDuty = {name: 'Revenue NSW, transfer duty', url: 'https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty'};
const sroCipt = {name: 'State Revenue Office Victoria, commercial and industrial property tax', url: 'https://www.sro.vic.gov.au/commercial-and-industrial-property-tax'};
const qroDuty = {name: 'Queensland Revenue Office, transfer duty rates', url: 'https://qro.qld.gov.au/duties/transfer-duty/calculate/rates/'};
const qroLandTax = {name: 'Queensland Revenue Office, land tax rates for companies and trusts and for individuals', url: 'https://qro.qld.gov.au/land-tax/calculate/'};
const revenueWa = {name: 'RevenueWA, transfer duty assessment and land tax', url: 'https://www.wa.gov.au/organisation/department-of-finance/transfer-duty-assessment'};
const revenueSa = {name: 'RevenueSA, land tax rates and thresholds', url: 'https://www.revenuesa.sa.gov.au/land-tax/rates-and-thresholds'};
const ntDuty = {name: 'Territory Revenue Office, stamp duty', url: 'https://nt.gov.au/employ/money-and-taxes/taxes-royalties-and-grants/stamp-duty'};

export default {
  'nsw-duty-top-rate': {
    label: 'NSW transfer duty: general rate on the value above the top threshold (non-residential property)',
    text: '5.5%',
    value: 5.5,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: nswDuty,
  },
  'nsw-land-tax-threshold': {
    label: 'NSW land tax general threshold (frozen from the 2025 land tax year)',
    text: '$1,075,000',
    value: 1075000,
    asAt: '2025-01-01',
    reviewBy: '2027-06-01',
    source: revenueNsw,
  },
  'nsw-land-tax-premium-threshold': {
    label: 'NSW land tax premium threshold (frozen from the 2025 land tax year)',
    text: '$6,571,000',
    value: 6571000,
    asAt: '2025-01-01',
    reviewBy: '2027-06-01',
    source: revenueNsw,
  },
  'nsw-land-tax-rate': {
    label: 'NSW land tax rate on land value between the general and premium thresholds (plus $100)',
    text: '1.6%',
    value: 1.6,
    asAt: '2025-01-01',
    reviewBy: '2027-06-01',
    source: revenueNsw,
  },
  'nsw-land-tax-premium-rate': {
    label: 'NSW land tax rate on land value above the premium threshold',
    text: '2%',
    value: 2,
    asAt: '2025-01-01',
    reviewBy: '2027-06-01',
    source: revenueNsw,
  },
  'vic-cipt-start': {
    label: 'Victoria: commercial and industrial property tax reform starts (entry transactions on or after)',
    text: '1 July 2024',
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: sroCipt,
  },
  'vic-cipt-transition': {
    label: 'Victoria: transition period after an entry transaction before CIPT is payable',
    text: '10 years',
    value: 10,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: sroCipt,
  },
  'vic-cipt-rate': {
    label: 'Victoria: CIPT rate on the site (unimproved) value each year',
    text: '1%',
    value: 1,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: sroCipt,
  },
  'vic-land-tax-levy-from': {
    label: 'Victoria: taxable landholdings from which the temporary COVID debt land tax surcharge applies (from the 2024 land tax year, for 10 years)',
    text: '$50,000',
    value: 50000,
    asAt: '2024-01-01',
    reviewBy: '2027-01-01',
    source: {name: 'State Revenue Office Victoria, land tax rates (Land Tax Act 2005, s 35)', url: 'https://www.sro.vic.gov.au/land-tax/land-tax-rates'},
  },
  'qld-duty-top-threshold': {
    label: 'Queensland transfer duty: value above which the top rate applies',
    text: '$1,000,000',
    value: 1000000,
    asAt: '2025-09-04',
    reviewBy: '2027-07-01',
    source: qroDuty,
  },
  'qld-duty-top-rate': {
    label: 'Queensland transfer duty: rate on the value above $1,000,000',
    text: '5.75%',
    value: 5.75,
    asAt: '2025-09-04',
    reviewBy: '2027-07-01',
    source: qroDuty,
  },
  'qld-land-tax-threshold-company': {
    label: 'Queensland land tax threshold for companies and trustees',
    text: '$350,000',
    value: 350000,
    asAt: '2026-06-30',
    reviewBy: '2027-06-30',
    source: qroLandTax,
  },
  'qld-land-tax-threshold-individual': {
    label: 'Queensland land tax threshold for individuals',
    text: '$600,000',
    value: 600000,
    asAt: '2026-06-30',
    reviewBy: '2027-06-30',
    source: qroLandTax,
  },
  'wa-duty-top-threshold': {
    label: 'Western Australia transfer duty (general rate): value above which the top rate applies',
    text: '$725,000',
    value: 725000,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: revenueWa,
  },
  'wa-duty-top-rate': {
    label: 'Western Australia transfer duty (general rate): rate on the value above $725,000',
    text: '5.15%',
    value: 5.15,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: revenueWa,
  },
  'wa-land-tax-threshold': {
    label: 'Western Australia land tax: aggregate taxable value above which land tax applies',
    text: '$300,000',
    value: 300000,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: revenueWa,
  },
  'sa-duty-abolished-from': {
    label: 'South Australia: no duty on transfers of qualifying (non-residential, non-primary-production) land under contracts from',
    text: '1 July 2018',
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'RevenueSA, Information Circular 103 (Stamp Duties Act 1923, s 71DC)',
      url: 'https://www.revenuesa.sa.gov.au/forms-and-publications/information-circulars-and-revenue-rulings/information-circulars-sequential-index',
    },
  },
  'sa-land-tax-threshold-2025-26': {
    label: 'South Australia land tax general threshold for 2025-26',
    text: '$833,000',
    value: 833000,
    asAt: '2025-07-01',
    reviewBy: '2026-12-31',
    source: revenueSa,
  },
  'sa-land-tax-trust-threshold': {
    label: 'South Australia land tax threshold for trusts assessed at trust rates',
    text: '$25,000',
    value: 25000,
    asAt: '2025-07-01',
    reviewBy: '2026-12-31',
    source: revenueSa,
  },
  'tas-land-tax-threshold': {
    label: 'Tasmania land tax: total land value from which land tax applies (rates from 1 July 2024)',
    text: '$125,000',
    value: 125000,
    asAt: '2024-07-01',
    reviewBy: '2027-07-01',
    source: {name: 'State Revenue Office Tasmania, rates of land tax', url: 'https://www.sro.tas.gov.au/land-tax/rates-of-land-tax'},
  },
  'act-commercial-duty-free-2018': {
    label: 'ACT: commercial transactions below this value stopped paying duty from 1 July 2018 (the threshold has been raised since)',
    text: '$1.5 million',
    value: 1500000,
    asAt: '2018-07-01',
    reviewBy: '2027-07-01',
    source: {name: 'ACT Revenue Office, commercial transfer duty', url: 'https://www.revenue.act.gov.au/duties/conveyance-duty/commercial-transfer-duty'},
  },
  'nt-duty-rate-525k-3m': {
    label: 'Northern Territory stamp duty: rate on the whole value from $525,000 to under $3 million',
    text: '4.95%',
    value: 4.95,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: ntDuty,
  },
  'nt-duty-rate-3m-5m': {
    label: 'Northern Territory stamp duty: rate on the whole value from $3 million to under $5 million',
    text: '5.75%',
    value: 5.75,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: ntDuty,
  },
  'nt-duty-rate-5m': {
    label: 'Northern Territory stamp duty: rate on the whole value from $5 million',
    text: '5.95%',
    value: 5.95,
    asAt: '2025-07-01',
    reviewBy: '2027-07-01',
    source: ntDuty,
  },
} satisfies Record<string, Fact>;
