/**
 * The seven calculator pages under /tools/ (site spec §2), with the texts the
 * tools page, the cards and the search results show.
 *
 * Kept out of src/site-map.ts on purpose: the site map is read by the navbar
 * and footer, so it ships in the JavaScript of every page, and these texts
 * are needed only where calculators are listed.
 */

import {calculatorNames, type CalculatorSlug} from './calculator-names';
import commercialPropertyLoanCalculator from './calculator-texts/commercial-property-loan-calculator';
import secondMortgageCalculator from './calculator-texts/second-mortgage-calculator';
import commercialRealEstateCalculator from './calculator-texts/commercial-real-estate-calculator';
import assetFinanceRoiCalculator from './calculator-texts/asset-finance-roi-calculator';
import workingCapitalCalculator from './calculator-texts/working-capital-calculator';
import loanComparisonTool from './calculator-texts/loan-comparison-tool';
import bridgingLoanCalculator from './calculator-texts/bridging-loan-calculator';

export type {CalculatorSlug};

/** A calculator page's own texts, in src/calculator-texts/<slug>.ts. */
export type CalculatorTexts = Omit<Calculator, 'name'>;

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

/** Each page's texts, one file per calculator so its own page loads only its own; the name is added below. */
const pageTexts: readonly CalculatorTexts[] = [
  commercialPropertyLoanCalculator,
  secondMortgageCalculator,
  commercialRealEstateCalculator,
  assetFinanceRoiCalculator,
  workingCapitalCalculator,
  loanComparisonTool,
  bridgingLoanCalculator,
];

/** The seven calculator pages under /tools/ (site spec §2). */
export const calculators: readonly Calculator[] = pageTexts.map((texts) => ({
  ...texts,
  name: calculatorNames[texts.slug],
}));
export const calculatorSlugs: readonly CalculatorSlug[] = calculators.map((c) => c.slug);

export function calculatorPath(slug: CalculatorSlug): string {
  return `/tools/${slug}`;
}
