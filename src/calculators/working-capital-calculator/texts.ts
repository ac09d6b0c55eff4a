import type {CalculatorTexts} from '..';

/** The working capital calculator's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'working-capital-calculator',
  name: 'Working capital calculator',
  icon: 'Hourglass',
  service: 'working-capital',
  answers: 'How long is my cash conversion cycle, and how big is the funding gap?',
  description:
    'Measure current and quick ratios, debtor, creditor and stock days, the cash conversion cycle and the funding gap as sales grow.',
  guide: {slug: 'working-capital-finance-options', title: 'Working capital: overdrafts, invoice and trade finance'},
  caseStudy: {slug: 'trade-finance-for-an-importer', title: 'Trade finance lets an importer take on a larger order'},
} as const satisfies CalculatorTexts;
