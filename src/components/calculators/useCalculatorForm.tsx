/**
 * The plumbing every calculator shares: inputs kept in the URL, each number
 * checked against its rule, and a labelled field with its message. A
 * calculator adds its own cross-field checks to `errors`, then computes only
 * when `isValid(errors)`. Each field shown also becomes a line of `lines`
 * (its label and value in words), for the printed summary and the quote form.
 */
import type {ReactNode} from 'react';
import {parseField, type FieldRule} from '../../finance/validate';
import {formatMoney, formatWholeDollars} from '../../finance/format';
import {AS_IN_EXAMPLE, type ScenarioLine} from '../../enquiry/scenario';
import NumberField from './NumberField';
import SelectField from './SelectField';
import {useQueryInputs, type Inputs} from './useQueryInputs';

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface FieldOptions {
  prefix?: string;
  suffix?: string;
  hint?: ReactNode;
  /** Left empty, the field stands for an estimate (a fee that follows the loan): the summary names it as such. */
  estimated?: boolean;
  /**
   * A setting most visitors leave as given ("Adjust assumptions"): its starting figure is not marked as the example's
   * on the page; the hand-over says she left it as the calculator set it.
   */
  assumption?: boolean;
  /**
   * Whether the setting still means what it meant as the page opened (its label and unit as they were): a balloon's
   * 30 switched from % to dollars is not "left as set". Without it, any choice changed from its default counts.
   */
  meaningAsGiven?: boolean;
}

/**
 * A field's value in words: "$1,600,000", "$1,250.50", "9.5% p.a.", "6 months", "$11,100 (estimated)" for an
 * empty field that stands for an estimate; undefined for an empty optional field.
 */
function amountInWords(raw: string, parsed: number, options: FieldOptions): string | undefined {
  const estimate = raw.trim() === '' && options.estimated;
  if ((raw.trim() === '' && !estimate) || Number.isNaN(parsed)) return undefined;
  // Cents only where she typed them: "$0" and "$15,000", not "$0.00".
  if (options.prefix === '$') {
    const money = Number.isInteger(parsed) ? formatWholeDollars(parsed) : formatMoney(parsed);
    return estimate ? `${money} (estimated)` : money;
  }
  const value = parsed.toLocaleString('en-AU', {maximumFractionDigits: 6});
  if (!options.suffix) return value;
  if (options.suffix.startsWith('%')) return `${value}${options.suffix}`;
  // "1 year", not "1 years".
  return `${value} ${parsed === 1 ? options.suffix.replace(/^(year|month)s$/, '$1') : options.suffix}`;
}

/**
 * The same, with "(as in the example)" while one of her figures still holds the calculator's example and she has not
 * typed in it: a borrower's trial found the example's income sent to the broker as a visitor's own, beside the one
 * figure he had typed; a re-check, a deposit of $0 typed as the example's $0 still marked.
 */
function inWords(
  raw: string,
  parsed: number,
  options: FieldOptions,
  example: string,
  typed: boolean,
  asGiven: boolean,
  /** The address gave it as another calculator's example (useQueryInputs). */
  anotherExample: boolean,
) {
  const words = amountInWords(raw, parsed, options);
  const untouched = !typed && raw.trim() !== '' && (raw === example || anotherExample);
  if (words === undefined) return undefined;
  // A setting left as given is said plainly on the page; the hand-over marks it (`assumed`, CalculatorShell), unless
  // she changed a choice, which can change what the figure means (a balloon's 30 switched from % to dollars).
  if (options.assumption) return {value: words, ...(untouched && asGiven && {assumed: true})};
  if (untouched) return {value: `${words} ${AS_IN_EXAMPLE}`};
  // An empty field the calculator estimates ("$10,000 (estimated)") is not one of hers.
  return {value: words, ...(options.prefix === '$' && raw.trim() !== '' && {ownMoney: true})};
}

/** A label as a line of the summary: without "(optional)". */
const lineLabel = (label: string) => label.replace(/ \(optional\)$/, '').replace(/, optional\)$/, ')');

export function isValid(errors: Errors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/** `rules` may depend on the inputs (a label that names the chosen frequency, say). */
export function useCalculatorForm<K extends string, R extends K>(
  defaults: Inputs<K>,
  rulesFor: Record<R, FieldRule> | ((values: Inputs<K>) => Record<R, FieldRule>),
) {
  // `typed`: the fields she has typed in on this page: a figure she typed is hers, even where it equals the example's.
  const {values, set, setMany, typed, markTyped, examples} = useQueryInputs(defaults);
  const rules = typeof rulesFor === 'function' ? rulesFor(values) : rulesFor;
  const numbers = {} as Record<R, number>;
  const errors: Errors<K> = {};
  for (const key of Object.keys(rules) as R[]) {
    const parsed = parseField(values[key], rules[key]);
    // An invalid field's number is NaN; nothing is computed while any error stands.
    numbers[key] = parsed.value ?? Number.NaN;
    if (parsed.error) errors[key] = parsed.error;
  }

  // Filled as the fields are rendered, so only the fields shown are in it.
  const lines: ScenarioLine[] = [];
  const choicesAsGiven = (Object.keys(defaults) as K[]).every((key) => key in rules || values[key] === defaults[key]);

  const field = (key: R, label: string, options: FieldOptions = {}) => {
    const words = inWords(
      values[key],
      numbers[key],
      options,
      defaults[key],
      typed.has(key),
      options.meaningAsGiven ?? choicesAsGiven,
      examples.has(key),
    );
    if (words) lines.push({label: lineLabel(label), key, ...words});
    return (
      <NumberField
        key={key}
        name={key}
        label={label}
        value={values[key]}
        error={errors[key]}
        required={!rules[key].optional}
        onChange={(value) => set(key, value)}
        onEdit={() => markTyped([key])}
        // Every "$" field holds dollars: shown with thousands separators, kept plain in the URL.
        money={options.prefix === '$'}
        prefix={options.prefix}
        suffix={options.suffix}
        hint={options.hint}
      />
    );
  };

  /**
   * A drop-down for an option; `shown` is the option in force (the default when the URL holds an unknown value).
   * `implies`: other inputs that change with the choice, in the same step.
   */
  const choice = <V extends string>(
    key: K,
    label: string,
    options: readonly {value: V; label: string}[],
    shown: V,
    implies?: (value: V) => Partial<Inputs<K>>,
  ) => {
    lines.push({label, value: options.find((o) => o.value === shown)?.label ?? shown});
    return (
      <SelectField
        key={key}
        name={key}
        label={label}
        value={shown}
        options={options}
        onChange={(v) => (implies ? setMany({...implies(v), [key]: v}) : set(key, v))}
      />
    );
  };

  return {values, set, setMany, typed, markTyped, examples, numbers, errors, field, choice, lines};
}
