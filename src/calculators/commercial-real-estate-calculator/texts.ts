import type {CalculatorTexts} from '../calculator-pages';

/** The commercial real estate calculator page's texts (see calculator-pages.ts): its own file, so the page carries only its own. */
export default {
  slug: 'commercial-real-estate-calculator',
  answers: 'What are the NOI, cap rate, yields, DSCR and cash-on-cash return on a property?',
  shows:
    'Net operating income, cap rate, gross and net yields, debt service cover (DSCR) and cash-on-cash return from the rent, outgoings, price and loan you enter.',
  description:
    'Work out NOI, cap rate, gross and net yields, DSCR and cash-on-cash return on a commercial property from its rent, outgoings, price and loan.',
  guide: {slug: 'serviceability-lvr-icr-dscr', title: 'How lenders measure serviceability: LVR, ICR and DSCR'},
  caseStudy: {
    slug: 'smsf-buys-its-business-premises',
    title: "An SMSF buys the clinic its members' practice trades from",
  },
} satisfies CalculatorTexts;
