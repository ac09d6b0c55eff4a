import type {CalculatorTexts} from '..';

/** The asset finance ROI calculator's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'asset-finance-roi-calculator',
  name: 'Asset finance ROI calculator',
  featured: true,
  icon: 'TrendingUp',
  service: 'asset-finance',
  answers: 'Does financing this equipment pay for itself, by chattel mortgage or lease?',
  description:
    'Compare a chattel mortgage and a lease with a balloon: repayments, total cost, payback period and the return the equipment earns.',
  guide: {
    slug: 'chattel-mortgage-vs-finance-lease',
    title: 'Chattel mortgage, finance lease, rental or hire purchase?',
  },
  caseStudy: {
    slug: 'excavator-finance-with-a-balloon',
    title: 'A civil contractor swaps hire costs for its own excavator',
  },
} as const satisfies CalculatorTexts;
