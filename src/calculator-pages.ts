/**
 * The seven calculator pages under /tools/ (site spec §2), with the texts the
 * tools page, the cards and the search results show.
 *
 * Kept out of src/site-map.ts on purpose: the site map is read by the navbar
 * and footer, so it ships in the JavaScript of every page, and these texts
 * are needed only where calculators are listed.
 */

import {calculatorNames, type CalculatorSlug} from './calculator-names';

export type {CalculatorSlug};

export interface Calculator {
  slug: CalculatorSlug;
  /** From calculator-names.ts, which holds the one list of slugs and names. */
  name: string;
  /** The question the calculator answers, shown on /resources/tools. */
  answers: string;
  /** The figures it works out, in a sentence. */
  shows: string;
  /** The page's meta description: 70 to 160 characters (search results cut longer ones). */
  description: string;
}

/** A page's texts: everything but its slug and name, which calculator-names.ts holds. */
export type CalculatorPageTexts = Omit<Calculator, 'slug' | 'name'>;

/**
 * Each calculator's texts by slug. `satisfies` makes a calculator without
 * texts, or texts for a calculator calculator-names.ts does not list, fail
 * the type check (tests/unit/calculatorPages.types.ts).
 */
const pageTexts = {
  'commercial-property-loan-calculator': {
    answers: 'What will the repayments, total interest and LVR be on a commercial property loan?',
    shows:
      'Repayments on principal and interest or interest-only terms, total interest, total repaid, the LVR against the property’s value and a year-by-year balance.',
    description:
      'Estimate repayments, total interest and LVR on a commercial property loan, principal and interest or interest-only, with a year-by-year balance.',
  },
  'second-mortgage-calculator': {
    answers: 'How much can I borrow behind my first mortgage, and what will it cost?',
    shows:
      'Your first-mortgage LVR, the combined LVR with a second mortgage, the largest second mortgage a lender’s LVR limit allows, and repayments on P&I, interest-only or capitalised terms.',
    description:
      'Work out your combined LVR, the largest second mortgage a lender’s LVR limit allows, and repayments on P&I, interest-only or capitalised terms.',
  },
  'commercial-real-estate-calculator': {
    answers: 'What are the NOI, cap rate, yields, DSCR and cash-on-cash return on a property?',
    shows:
      'Net operating income, cap rate, gross and net yields, debt service cover (DSCR) and cash-on-cash return from the rent, outgoings, price and loan you enter.',
    description:
      'Work out NOI, cap rate, gross and net yields, DSCR and cash-on-cash return on a commercial property from its rent, outgoings, price and loan.',
  },
  'asset-finance-roi-calculator': {
    answers: 'Does financing this equipment pay for itself, by chattel mortgage or lease?',
    shows:
      'Repayments on a chattel mortgage or a lease with a balloon, total cost, payback period and return on the asset from the income or savings it earns.',
    description:
      'Compare a chattel mortgage and a lease with a balloon: repayments, total cost, payback period and the return the equipment earns.',
  },
  'working-capital-calculator': {
    answers: 'How long is my cash conversion cycle, and how big is the funding gap?',
    shows:
      'Current and quick ratios, debtor, creditor and stock days, the cash conversion cycle and the funding gap it creates as sales grow.',
    description:
      'Measure current and quick ratios, debtor, creditor and stock days, the cash conversion cycle and the funding gap as sales grow.',
  },
  'loan-comparison-tool': {
    answers: 'Which of up to four loan offers costs least once fees are counted?',
    shows:
      'Two to four loan offers side by side: repayments, total interest, fees and a cost rate that includes the fees, so the cheapest offer is clear.',
    description:
      'Compare two to four business loan offers side by side: repayments, interest, fees and a cost rate including fees, to see which costs least.',
  },
  'bridging-loan-calculator': {
    answers: 'What will the peak debt, capitalised interest and end debt be while I buy before I sell?',
    shows:
      'Peak debt while you hold both properties, interest capitalised over the bridging period, the end debt after the sale, and the LVRs lenders will test.',
    description:
      'Estimate peak debt, capitalised interest, end debt after the sale and the LVRs lenders test when you buy a property before you sell.',
  },
} satisfies Record<CalculatorSlug, CalculatorPageTexts>;

/** The calculators in calculator-names.ts's order. */
export const calculatorSlugs = Object.keys(calculatorNames) as readonly CalculatorSlug[];

/** The seven calculator pages under /tools/ (site spec §2). */
export const calculators: readonly Calculator[] = calculatorSlugs.map((slug) => ({
  slug,
  name: calculatorNames[slug],
  ...pageTexts[slug],
}));

export function calculatorPath(slug: CalculatorSlug): string {
  return `/tools/${slug}`;
}
