/** The calculators as cards with their icons: used by the home page, the resources hub and /resources/tools. */
import {calculatorPath, calculators} from '../../calculator-pages';
import CardList from '../CardList';
import {CalculatorIcon} from '../Icons/topics';

export default function CalculatorCards({limit}: {limit?: number}) {
  return (
    <CardList
      cards={calculators.slice(0, limit).map((c) => ({
        title: c.name,
        text: c.answers,
        to: calculatorPath(c.slug),
        icon: <CalculatorIcon slug={c.slug} />,
      }))}
    />
  );
}
