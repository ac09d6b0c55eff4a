import type {CalculatorTexts} from '..';

/** The commercial real estate calculator's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'commercial-real-estate-calculator',
  name: 'Commercial real estate calculator',
  icon: 'Landmark',
  // A purchase with a loan over commercial property, as the commercial property loan calculator's: the quote form's
  // "Type of finance" starts there (it was left on "Choose one"), and she can change it.
  service: 'first-second-mortgages',
  answers: 'What are the NOI, cap rate, yields, DSCR and cash-on-cash return on a property?',
  description:
    'Work out the stamp duty, the cash you put in, NOI, cap rate, yields, DSCR and cash-on-cash return on a commercial property from its price, loan and rent.',
  guide: {slug: 'serviceability-lvr-icr-dscr', title: 'How lenders measure serviceability: LVR, ICR and DSCR'},
  caseStudy: {
    slug: 'smsf-buys-its-business-premises',
    title: "An SMSF buys the clinic its members' practice trades from",
  },
} as const satisfies CalculatorTexts;
