import type {CalculatorTexts} from '..';

/** The commercial property loan calculator's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'commercial-property-loan-calculator',
  name: 'Commercial property loan calculator',
  featured: true,
  icon: 'Building2',
  // A loan over commercial property is that service's first mortgage (a refinance is one too, or a second-mortgage
  // calculator's): the quote form's "Type of finance" starts there, and she can change it.
  service: 'first-second-mortgages',
  answers: 'What will the repayments, total interest and LVR be on a commercial property loan?',
  description:
    'Estimate repayments, total interest and LVR on a commercial property loan, principal and interest or interest-only, with a year-by-year balance.',
  guide: {slug: 'commercial-property-loans-explained', title: 'Commercial property loans explained'},
  caseStudy: {
    slug: 'refinancing-after-a-lease-expiry',
    title: 'Refinancing a warehouse to a non-bank after its tenant left',
  },
} as const satisfies CalculatorTexts;
