/**
 * What the visitor's tools handed to the quote form, kept for the whole visit, so any later "Get a quote" (a
 * guide's, the header's) brings it, not only the tool's own link: the calculator scenarios she made, the latest of
 * each calculator, newest first (in the form's field format, src/enquiry/scenario.ts: the calculator's link carries
 * only its name and the new loan); the latest readiness result's answers and checklist (the form's fields as a query,
 * src/readiness/brokerHandOff.ts: its link carries only the service); and the service page she last left for one of
 * its calculators, so that calculator's scenario names the service. None goes in an address, which history, Referer
 * headers and logs keep. Kept in sessionStorage: this tab only, kept over a reload, gone when it closes, never sent
 * until she sends the form. The quote form reads them after hydration (src/components/QuoteForm/prefill.ts), which
 * checks them as it checks an address, and forgets one when she says not to send it, or all once the enquiry is sent.
 * No parsing beyond a scenario's calculator here: the header imports this on every page.
 */
export type HandOffKind = 'calculator' | 'readiness' | 'service';
export type KeptHandOffs = Partial<Record<HandOffKind, string>> & {
  /** The scenarios of the other calculators used before the latest (`calculator`), newest first. */
  earlierCalculators?: string[];
};

import {readTabObject, writeTab} from './tabStorage';

const STORAGE_KEY = 'hcf-quote-hand-offs';

/**
 * The most calculator scenarios one enquiry carries, each of a different calculator: the latest and three before it.
 * A deal rarely needs more than three tools (a property's costs, its loan, a comparison). Four at the most a scenario
 * may hold (6,000 characters; measured ones are under 2,000) stay inside the enquiry's 32 KB body (server/limits.ts).
 */
export const MAX_SCENARIOS = 4;

/** The calculator a scenario (a query) or a calculator's quote link (/contact?calculator=...) is of. */
export const calculatorOf = (query: string) =>
  new URLSearchParams(query.slice(query.indexOf('?') + 1)).get('calculator');

/** No storage (blocked): the calculator's link still carries its name and new loan, the readiness link its service. */
export function keptHandOffs(): KeptHandOffs {
  const {calculator, readiness, service, earlierCalculators} = readTabObject(STORAGE_KEY);
  const earlier = Array.isArray(earlierCalculators)
    ? earlierCalculators.filter((each): each is string => typeof each === 'string')
    : [];
  return {
    ...(typeof calculator === 'string' && {calculator}),
    ...(typeof readiness === 'string' && {readiness}),
    ...(typeof service === 'string' && {service}),
    ...(earlier.length > 0 && {earlierCalculators: earlier}),
  };
}

const write = (kept: KeptHandOffs) => writeTab(STORAGE_KEY, kept);

/** Every scenario kept, the latest first. */
export const keptScenarios = (kept: KeptHandOffs): string[] =>
  [kept.calculator, ...(kept.earlierCalculators ?? [])].filter((scenario) => scenario !== undefined);

/**
 * Keeps a tool's hand-over (a query string) as the latest of its kind. A calculator's scenario moves the one before
 * it, of another calculator, to the earlier ones rather than replacing it: the broker sees each calculator she used (a
 * broker's trial: a prime mover's price, trade-in and balloon from the asset finance calculator were lost once the
 * visitor went on to "Compare the two").
 */
export function keepHandOff(kind: HandOffKind, query: string): void {
  const kept = keptHandOffs();
  if (kind !== 'calculator') return write({...kept, [kind]: query});
  const calculator = calculatorOf(query);
  const earlier = keptScenarios(kept)
    .filter((scenario) => calculatorOf(scenario) !== calculator)
    .slice(0, MAX_SCENARIOS - 1);
  write({...kept, calculator: query, earlierCalculators: earlier});
}

/** Forgets one kind of hand-over, or, once the enquiry is sent, all of them (a scenario: forgetScenario). */
export function forgetHandOff(kind?: Exclude<HandOffKind, 'calculator'>): void {
  if (kind === undefined) return write({});
  const {[kind]: _dropped, ...rest} = keptHandOffs();
  write(rest);
}

/** Forgets one calculator's scenario, the latest or an earlier one: she said not to send it, or it has no figures. */
export function forgetScenario(calculator: string | null): void {
  if (!calculator) return;
  const {calculator: latest, earlierCalculators, ...rest} = keptHandOffs();
  const other = (scenario: string) => calculatorOf(scenario) !== calculator;
  write({
    ...rest,
    ...(latest !== undefined && other(latest) && {calculator: latest}),
    earlierCalculators: (earlierCalculators ?? []).filter(other),
  });
}
