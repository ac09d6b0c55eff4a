/** The calculators as cards with their icons: used by the home page, the resources hub and /resources/tools. */
import {calculatorPath, calculators, type CalculatorSlug} from '../../calculator-pages';
import CardList from '../CardList';
import {CalculatorIcon} from '../Icons/topics';

/** The three the home page shows: one for each of the most-asked-for kinds of deal (property, bridging, equipment). */
export const FEATURED_CALCULATORS: readonly CalculatorSlug[] = [
  'commercial-property-loan-calculator',
  'bridging-loan-calculator',
  'asset-finance-roi-calculator',
];

export default function CalculatorCards({featured, compactOnPhone}: {featured?: boolean; compactOnPhone?: boolean}) {
  const shown = featured ? calculators.filter((c) => FEATURED_CALCULATORS.includes(c.slug)) : calculators;
  return (
    <CardList
      compactOnPhone={compactOnPhone}
      cards={shown.map((c) => ({
        title: c.name,
        text: c.answers,
        to: calculatorPath(c.slug),
        icon: <CalculatorIcon slug={c.slug} />,
      }))}
    />
  );
}
