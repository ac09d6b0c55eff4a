/**
 * The seven calculator pages under /tools/ (site spec §2), with the texts the
 * tools page, the cards and the search results show.
 *
 * Kept out of src/site-map.ts on purpose: the site map is read by the navbar
 * and footer, so it ships in the JavaScript of every page, and these texts
 * are needed only where calculators are listed. Each page's texts live in
 * their own file (src/calculator-texts/<slug>.ts), so a calculator page
 * carries only its own.
 */

import {calculatorPath, calculatorSlugs, withName, type CalculatorSlug} from './calculator-names';
import commercialPropertyLoanCalculator from './calculator-texts/commercial-property-loan-calculator';
import secondMortgageCalculator from './calculator-texts/second-mortgage-calculator';
import commercialRealEstateCalculator from './calculator-texts/commercial-real-estate-calculator';
import assetFinanceRoiCalculator from './calculator-texts/asset-finance-roi-calculator';
import workingCapitalCalculator from './calculator-texts/working-capital-calculator';
import loanComparisonTool from './calculator-texts/loan-comparison-tool';
import bridgingLoanCalculator from './calculator-texts/bridging-loan-calculator';

export type {CalculatorSlug};
export {calculatorPath, calculatorSlugs};

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
  /** The guide that explains what the calculator works out (docs/guides/<slug>.mdx, its title as there). */
  guide: ReadingLink;
  /** A case study of a deal like the calculator's (blog/case-studies/<slug>.mdx, its title as there). */
  caseStudy: ReadingLink;
}

/** A page the calculator links to, by slug and title (tests/unit/calculatorPages.test.ts keeps both true). */
export interface ReadingLink {
  slug: string;
  title: string;
}

export const guidePath = (slug: string) => `/resources/guides/${slug}`;
export const caseStudyPath = (slug: string) => `/resources/case-studies/${slug}`;

/** A page's texts: everything but its slug and name, which calculator-names.ts holds. */
export type CalculatorPageTexts = Omit<Calculator, 'slug' | 'name'>;

/** A calculator page's own file: its texts and the slug they belong to. */
export type CalculatorTexts<S extends CalculatorSlug = CalculatorSlug> = CalculatorPageTexts & {slug: S};

/**
 * Each calculator's texts by slug. `satisfies` makes a calculator without
 * texts, texts for a calculator calculator-names.ts does not list, or a file
 * filed under another calculator's slug fail the type check
 * (tests/unit/calculatorPages.test.ts).
 */
const pageTexts = {
  'commercial-property-loan-calculator': commercialPropertyLoanCalculator,
  'second-mortgage-calculator': secondMortgageCalculator,
  'commercial-real-estate-calculator': commercialRealEstateCalculator,
  'asset-finance-roi-calculator': assetFinanceRoiCalculator,
  'working-capital-calculator': workingCapitalCalculator,
  'loan-comparison-tool': loanComparisonTool,
  'bridging-loan-calculator': bridgingLoanCalculator,
} satisfies {[S in CalculatorSlug]: CalculatorTexts<S>};

/** The seven calculator pages under /tools/ (site spec §2). */
export const calculators: readonly Calculator[] = calculatorSlugs.map((slug) => withName(pageTexts[slug]));
