/**
 * A calculator scenario sent with a quote request. The calculators' "Talk to
 * a broker about this scenario" button opens /contact?calculator=<slug>&amount=...
 * (src/components/calculators/brokerLink.ts) and hands the scenario over through
 * the tab's session storage, in the form's field format (`scenarioToField`):
 * the plain figures (amount, rate, ...), which prefill what they can (service,
 * amount, security value), and the scenario as labelled lines, which the form
 * shows and sends.
 *
 * The lines are written by the sending page in its own words and formats
 * ("Expected sale price: $1,600,000.00"), so the quote form, the e-mail and
 * the export read exactly as the page did. Enquiries that carry no lines
 * (older ones) are labelled from the plain figures instead.
 */
import {calculatorBySlug, isCalculatorSlug, type CalculatorSlug} from '../calculators';
import {labels} from '../components/calculators/labels';
import {lowerFirst, upperFirst} from '../content/lowerFirst';
import {formatMoney, formatWholeDollars} from '../finance/format';
import {MAX_SCENARIOS, calculatorOf, keptScenarios, type KeptHandOffs} from './visitHandOff';

/** One labelled figure, as the page shows it: {label: "Peak debt", value: "$1,939,632.66"}. */
export interface ScenarioLine {
  label: string;
  value: string;
  /** A setting she left as the calculator set it ("Adjust assumptions"): the hand-over says so, the page does not. */
  assumed?: boolean;
  /**
   * One of her figures in dollars (typed, carried from her earlier calculator or in the address), not a setting or an
   * estimate: what the quote form prefills is hers only with one (herFigures). Not sent, nor is `key`.
   */
  ownMoney?: boolean;
  /** The calculator input it shows ("amount"). */
  key?: string;
}

export interface Scenario {
  calculator: CalculatorSlug;
  /** The calculator's inputs and results as it sent them, e.g. {amount: "1200000", rate: "7.25"}. */
  values: Record<string, string>;
  /** The scenario in the page's words; absent on older enquiries. */
  lines?: ScenarioLine[];
  /**
   * The (at most three) headline figures the page led with, as its result bar labels them ("Peak debt"): shown
   * under the quote form's "Included", so the visitor sees the figures she saw. Also among `lines`.
   */
  headline?: ScenarioLine[];
}

/**
 * What a calculator adds to a visitor's figure that still holds its example ("$2,600 (as in the example)"), so the
 * broker, and she before sending, can tell her figures from the example's.
 */
export const AS_IN_EXAMPLE = '(as in the example)';

/**
 * What the hand-over adds to a setting under "Adjust assumptions" she left as the calculator set it ("30% (left as the
 * calculator set it)"): a borrower's trial found a 30% balloon sent to the broker as an excavator buyer's choice. Not
 * "example": the page says these plainly, and the form's "partly example figures" is about her key figures.
 */
export const AS_LEFT_AS_SET = '(left as the calculator set it)';

/**
 * How much of the scenario is the calculator's example: 'partly' where any of its figures still is (its results rest
 * on it too); 'amount' where, besides, its results came with no amount to prefill, the amount being the example's
 * (herFigures): hers is for her to give.
 */
export function exampleShare(scenario: Scenario): 'amount' | 'partly' | undefined {
  if (!scenario.lines?.some(({value}) => value.endsWith(AS_IN_EXAMPLE))) return undefined;
  return scenario.headline && !scenario.values.amount ? 'amount' : 'partly';
}

/** The field's parameter holding one line, written "Label: value". */
const LINE_PARAM = 'line';
// The loan comparison's four loans of ten terms and two results each, its period, saving and ranking.
const MAX_LINES = 60;
/** The parameter holding one headline figure, written as a line. */
const HEADLINE_PARAM = 'headline';
const MAX_HEADLINE = 3;
const linePattern = /^([\p{L}\p{N} .,'’()%&/+×÷–-]{1,80}): ([\p{L}\p{N} .,'’()%&/+×–$:-]{1,80})$/u;

