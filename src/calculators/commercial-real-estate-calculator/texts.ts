import type {CalculatorTexts} from '..';

/** The commercial real estate calculator's name, card and page texts, listed in ../index.ts. */
export default {
  slug: 'commercial-real-estate-calculator',
  name: 'Commercial real estate calculator',
  icon: 'Landmark',
  answers: 'What are the NOI, cap rate, yields, DSCR and cash-on-cash return on a property?',
  description:
    'Work out NOI, cap rate, gross and net yields, DSCR and cash-on-cash return on a commercial property from its rent, outgoings, price and loan.',
  guide: {slug: 'serviceability-lvr-icr-dscr', title: 'How lenders measure serviceability: LVR, ICR and DSCR'},
  caseStudy: {
    slug: 'smsf-buys-its-business-premises',
    title: "An SMSF buys the clinic its members' practice trades from",
  },
} as const satisfies CalculatorTexts;
