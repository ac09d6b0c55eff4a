/**
 * <Fact id="rba-cash-rate" /> for React pages (src/pages/*.tsx, components):
 * writes a figure from the facts register (src/facts/register.ts), or with
 * `asAt` its as-at date ("3 February 2026"). In MDX the same tag is resolved
 * to text while the page compiles (src/plugins/remark-facts), so MDX pages do
 * not load this component.
 */
import {factText} from '../../facts/text';
import type {FactId} from '../../facts/register';

export default function Fact({id, asAt = false}: {id: FactId; asAt?: boolean}) {
  return <>{factText(id, asAt)}</>;
}
