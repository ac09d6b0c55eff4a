/**
 * A calculator's worked example, for the hero of the service page it leads (its first `calculators:` entry): one
 * line from its opening figures (its opening.ts, which its fields read too) through its own maths, worked by the
 * content-index plugin at build time. Every calculator that leads a service page is listed
 * (tests/unit/calculatorExamples.test.ts checks it); a service whose calculator is not listed shows the button alone.
 */
import {bridgingExample} from './bridging-loan-calculator/example';
import {secondMortgageExample} from './second-mortgage-calculator/example';
import {assetFinanceExample} from './asset-finance-roi-calculator/example';
import {loanComparisonExample} from './loan-comparison-tool/example';
import {commercialRealEstateExample} from './commercial-real-estate-calculator/example';
import {commercialPropertyLoanExample} from './commercial-property-loan-calculator/example';
import {workingCapitalExample} from './working-capital-calculator/example';

export const calculatorExamples: Partial<Record<string, () => string>> = {
  'bridging-loan-calculator': bridgingExample,
  'second-mortgage-calculator': secondMortgageExample,
  'asset-finance-roi-calculator': assetFinanceExample,
  'loan-comparison-tool': loanComparisonExample,
  'commercial-real-estate-calculator': commercialRealEstateExample,
  'commercial-property-loan-calculator': commercialPropertyLoanExample,
  'working-capital-calculator': workingCapitalExample,
};
