/**
 * The calculators as cards with their icons: used by the home page, the
 * resources hub and /resources/tools, where the loan readiness check leads
 * the list (withReadinessCheck).
 */
import {calculatorPath, calculators} from '../../calculator-pages';
import {readinessCheck} from '../../readiness/page';
import CardList from '../CardList';
import {CalculatorIcon, ReadinessIcon} from '../Icons/topics';

export default function CalculatorCards({limit, withReadinessCheck = false}: {limit?: number; withReadinessCheck?: boolean}) {
  const readinessCard = {
    title: readinessCheck.name,
    text: readinessCheck.answers,
    to: readinessCheck.path,
    icon: <ReadinessIcon />,
  };
  const calculatorCards = calculators.slice(0, limit).map((c) => ({
    title: c.name,
    text: c.answers,
    to: calculatorPath(c.slug),
    icon: <CalculatorIcon slug={c.slug} />,
  }));
  return <CardList cards={withReadinessCheck ? [readinessCard, ...calculatorCards] : calculatorCards} />;
}
