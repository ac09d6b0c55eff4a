/**
 * Checks of what a visitor types into a calculator: a clear message for the
 * field, or the number. Nothing that fails here reaches the maths, so no NaN,
 * Infinity or negative nonsense is ever shown.
 */
import {lowerFirst} from '../content/lowerFirst';

export interface FieldRule {
  label: string;
  min?: number;
  /** The smallest allowed value is excluded (e.g. a term must be more than 0). */
  minExclusive?: boolean;
  max: number;
  maxMessage?: string;
  integer?: boolean;
  optional?: boolean;
}

export type Parsed = {value: number; error?: undefined} | {value?: undefined; error: string};

/** Largest loan or property value the calculators accept: beyond any real commercial loan. */
export const MAX_AMOUNT = 500_000_000;

/** Commas only between groups of three digits: "1,500,000" or "2,500.5", never a decimal comma such as "6,5". */
const thousandsCommas = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

export function parseField(raw: string, rule: FieldRule): Parsed {
  const spaced = raw.replace(/[$\s%]/g, '');
  const text = spaced.replace(/,/g, '');
  if (text === '') return rule.optional ? {value: 0} : {error: `Enter the ${lowerFirst(rule.label)}.`};
  // "12,5" would otherwise read as 125 (and "1,2" months as 12): a decimal comma gets its own message, as any comma
  // does in a field whose values never reach a thousand ("7,250" as a rate).
  if (spaced.includes(',') && (rule.max < 1000 || !thousandsCommas.test(spaced))) {
    return {error: `${rule.label}: use a point for decimals (6.5), and commas only between thousands.`};
  }
  if (!/^-?\d*\.?\d+$/.test(text)) return {error: `${rule.label} must be a number.`};
  const value = Number(text);
  const min = rule.min ?? 0;
  if (value < 0) return {error: `${rule.label} can’t be negative.`};
  if (rule.minExclusive ? value <= min : value < min) {
    return {
      error: `${rule.label} must be ${rule.minExclusive ? 'more than' : 'at least'} ${min.toLocaleString('en-AU')}.`,
    };
  }
  if (value > rule.max)
    return {error: rule.maxMessage ?? `${rule.label} can be at most ${rule.max.toLocaleString('en-AU')}.`};
  if (rule.integer && !Number.isInteger(value)) return {error: `${rule.label} must be a whole number.`};
  return {value};
}
