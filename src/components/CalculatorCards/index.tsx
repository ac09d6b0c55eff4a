/**
 * Calculators as cards with their icons: the home page and the resources hub
 * show the featured ones (src/calculators/index.ts), /resources/tools
 * all seven with the loan readiness check first (withReadinessCheck). The
 * page passes the list, so a page carries only the texts it shows.
 */
import {calculatorPath, type Calculator} from '../../calculators';
import {readinessCheck} from '../../readiness/page';
import CardList from '../CardList';
import {CalculatorIcon, ReadinessIcon} from '../Icons/topics';

interface Props {
  calculators: readonly Calculator[];
  compactOnPhone?: boolean;
  withReadinessCheck?: boolean;
}

export default function CalculatorCards({calculators, compactOnPhone, withReadinessCheck = false}: Props) {
  const calculatorCards = calculators.map((c) => ({
    title: c.name,
    text: c.answers,
    to: calculatorPath(c.slug),
    icon: <CalculatorIcon name={c.icon} />,
  }));
  const readinessCard = {
    title: readinessCheck.name,
    text: readinessCheck.answers,
    to: readinessCheck.path,
    icon: <ReadinessIcon />,
  };
  return (
    <CardList
      compactOnPhone={compactOnPhone}
      cards={withReadinessCheck ? [readinessCard, ...calculatorCards] : calculatorCards}
    />
  );
}
