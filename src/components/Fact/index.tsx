/**
 * <Fact id="rba-cash-rate" /> writes a figure from the facts register
 * (src/facts/register.ts), so a change there reaches every page that states it.
 * `asAt` writes the figure's as-at date instead ("25 November 2026").
 */
import {getFact} from '../../facts/register';
import {formatDate} from '../../content/formatDate';

export default function Fact({id, asAt = false}: {id: string; asAt?: boolean}) {
  const fact = getFact(id);
  return <>{asAt ? formatDate(fact.asAt) : fact.text}</>;
}
