/** The Banking Code of Practice and AFCA: who counts as a small business, and the notice periods. */
import type {Fact} from '../types';

const code = {name: 'Australian Banking Association, Banking Code of Practice', url: 'https://www.ausbanking.org.au/banking-code/'};
const afca = {name: 'AFCA, small business complaints', url: 'https://www.afca.org.au/smallbusiness'};

export default {
  'banking-code-start': {
    label: 'Current Banking Code of Practice in force from',
    text: '28 February 2025',
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {
      name: 'ASIC Corporations (Approval of February 2025 Banking Code of Practice) Instrument 2024/523',
      url: 'https://www.legislation.gov.au/F2024L00783/asmade/text',
    },
  },
  'banking-code-sb-turnover': {
    label: 'Banking Code small business test: annual turnover in the previous financial year under',
    text: '$10 million',
    value: 10000000,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: code,
  },
  'banking-code-sb-employees': {
    label: 'Banking Code small business test: full-time equivalent employees fewer than',
    text: '100',
    value: 100,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: code,
  },
  'banking-code-sb-debt': {
    label: 'Banking Code small business test: total debt to all credit providers under',
    text: '$5 million',
    value: 5000000,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: code,
  },
  'banking-code-default-notice': {
    label: 'Banking Code: notice to a small business in default before the bank demands repayment or enforces',
    text: '30 days',
    value: 30,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: code,
  },
  'banking-code-extension-notice': {
    label: 'Banking Code: notice of a decision not to extend a small business term loan (borrower not in default)',
    text: 'three months',
    value: 3,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: code,
  },
  'idr-final-response-days': {
    label: 'Internal dispute resolution: time for a final response to a standard complaint (or a written delay notice with reasons and AFCA details)',
    text: '30 calendar days',
    value: 30,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: {
      name: 'ASIC, Regulatory Guide 271 Internal dispute resolution',
      url: 'https://asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-271-internal-dispute-resolution/',
    },
  },
  'afca-sb-employees': {
    label: 'AFCA small business: fewer employees than',
    text: '100',
    value: 100,
    asAt: '2026-11-25',
    reviewBy: '2027-05-31',
    source: afca,
  },
  'afca-sb-credit-limit': {
    // $5 million in the Rules, indexed every three years: $5.425 million from 1 January 2021, $6.317 million from 1 January 2024.
    label: 'AFCA: largest small business credit facility it can consider',
    text: '$6,317,000',
    value: 6317000,
    asAt: '2024-01-01',
    reviewBy: '2026-12-31',
    source: {
      name: 'AFCA Rules, rule D.4 (monetary limits); AFCA, compensation caps and monetary limits adjusted (from 1 January 2024)',
      url: 'https://afca.org.au/news/latest-news/afcas-compensation-caps-and-monetary-limits-adjusted',
    },
    changes: {on: 'afca-indexation', checked: '2026-11-28'},
  },
} satisfies Record<string, Fact>;
