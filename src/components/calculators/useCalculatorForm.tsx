/**
 * The plumbing every calculator shares: inputs kept in the URL, each number
 * checked against its rule, and a labelled field with its message. A
 * calculator adds its own cross-field checks to `errors`, then computes only
 * when `isValid(errors)`.
 */
import {parseField, type FieldRule} from '../../finance/validate';
import NumberField from './NumberField';
import SelectField from './SelectField';
import {useQueryInputs, type Inputs} from './useQueryInputs';

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface FieldOptions {
  prefix?: string;
  suffix?: string;
  hint?: string;
}

export function isValid(errors: Errors<string>): boolean {
  return Object.keys(errors).length === 0;
}

export function useCalculatorForm<K extends string, R extends K>(defaults: Inputs<K>, rules: Record<R, FieldRule>) {
  const {values, set, setMany, commit} = useQueryInputs(defaults);
  const numbers = {} as Record<R, number>;
  const errors: Errors<K> = {};
  for (const key of Object.keys(rules) as R[]) {
    const parsed = parseField(values[key], rules[key]);
    // An invalid field's number is NaN; nothing is computed while any error stands.
    numbers[key] = parsed.value ?? Number.NaN;
    if (parsed.error) errors[key] = parsed.error;
  }

  const field = (key: R, label: string, options: FieldOptions = {}) => (
    <NumberField
      key={key}
      name={key}
      label={label}
      value={values[key]}
      error={errors[key]}
      onChange={(value) => set(key, value)}
      onBlur={commit}
      // Every "$" field holds dollars: shown with thousands separators, kept plain in the URL.
      money={options.prefix === '$'}
      {...options}
    />
  );

  /** A drop-down for an option; `shown` is the option in force (the default when the URL holds an unknown value). */
  const choice = <V extends string>(key: K, label: string, options: readonly {value: V; label: string}[], shown: V) => (
    <SelectField
      key={key}
      name={key}
      label={label}
      value={shown}
      options={options}
      onChange={(v) => set(key, v, true)}
    />
  );

  return {values, set, setMany, commit, numbers, errors, field, choice};
}
