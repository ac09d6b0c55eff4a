import type {CalculatorTexts} from '..';

/** The loan comparison tool's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'loan-comparison-tool',
  name: 'Loan comparison tool',
  icon: 'Scale',
  // Prefilled only when every offer is for the same amount (LoanComparisonTool).
  amountIs: ({cheapest}) => `the loan that costs least${cheapest ? ` (${cheapest})` : ''}, with any fees added to it`,
  heroAction: 'Compare offers side by side',
  answers: 'Which of up to four loan offers costs least once fees are counted?',
  description:
    'Compare two to four business loan offers side by side: repayments, interest, fees and a cost rate including fees, to see which costs least.',
  guide: {slug: 'preparing-a-commercial-loan-application', title: 'Preparing a commercial loan application'},
  caseStudy: {
    slug: 'refinancing-after-a-lease-expiry',
    title: 'Refinancing a warehouse to a non-bank after its tenant left',
  },
} as const satisfies CalculatorTexts;
