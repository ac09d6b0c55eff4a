/**
 * The loan readiness check, then calculators, as cards with their icons beside the titles, one line each on a phone:
 * the resources hub shows the featured calculators, the home page and /resources/tools all seven. The page passes
 * the cards (@generated/content-index/default/calculator-cards.json), so a page carries only the texts it shows.
 */
import type {CalculatorCard} from '../../plugins/content-index/types';
import {readinessCheck} from '../../readiness/page';
import CardList from '../CardList';
import {CalculatorIcon, ReadinessIcon} from '../Icons/topics';

export default function CalculatorCards({calculators}: {calculators: readonly CalculatorCard[]}) {
  const cards = [
    {title: readinessCheck.name, text: readinessCheck.answers, to: readinessCheck.path, icon: <ReadinessIcon />},
    ...calculators.map((c) => ({title: c.name, text: c.answers, to: c.path, icon: <CalculatorIcon name={c.icon} />})),
  ];
  return <CardList compactOnPhone iconBeside cards={cards} />;
}
