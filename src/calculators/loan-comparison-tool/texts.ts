import type {CalculatorTexts} from '..';

/** The loan comparison tool's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'loan-comparison-tool',
  name: 'Loan comparison tool',
  icon: 'Scale',
  answers: 'Which of up to four loan offers costs least once fees are counted?',
  shows:
    'Two to four loan offers side by side: repayments, total interest, fees and a cost rate that includes the fees, so the cheapest offer is clear.',
  description:
    'Compare two to four business loan offers side by side: repayments, interest, fees and a cost rate including fees, to see which costs least.',
  guide: {slug: 'preparing-a-commercial-loan-application', title: 'Preparing a commercial loan application'},
  caseStudy: {
    slug: 'refinancing-after-a-lease-expiry',
    title: 'Refinancing a warehouse to a non-bank after its tenant left',
  },
} as const satisfies CalculatorTexts;
