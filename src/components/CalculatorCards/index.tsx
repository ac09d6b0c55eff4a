/**
 * Calculators as cards with their icons: the resources hub shows the featured
 * ones, the home page and /resources/tools all seven; each puts the loan
 * readiness check first (withReadinessCheck). The page passes the cards
 * (@generated/content-index/default/calculator-cards.json), so a page carries
 * only the texts it shows.
 */
import type {CalculatorCard} from '../../plugins/content-index/types';
import {readinessCheck} from '../../readiness/page';
import CardList from '../CardList';
import {CalculatorIcon, ReadinessIcon} from '../Icons/topics';

interface Props {
  calculators: readonly CalculatorCard[];
  compactOnPhone?: boolean;
  withReadinessCheck?: boolean;
  /** The icons beside the titles: a shorter card (the home page, which shows every tool). */
  iconBeside?: boolean;
}

export default function CalculatorCards({calculators, compactOnPhone, withReadinessCheck = false, iconBeside}: Props) {
  const calculatorCards = calculators.map((c) => ({
    title: c.name,
    text: c.answers,
    to: c.path,
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
      iconBeside={iconBeside}
      cards={withReadinessCheck ? [readinessCard, ...calculatorCards] : calculatorCards}
    />
  );
}