const MAX_VALUES = 24;
const keyPattern = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;
const valuePattern = /^[\w .,:%$+\-/()]{0,80}$/;

/**
 * Reads a scenario from query parameters (the form's hidden scenario field, as
 * kept in the tab; the contact page's address names only the calculator). Unknown calculators give undefined; keys or
 * values that do not look like a calculator's figures are dropped, because
 * the visitor cannot see or fix a hidden field.
 */
export function scenarioFromParams(params: URLSearchParams): Scenario | undefined {
  const calculator = params.get('calculator');
  if (!isCalculatorSlug(calculator)) return undefined;
  const values: Record<string, string> = {};
  const lines: ScenarioLine[] = [];
  const headline: ScenarioLine[] = [];
  for (const [key, value] of params) {
    if (key === 'calculator' || key === 'service') continue;
    if (key === LINE_PARAM || key === HEADLINE_PARAM) {
      const [list, max] = key === LINE_PARAM ? [lines, MAX_LINES] : [headline, MAX_HEADLINE];
      const line = linePattern.exec(value.trim());
      if (line && list.length < max) list.push({label: line[1]!, value: line[2]!});
      continue;
    }
    if (Object.keys(values).length >= MAX_VALUES) break;
    if (keyPattern.test(key) && valuePattern.test(value.trim()) && value.trim() !== '') values[key] = value.trim();
  }
  return {
    calculator: calculator as CalculatorSlug,
    values,
    ...(lines.length > 0 && {lines}),
    ...(headline.length > 0 && {headline}),
  };
}

/** The scenario as the value of the form's hidden field. */
export function scenarioToField(scenario: Scenario): string {
  const params = new URLSearchParams({calculator: scenario.calculator, ...scenario.values});
  for (const {label, value} of scenario.lines ?? []) params.append(LINE_PARAM, `${label}: ${value}`);
  for (const {label, value} of scenario.headline ?? []) params.append(HEADLINE_PARAM, `${label}: ${value}`);
  return params.toString();
}

export function scenarioFromField(field: string | undefined): Scenario | undefined {
  if (!field || field.length > 6000) return undefined;
  return scenarioFromParams(new URLSearchParams(field));
}

/**
 * Between two scenarios in the form's one scenario field: a character each scenario's own query always has
 * percent-encoded, so an older form's single scenario reads as it always did.
 */
const SCENARIO_SEPARATOR = '|';

/**
 * The visit's calculator scenarios as the value of the form's hidden field: the leading one first, an empty part where
 * there is none (she chose not to send it, or the form was opened from another calculator's link), then the others.
 */
export function scenariosToField(latest: Scenario | undefined, earlier: readonly Scenario[]): string {
  if (!latest && earlier.length === 0) return '';
  return [latest ? scenarioToField(latest) : '', ...earlier.map(scenarioToField)].join(SCENARIO_SEPARATOR);
}

/** The field's scenarios: at most MAX_SCENARIOS, one per calculator, none that does not read. */
export function scenariosFromField(field: string | undefined): {latest?: Scenario; earlier: Scenario[]} {
  const [first, ...rest] = (field ?? '').split(SCENARIO_SEPARATOR, MAX_SCENARIOS);
  const latest = scenarioFromField(first);
  const earlier: Scenario[] = [];
  for (const part of rest) {
    const scenario = scenarioFromField(part);
    const seen = [latest, ...earlier].some((kept) => kept?.calculator === scenario?.calculator);
    if (scenario && !seen) earlier.push(scenario);
  }
  return {latest, earlier};
}

/** Whole dollars as "$1,200,000"; anything with cents to two places, "$1,312.50" (never "$1,312.5"). */
const money = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || v.trim() === '') return v;
  return Number.isInteger(n) ? formatWholeDollars(n) : formatMoney(n);
};
const percent = (suffix: string) => (v: string) => (Number.isFinite(Number(v)) ? `${v}%${suffix}` : v);

