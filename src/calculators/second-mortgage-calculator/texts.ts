import type {CalculatorTexts} from '../calculator-pages';

/** The second mortgage calculator page's texts (see calculator-pages.ts): its own file, so the page carries only its own. */
export default {
  slug: 'second-mortgage-calculator',
  answers: 'How much can I borrow behind my first mortgage, and what will it cost?',
  shows:
    'Your first-mortgage LVR, the combined LVR with a second mortgage, the largest second mortgage a lender’s LVR limit allows, and repayments on P&I, interest-only or capitalised terms.',
  description:
    'Work out your combined LVR, the largest second mortgage a lender’s LVR limit allows, and repayments on P&I, interest-only or capitalised terms.',
  guide: {slug: 'second-mortgages-and-caveat-loans', title: 'Second mortgages and caveat loans for business'},
  caseStudy: {slug: 'second-mortgage-for-a-tax-debt', title: 'A second mortgage clears a tax debt without refinancing'},
} satisfies CalculatorTexts;
