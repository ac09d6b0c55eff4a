/**
 * The calculators as cards with their icons: used by the home page (three
 * featured), the resources hub and /resources/tools, where the loan
 * readiness check leads the list (withReadinessCheck).
 */
import {calculatorPath, calculators, type CalculatorSlug} from '../../calculator-pages';
import {readinessCheck} from '../../readiness/page';
import CardList from '../CardList';
import {CalculatorIcon, ReadinessIcon} from '../Icons/topics';

/** The three the home page shows: one for each of the most-asked-for kinds of deal (property, bridging, equipment). */
export const FEATURED_CALCULATORS: readonly CalculatorSlug[] = [
  'commercial-property-loan-calculator',
  'bridging-loan-calculator',
  'asset-finance-roi-calculator',
];

interface Props {
  featured?: boolean;
  compactOnPhone?: boolean;
  withReadinessCheck?: boolean;
}

export default function CalculatorCards({featured, compactOnPhone, withReadinessCheck = false}: Props) {
  const shown = featured ? calculators.filter((c) => FEATURED_CALCULATORS.includes(c.slug)) : calculators;
  const calculatorCards = shown.map((c) => ({
    title: c.name,
    text: c.answers,
    to: calculatorPath(c.slug),
    icon: <CalculatorIcon slug={c.slug} />,
  }));
  const readinessCard = {
    title: readinessCheck.name,
    text: readinessCheck.answers,
    to: readinessCheck.path,
    icon: <ReadinessIcon />,
  };
  return (
    <CardList compactOnPhone={compactOnPhone} cards={withReadinessCheck ? [readinessCard, ...calculatorCards] : calculatorCards} />
  );
}