/** How each figure the calculators send is labelled and written. */
const known: Record<string, {label: string; format?: (v: string) => string}> = {
  amount: {label: labels.amount, format: money},
  value: {label: labels.propertyValue, format: money},
  price: {label: 'Price', format: money},
  deposit: {label: 'Deposit', format: money},
  balloon: {label: 'Balloon', format: money},
  rate: {label: 'Interest rate', format: percent(' p.a.')},
  years: {label: 'Term', format: (v) => `${v} year${v === '1' ? '' : 's'}`},
  months: {label: 'Term', format: (v) => `${v} month${v === '1' ? '' : 's'}`},
  frequency: {label: 'Repayments', format: upperFirst},
  repayment: {label: 'Repayment', format: money},
  lvr: {label: 'LVR', format: percent('')},
  type: {label: labels.repaymentType},
};

function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return upperFirst(words);
}

/** The scenario as labelled lines: the page's own, or, for a scenario without them, the plain figures labelled. */
export function scenarioSummary(scenario: Scenario): ScenarioLine[] {
  if (scenario.lines && scenario.lines.length > 0) return scenario.lines;
  return Object.entries(scenario.values).map(([key, value]) => {
    const spec = known[key];
    return {label: spec?.label ?? humanise(key), value: spec?.format ? spec.format(value) : value};
  });
}

export function calculatorName(slug: CalculatorSlug): string {
  return calculatorBySlug[slug]?.name ?? slug;
}

/** What the amount a scenario filled in is, said under the quote form's amount: "From your …: the new loan." */
export function scenarioAmountNote(scenario: Scenario): string {
  const what = calculatorBySlug[scenario.calculator]?.amountIs?.(scenario.values) ?? 'the new loan';
  return `From your ${lowerFirst(calculatorName(scenario.calculator))}: ${what}.`;
}

/** The calculators each service page lists (its `calculators:`), by the service's slug: service-calculators.json. */
export type CalculatorsListed = Readonly<Record<string, readonly string[]>>;

/**
 * The newest scenario kept in the visit (a query) of a calculator for one of these services: the calculator's usual
 * service, or the service page she opened it from (src/enquiry/useServiceForCalculators.ts); failing those, one whose
 * page lists the calculator (its `calculators:`, where the caller has them: the quote form); undefined when none is.
 * The quote form leads with it and the readiness check takes its amount, rather than the newest scenario's, which may
 * be another loan's (trials: a bridge, then the working capital calculator; an excavator in the asset finance
 * calculator, then an equity loan, then the check's equipment finance).
 */
export function scenarioFor(
  kept: KeptHandOffs,
  services: readonly string[],
  listedOn: CalculatorsListed = {},
): string | undefined {
  const page = new URLSearchParams(kept.service);
  const pageService = page.get('service');
  const scenarios = keptScenarios(kept).flatMap((query) => {
    const calculator = calculatorOf(query);
    return isCalculatorSlug(calculator) ? [{query, calculator}] : [];
  });
  const forService = ({calculator}: {calculator: CalculatorSlug}) => {
    const usual = calculatorBySlug[calculator].service;
    const openedFromPage = pageService !== null && page.getAll('calculator').includes(calculator);
    return (openedFromPage && services.includes(pageService)) || (usual !== undefined && services.includes(usual));
  };
  // Listed only: after any calculator for the service itself (a bridge, then a term loan in the commercial property
  // calculator the bridging page also lists: the bridge leads). A tool with no finance of its own, such as the loan
  // comparison, is listed for any loan and never leads by it.
  const listed = ({calculator}: {calculator: CalculatorSlug}) =>
    calculatorBySlug[calculator].service !== undefined &&
    services.some((service) => listedOn[service]?.includes(calculator));
  return (scenarios.find(forService) ?? scenarios.find(listed))?.query;
}
