/**
 * Transfer duty scales assembled from the facts register, by state, for the
 * calculators' estimate (src/finance/transferDuty.ts). NSW's whole general
 * scale is in the register; for Queensland (above $1 million) and Western
 * Australia (above $725,000) its top bracket, with the published duty at its
 * threshold, so a price above it gets the estimate and one below gets none.
 * The others (the Northern Territory's flat rates apply to the whole value
 * from $525,000, and no scale at all for the rest) get no estimate: a page
 * says so and links the stamp duty guide rather than guess.
 */
import type {DutyScale} from '../finance/transferDuty';
// The state taxes' data file, not the whole register: the calculators' pages then carry these facts alone.
import facts from './data/stateTaxes';
import type {Fact, FactSource, IsoDate} from './types';

export const STATES = ['nsw', 'vic', 'qld', 'wa', 'sa', 'tas', 'act', 'nt'] as const;
export type State = (typeof STATES)[number];

export const stateNames: Record<State, string> = {
  nsw: 'NSW',
  vic: 'Victoria',
  qld: 'Queensland',
  wa: 'Western Australia',
  sa: 'South Australia',
  tas: 'Tasmania',
  act: 'the ACT',
  nt: 'the Northern Territory',
};

export interface DatedScale extends DutyScale {
  /** The oldest as-at date among the facts the scale is built from: the scale is true as at this date. */
  asAt: IsoDate;
  /**
   * When every one of those facts was last compared with its source (their `changes.checked`, the oldest), so a
   * scale in force for years (Queensland's since 2012) is not read as stale.
   */
  checked?: IsoDate;
  source: FactSource;
}

/** The oldest as-at and last-checked dates among a scale's facts. */
const datesOf = (scaleFacts: readonly Fact[]) => {
  const checked = scaleFacts.map((f) => f.changes?.checked);
  return {
    asAt: scaleFacts.map((f) => f.asAt).sort()[0]!,
    checked: checked.every(Boolean) ? (checked as IsoDate[]).sort()[0] : undefined,
  };
};

const value = (fact: {value?: number}) => fact.value!;

const nswFacts = [
  facts['nsw-duty-rate-1'],
  facts['nsw-duty-threshold-1'],
  facts['nsw-duty-rate-2'],
  facts['nsw-duty-threshold-2'],
  facts['nsw-duty-rate-3'],
  facts['nsw-duty-threshold-3'],
  facts['nsw-duty-rate-4'],
  facts['nsw-duty-threshold-4'],
  facts['nsw-duty-rate-5'],
  facts['nsw-duty-threshold-5'],
  facts['nsw-duty-top-rate'],
  facts['nsw-duty-minimum'],
];

const nsw: DatedScale = {
  brackets: [
    {from: 0, per100: value(facts['nsw-duty-rate-1'])},
    {from: value(facts['nsw-duty-threshold-1']), per100: value(facts['nsw-duty-rate-2'])},
    {from: value(facts['nsw-duty-threshold-2']), per100: value(facts['nsw-duty-rate-3'])},
    {from: value(facts['nsw-duty-threshold-3']), per100: value(facts['nsw-duty-rate-4'])},
    {from: value(facts['nsw-duty-threshold-4']), per100: value(facts['nsw-duty-rate-5'])},
    // The register states the top rate as a percentage: 5.5% is $5.50 per $100.
    {from: value(facts['nsw-duty-threshold-5']), per100: value(facts['nsw-duty-top-rate'])},
  ],
  minimum: value(facts['nsw-duty-minimum']),
  ...datesOf(nswFacts),
  source: facts['nsw-duty-top-rate'].source,
};

/** A state's top bracket: the published duty at its threshold, and the rate above it. */
function topBracket(threshold: Fact, base: Fact, rate: Fact): DatedScale {
  return {
    // The register states the rate as a percentage: 5.75% is $5.75 per $100.
    brackets: [{from: value(threshold), per100: value(rate)}],
    base: value(base),
    minimum: 0,
    ...datesOf([threshold, base, rate]),
    source: rate.source,
  };
}

const qld = topBracket(facts['qld-duty-top-threshold'], facts['qld-duty-top-base'], facts['qld-duty-top-rate']);
const wa = topBracket(facts['wa-duty-top-threshold'], facts['wa-duty-top-base'], facts['wa-duty-top-rate']);

/** The general-rate scale for commercial property in a state, where the register holds it (for WA and Queensland, its top). */
export const dutyScales: Partial<Record<State, DatedScale>> = {nsw, qld, wa};
