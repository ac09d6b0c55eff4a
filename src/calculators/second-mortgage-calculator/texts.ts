import type {CalculatorTexts} from '..';

/** The second mortgage calculator's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'second-mortgage-calculator',
  name: 'Second mortgage calculator',
  icon: 'Layers',
  service: 'first-second-mortgages',
  answers: 'How much can the business borrow behind a first mortgage, and what will it cost?',
  description:
    'Work out your combined LVR, the largest second mortgage a lender’s LVR limit allows, and repayments on P&I, interest-only or capitalised terms.',
  guide: {slug: 'second-mortgages-and-caveat-loans', title: 'Second mortgages and caveat loans for business'},
  caseStudy: {slug: 'second-mortgage-for-a-tax-debt', title: 'A second mortgage clears a tax debt without refinancing'},
} as const satisfies CalculatorTexts;
