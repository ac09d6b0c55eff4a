import type {CalculatorTexts} from '..';

/** The bridging loan calculator's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'bridging-loan-calculator',
  name: 'Bridging loan calculator',
  featured: true,
  icon: 'ChartNoAxesCombined',
  service: 'bridging-finance',
  // The loan she asks a lender for is the bridge, which takes over the loan on the property she is selling; the
  // peak debt the form's summary shows is this plus the interest.
  amountIs: ({debt}) =>
    Number(debt) > 0
      ? `the bridge at settlement, including the $${Number(debt).toLocaleString('en-AU')} you owe now; interest takes it to the peak debt`
      : 'the bridge at settlement; interest takes it to the peak debt',
  answers: 'What will peak debt, interest and end debt be if you buy for the business before you sell?',
  description:
    'Estimate peak debt, capitalised interest, end debt after the sale and the LVRs lenders test when you buy a property before you sell.',
  guide: {slug: 'bridging-finance-explained', title: 'Bridging finance: buying before you sell'},
  caseStudy: {slug: 'bridging-a-freehold-purchase', title: 'A café owner buys her freehold before her unit sells'},
} as const satisfies CalculatorTexts;
