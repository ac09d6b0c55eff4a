/**
 * The calculators' names, slugs and addresses, and nothing else: what an
 * article needs to link to its related calculators, and what the quote form
 * checks a calculator's slug against. The pages' longer texts live in
 * calculator-pages.ts, which only the pages that list calculators load.
 */
export const calculatorNames = {
  'commercial-property-loan-calculator': 'Commercial property loan calculator',
  'second-mortgage-calculator': 'Second mortgage calculator',
  'commercial-real-estate-calculator': 'Commercial real estate calculator',
  'asset-finance-roi-calculator': 'Asset finance ROI calculator',
  'working-capital-calculator': 'Working capital calculator',
  'loan-comparison-tool': 'Loan comparison tool',
  'bridging-loan-calculator': 'Bridging loan calculator',
} as const;

export type CalculatorSlug = keyof typeof calculatorNames;

/** The calculators in this file's order. */
export const calculatorSlugs = Object.keys(calculatorNames) as readonly CalculatorSlug[];

/** A calculator's texts with its name from this file (the full list and the featured three both use it). */
export function withName<T extends {slug: CalculatorSlug}>(texts: T): T & {name: string} {
  return {...texts, name: calculatorNames[texts.slug]};
}

export function calculatorPath(slug: CalculatorSlug): string {
  return `/tools/${slug}`;
}
