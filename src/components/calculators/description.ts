/**
 * One calculator, described once: its fields, checks, maths, result rows, warnings and assumptions
 * (docs-dev/CALCULATORS.md, "How a calculator page is built"). `Calculator` renders a description; the URL
 * state, the messages, the result bar, the printed summary and the quote form's scenario all come from it.
 */
import type {ReactNode} from 'react';
import {MAX_AMOUNT, type FieldRule} from '../../finance/validate';
import type {MaybeRow} from './ResultList';
import type {Calculator} from '../../calculators';

/** How a number field is entered: "$" before it, the others after it. */
export type Unit = '$' | '%' | '% p.a.' | 'months' | 'years' | '×';

export type Values<K extends string> = Record<K, string>;

/** What every part of a description reads: the inputs as typed, as numbers (NaN while invalid) and their messages. */
export interface Form<K extends string> {
  values: Values<K>;
  numbers: Record<K, number>;
  /** Cross-field checks add their messages here. */
  errors: Partial<Record<K, string>>;
  /** The fields she typed in on this page: a figure she typed is hers, even where it equals the example's. */
  typed?: ReadonlySet<string>;
}

interface FieldBase<K extends string> {
  /** The label on the page, in the summary and in the quote form ("(optional)" is added for optional fields). */
  label: string | ((values: Values<K>) => string);
  /** The value the page opens with (and the URL key's default). */
  default: string;
  /** Whether the field is shown; a hidden field neither blocks the results nor appears in the summary. */
  shown?: (form: Form<K>) => boolean;
}

export interface NumberSpec<K extends string> extends FieldBase<K>, Partial<Omit<FieldRule, 'label'>> {
  unit: Unit | ((values: Values<K>) => Unit);
  /** Under the label; a function for a hint that follows the other inputs (an estimate from them, say). */
  hint?: string | ((form: Form<K>) => ReactNode);
  /** The field's name in messages ("Enter the …"), when it is not the label without its "(…)". */
  noun?: string;
  /** A further check of the field's own number: its message, or undefined. */
  check?: (value: number) => string | undefined;
  /**
   * The number an optional field left empty stands for, worked out from the other fields (a fee estimate that
   * follows the loan, the duty that follows the price and state). Every part of the description reads it as if
   * typed; the hint should say so.
   */
  whenEmpty?: (numbers: Record<K, number>, values: Values<K>) => number;
}

export interface ChoiceSpec<K extends string> extends FieldBase<K> {
  options: readonly {value: string; label: string}[];
  /** Other inputs that change with this choice, in the same step. */
  implies?: (value: string) => Partial<Values<K>>;
}

export type FieldSpec<K extends string> = NumberSpec<K> | ChoiceSpec<K>;

export const isChoice = <K extends string>(spec: FieldSpec<K>): spec is ChoiceSpec<K> => 'options' in spec;

export interface Warning {
  text: ReactNode;
  testId?: string;
  /** Information, not a warning: shown without the warning's frame. */
  note?: boolean;
}

export interface CalculatorDescription<K extends string, R> {
  /** The page's texts: src/calculators/<slug>/texts.ts. */
  page: Calculator;
  /** The form's accessible name. */
  inputsLabel: string;
  /** Every input, in the order shown; the keys are the URL's. */
  fields: Record<K, FieldSpec<K>>;
  /**
   * Fieldsets with a legend; without them the fields are listed in order. A `lessUsed` group (settings most
   * visitors leave at their usual values) is folded under one closed disclosure whose summary gives their values.
   */
  groups?: readonly {legend: string; fields: readonly K[]; lessUsed?: true}[];
  /** Checks that compare fields: set `form.errors.<key>`. Run only on fields without a message of their own. */
  checks?: (form: Form<K>) => void;
  /** Calls the calculator's pure function (its maths.ts), given valid inputs. */
  compute: (form: Form<K>) => R;
  /**
   * The result rows (label, formatted value, headline, meaning, glossary anchor); `false` drops a row. The
   * headline rows (at most three: the total cost first, then what matters most) lead the results and fill the
   * result bars; the others are the working, behind "Show the working".
   */
  rows: (result: R, form: Form<K>) => readonly MaybeRow[];
  warnings?: (result: R, form: Form<K>) => readonly (Warning | false | undefined)[];
  assumptions: (form: Form<K>) => readonly ReactNode[];
  /** The plain figures the quote form prefills (see brokerLink). */
  broker: (result: R, form: Form<K>) => Record<string, string | number>;
  /** A chart of the headline figures, in the results column under the estimate and "Get a quote". */
  chart?: (result: R, form: Form<K>) => ReactNode;
  /** Full-width blocks under the results: late exit, chart, schedule. */
  detail?: (result: R, form: Form<K>) => ReactNode;
}

/** A field in a unit other than dollars: `number('months', 'Bridging period (months)', '6', {max: 36})`. */
export const number = (
  unit: Unit,
  label: string,
  value: string,
  more?: Partial<NumberSpec<string>>,
): NumberSpec<string> => ({
  ...more,
  label,
  unit,
  default: value,
});

/** A dollar field: `money('Purchase price', '1350000', {minExclusive: true})`. */
export const money = (label: string, value: string, more?: Partial<NumberSpec<string>>) =>
  number('$', label, value, more);

/** The option in force: the one named in the URL, else the field's default. */
export function chosen<O extends {value: string}>(options: readonly O[], value: string, fallback: string): O {
  return options.find((o) => o.value === value) ?? options.find((o) => o.value === fallback) ?? options[0]!;
}

/** Empty fields that stand for an estimate (`whenEmpty`) take it, from the other fields (in the fields' order). */
export function fillEstimates<K extends string>(
  fields: Record<K, FieldSpec<K>>,
  values: Values<K>,
  numbers: Record<K, number>,
): void {
  for (const key of Object.keys(fields) as K[]) {
    const spec = fields[key];
    if (!isChoice(spec) && spec.whenEmpty && values[key].trim() === '') numbers[key] = spec.whenEmpty(numbers, values);
  }
}

export const labelOf = <K extends string>(spec: FieldSpec<K>, values: Values<K>) =>
  typeof spec.label === 'function' ? spec.label(values) : spec.label;

/** "Interest rate (% p.a.)" -> "Interest rate": the name messages use. */
export const nounOf = (label: string) => label.replace(/ \([^)]*\)$/, '');

const UNIT_MAX: Partial<Record<Unit, string>> = {'%': '%', '% p.a.': '% p.a.', months: ' months', years: ' years'};

/** A number field's rule: its name, limits and the message for a value above the limit. */
export function ruleOf<K extends string>(spec: NumberSpec<K>, values: Values<K>): FieldRule {
  const label = spec.noun ?? nounOf(labelOf(spec, values));
  const unit = typeof spec.unit === 'function' ? spec.unit(values) : spec.unit;
  const max = spec.max ?? MAX_AMOUNT;
  const maxMessage =
    spec.maxMessage ??
    (unit === '$' && max === MAX_AMOUNT
      ? `${label} is beyond what this calculator handles ($500 million).`
      : UNIT_MAX[unit] && `${label} can be at most ${max.toLocaleString('en-AU')}${UNIT_MAX[unit]}.`);
  return {...spec, label, max, maxMessage};
}
