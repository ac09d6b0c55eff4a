/**
 * The facts register: every changeable figure the site states, each with its
 * source, the date it is true as at and the date it must be reviewed by.
 * Pages never type such a figure themselves: MDX writes <Fact id="..." />,
 * components import getFact. Entries live in data/, one file per topic.
 */
import type {Fact} from './types';
import market from './data/market';
import lawCommencements from './data/lawCommencements';
import taxDebt from './data/taxDebt';
import stateTaxes from './data/stateTaxes';
import superannuation from './data/superannuation';
import bankingCode from './data/bankingCode';
import guarantees from './data/guarantees';
import securityRegisters from './data/securityRegisters';
import lenderRanges from './data/lenderRanges';
import tax from './data/tax';
import calculators from './data/calculators';
import reviewFindings from './data/reviewFindings';

export const facts = {
  ...market,
  ...lawCommencements,
  ...lenderRanges,
  ...taxDebt,
  ...stateTaxes,
  ...superannuation,
  ...bankingCode,
  ...guarantees,
  ...securityRegisters,
  ...tax,
  ...calculators,
  ...reviewFindings,
} satisfies Record<string, Fact>;

export type FactId = keyof typeof facts;

export function isFactId(id: string): id is FactId & string {
  return Object.hasOwn(facts, id);
}

/** The entry for an id; an unknown id fails the build instead of printing nothing. */
export function getFact(id: string): Fact {
  if (!isFactId(id)) throw new Error(`Unknown fact "${id}": add it to src/facts/data/ or fix the id.`);
  return facts[id];
}
