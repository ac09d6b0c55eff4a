/**
 * Tax rules the content states. Each has its legislation or the ATO page a
 * reviewer checks; rates and thresholds are reviewed each 1 July, when
 * indexed figures and new measures start.
 */
import type {Fact} from '../types';

export default {
  'gst-rate': {
    label: 'GST rate',
    text: '10%',
    value: 10,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'ATO, GST (A New Tax System (Goods and Services Tax) Act 1999, s 9-70)',
      url: 'https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst',
    },
  },
  'super-contributions-tax': {
    label: 'Tax a super fund pays on concessional contributions',
    text: '15%',
    value: 15,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'Income Tax Assessment Act 1997, s 295-160 (concessional contributions are the fund’s assessable income, taxed at 15%)',
      url: 'https://www.legislation.gov.au/C2004A05138/latest/text',
    },
  },
} satisfies Record<string, Fact>;
