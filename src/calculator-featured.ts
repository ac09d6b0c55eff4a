/**
 * The three calculators the home page and the resources hub feature: one for
 * each of the most-asked-for kinds of deal (property, equipment, bridging).
 * Their texts are imported one by one, so those pages carry three
 * calculators' texts, not all seven (calculator-pages.ts holds all seven, for
 * /resources/tools).
 */
import {withName} from './calculator-names';
import type {Calculator} from './calculator-pages';
import commercialPropertyLoanCalculator from './calculator-texts/commercial-property-loan-calculator';
import assetFinanceRoiCalculator from './calculator-texts/asset-finance-roi-calculator';
import bridgingLoanCalculator from './calculator-texts/bridging-loan-calculator';

export const featuredCalculators: readonly Calculator[] = [
  commercialPropertyLoanCalculator,
  assetFinanceRoiCalculator,
  bridgingLoanCalculator,
].map(withName);
