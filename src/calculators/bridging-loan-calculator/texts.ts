import type {CalculatorTexts} from '../calculator-pages';

/** The bridging loan calculator page's texts (see calculator-pages.ts): its own file, so the page carries only its own. */
export default {
  slug: 'bridging-loan-calculator',
  answers: 'What will the peak debt, capitalised interest and end debt be while I buy before I sell?',
  shows:
    'Peak debt while you hold both properties, interest capitalised over the bridging period, the end debt after the sale, and the LVRs lenders will test.',
  description:
    'Estimate peak debt, capitalised interest, end debt after the sale and the LVRs lenders test when you buy a property before you sell.',
  guide: {slug: 'bridging-finance-explained', title: 'Bridging finance: buying before you sell'},
  caseStudy: {slug: 'bridging-a-freehold-purchase', title: 'A café owner buys her freehold before the old site sells'},
} satisfies CalculatorTexts;
