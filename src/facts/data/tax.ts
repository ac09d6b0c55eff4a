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
      url: 'https://classic.austlii.edu.au/au/legis/cth/consol_act/itaa1997240/s295.160.html',
    },
  },
  'super-fund-income-tax-rate': {
    label: 'Tax rate on a complying super fund’s ordinary taxable income (non-arm’s length income is taxed at the top marginal rate instead)',
    text: '15%',
    value: 15,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'Income Tax Rates Act 1986, s 26 (a complying fund’s low tax component at 15%); Income Tax Assessment Act 1997, Subdivision 295-H (non-arm’s length income)',
      url: 'https://www.ato.gov.au/law/view/document?docid=PAC/19860107/26',
    },
  },
  'foreign-resident-withholding-rate': {
    label: 'Foreign resident capital gains withholding: share of the price a buyer withholds without a clearance certificate',
    text: '15%',
    value: 15,
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'ATO, foreign resident capital gains withholding (Taxation Administration Act 1953, Schedule 1, Subdivision 14-D)',
      url: 'https://www.ato.gov.au/individuals-and-families/investments-and-assets/capital-gains-tax/foreign-residents-and-capital-gains-tax/foreign-resident-capital-gains-withholding',
    },
  },
  'foreign-resident-withholding-from': {
    label: 'Foreign resident capital gains withholding applies to real property at any price (and at the current rate) for contracts entered into on or after',
    text: '1 January 2025',
    asAt: '2026-11-25',
    reviewBy: '2027-07-01',
    source: {
      name: 'ATO, foreign resident capital gains withholding (Taxation Administration Act 1953, Schedule 1, Subdivision 14-D)',
      url: 'https://www.ato.gov.au/individuals-and-families/investments-and-assets/capital-gains-tax/foreign-residents-and-capital-gains-tax/foreign-resident-capital-gains-withholding',
    },
  },
  'hire-purchase-gst-upfront-from': {
    // A fixed date in law: reviewed every five years in case the rule is replaced, not because the date moves.
    label: 'Hire purchase: agreements entered into on or after this date let a GST-registered buyer claim the GST in the price upfront, on a cash or accruals basis',
    text: '1 July 2012',
    asAt: '2026-11-25',
    reviewBy: '2031-07-01',
    source: {
      name: 'A New Tax System (Goods and Services Tax) Act 1999, Division 29 (attribution of input tax credits for hire purchase)',
      url: 'https://www.legislation.gov.au/C2004A00446/latest/text',
    },
  },
} satisfies Record<string, Fact>;
