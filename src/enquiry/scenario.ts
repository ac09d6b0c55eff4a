/**
 * A calculator scenario sent with a quote request. The calculators' "Talk to
 * a broker about this scenario" button opens
 * /contact?calculator=<slug>&amount=...&rate=...; the form prefills what it
 * can (service, amount, security value) and attaches the whole scenario, which
 * the broker sees as a short list of labelled figures.
 */
import {type ServiceSlug} from '../site-map';
import {calculators, calculatorSlugs, type CalculatorSlug} from '../calculator-pages';

export interface Scenario {
  calculator: CalculatorSlug;
  /** The calculator's inputs and results as it sent them, e.g. {amount: "1200000", rate: "7.25"}. */
  values: Record<string, string>;
}

/** The service a calculator's scenario most likely belongs to, where one is clear. */
export const serviceForCalculator: Partial<Record<CalculatorSlug, ServiceSlug>> = {
  'second-mortgage-calculator': 'first-second-mortgages',
  'bridging-loan-calculator': 'bridging-finance',
  'asset-finance-roi-calculator': 'asset-finance',
  'working-capital-calculator': 'working-capital',
};

const MAX_VALUES = 24;
const keyPattern = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;
const valuePattern = /^[\w .,:%$+\-/()]{0,80}$/;

/**
 * Reads a scenario from query parameters (the contact page's URL, or the
 * form's hidden scenario field). Unknown calculators give undefined; keys or
 * values that do not look like a calculator's figures are dropped, because
 * the visitor cannot see or fix a hidden field.
 */
export function scenarioFromParams(params: URLSearchParams): Scenario | undefined {
  const calculator = params.get('calculator');
  if (!calculator || !(calculatorSlugs as readonly string[]).includes(calculator)) return undefined;
  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key === 'calculator' || key === 'service') continue;
    if (Object.keys(values).length >= MAX_VALUES) break;
    if (keyPattern.test(key) && valuePattern.test(value.trim()) && value.trim() !== '') values[key] = value.trim();
  }
  return {calculator: calculator as CalculatorSlug, values};
}

/** The scenario as the value of the form's hidden field. */
export function scenarioToField(scenario: Scenario): string {
  return new URLSearchParams({calculator: scenario.calculator, ...scenario.values}).toString();
}

export function scenarioFromField(field: string | undefined): Scenario | undefined {
  if (!field || field.length > 2000) return undefined;
  return scenarioFromParams(new URLSearchParams(field));
}

const money = (v: string) => {
  const n = Number(v);
  return Number.isFinite(n) ? `$${n.toLocaleString('en-AU', {maximumFractionDigits: 2})}` : v;
};
const percent = (suffix: string) => (v: string) => (Number.isFinite(Number(v)) ? `${v}%${suffix}` : v);

/** How each figure the calculators send is labelled and written. */
const known: Record<string, {label: string; format?: (v: string) => string}> = {
  amount: {label: 'Loan amount', format: money},
  value: {label: 'Property value', format: money},
  price: {label: 'Price', format: money},
  deposit: {label: 'Deposit', format: money},
  balloon: {label: 'Balloon', format: money},
  rate: {label: 'Interest rate', format: percent(' p.a.')},
  years: {label: 'Term', format: (v) => `${v} years`},
  months: {label: 'Term', format: (v) => `${v} months`},
  frequency: {label: 'Repayments', format: (v) => v.charAt(0).toUpperCase() + v.slice(1)},
  repayment: {label: 'Repayment', format: money},
  lvr: {label: 'LVR', format: percent('')},
  type: {label: 'Repayment type'},
};

function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The scenario as labelled lines, e.g. [{label: "Loan amount", value: "$1,200,000"}, ...]. */
export function scenarioSummary(scenario: Scenario): {label: string; value: string}[] {
  return Object.entries(scenario.values).map(([key, value]) => {
    const spec = known[key];
    return {label: spec?.label ?? humanise(key), value: spec?.format ? spec.format(value) : value};
  });
}

export function calculatorName(slug: CalculatorSlug): string {
  return calculators.find((c) => c.slug === slug)?.name ?? slug;
}
