/**
 * The calculators a readiness result points to, each with the answers it can
 * use in its own query string (the keys each calculator's fields already read,
 * src/components/calculators/useQueryInputs.ts). The amount band becomes the
 * middle of the band, a starting figure the result says the visitor should
 * change to their own; a band with no top gives no figure.
 */
import {calculatorBySlug, calculatorPath, type CalculatorSlug} from '../calculators';
import type {ServiceSlug} from '../site-map';
import type {AmountBand, Answers} from './questions';
import type {ServiceFit} from './rules';

export interface CalculatorLink {
  slug: CalculatorSlug;
  name: string;
  /** The calculator's address with the carried answers. */
  href: string;
  /** What the link carries, in words ("a purchase price of $1,250,000"), if anything. */
  carries?: string;
}

const MIDDLE: Partial<Record<AmountBand, number>> = {
  'under-100k': 50_000,
  '100k-500k': 300_000,
  '500k-2m': 1_250_000,
  '2m-10m': 6_000_000,
};

/** Each service's calculator, and the field (with its words) that takes the amount, where there is one. */
function calculatorFor(
  slug: ServiceSlug,
  a: Answers,
): {calculator: CalculatorSlug; field?: string; words?: string} | undefined {
  switch (slug) {
    // The amount asked is what she would borrow, not the price of either property: the bridging calculator
    // needs the sale, the debt and the purchase, so it opens with its example for her to replace.
    case 'bridging-finance':
      return {calculator: 'bridging-loan-calculator'};
    case 'first-second-mortgages':
      return a.purpose === 'buy-commercial' || a.purpose === 'refinance'
        ? {calculator: 'commercial-property-loan-calculator', field: 'amount', words: 'a loan of'}
        : {calculator: 'second-mortgage-calculator', field: 'amount', words: 'a second mortgage of'};
    case 'caveat-loans':
      return {calculator: 'second-mortgage-calculator', field: 'amount', words: 'a loan of'};
    case 'equipment-finance':
    case 'asset-finance':
      return {calculator: 'asset-finance-roi-calculator', field: 'price', words: 'a price of'};
    case 'working-capital':
      return {calculator: 'working-capital-calculator'};
    case 'refinancing-solutions':
    case 'debt-consolidation':
      return {calculator: 'loan-comparison-tool'};
    default:
      return undefined;
  }
}

export function calculatorLinks(answers: Answers, services: readonly ServiceFit[]): CalculatorLink[] {
  const links: CalculatorLink[] = [];
  for (const service of services) {
    const target = calculatorFor(service.slug, answers);
    if (!target || links.some((l) => l.slug === target.calculator)) continue;
    const amount = MIDDLE[answers.amount];
    const carried = target.field && amount !== undefined;
    links.push({
      slug: target.calculator,
      name: calculatorBySlug[target.calculator].name,
      href: calculatorPath(target.calculator) + (carried ? `?${target.field}=${amount}` : ''),
      ...(carried && {carries: `${target.words} $${amount.toLocaleString('en-AU')}`}),
    });
  }
  return links;
}
