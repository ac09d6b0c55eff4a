/**
 * The loan readiness check, then calculators, as cards with their icons above the titles (four cards a row left
 * a title beside its icon about 120 px): the resources hub shows the featured calculators, the home page and
 * /resources/tools every one. On a phone the home page and the hub show one line each; the tools page, where a
 * visitor picks a tool, keeps the question each one answers. The page passes the cards
 * (@generated/content-index/default/calculator-cards.json), so a page carries only the texts it shows.
 */
import type {CalculatorCard} from '../../plugins/content-index/types';
import {readinessCheck} from '../../readiness/page';
import CardList from '../CardList';
import {CalculatorIcon, ReadinessIcon} from '../Icons/topics';

interface Props {
  calculators: readonly CalculatorCard[];
  compactOnPhone?: boolean;
  /** The cards' heading level: 2 where they are the page's list (/resources/tools), 3 under a section's heading. */
  headingLevel?: 2 | 3;
}

export default function CalculatorCards({calculators, compactOnPhone = true, headingLevel}: Props) {
  const cards = [
    {title: readinessCheck.name, text: readinessCheck.answers, to: readinessCheck.path, icon: <ReadinessIcon />},
    ...calculators.map((c) => ({title: c.name, text: c.answers, to: c.path, icon: <CalculatorIcon name={c.icon} />})),
  ];
  return <CardList compactOnPhone={compactOnPhone} headingLevel={headingLevel} cards={cards} />;
}
