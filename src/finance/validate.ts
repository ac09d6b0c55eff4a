/**
 * Checks of what a visitor types into a calculator: a clear message for the
 * field, or the number. Nothing that fails here reaches the maths, so no NaN,
 * Infinity or negative nonsense is ever shown.
 */

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

export function parseField(raw: string, rule: FieldRule): Parsed {
  const text = raw.replace(/[$,\s%]/g, '');
  if (text === '') return rule.optional ? {value: 0} : {error: `Enter the ${rule.label.toLowerCase()}.`};
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

/** The rules every loan calculator shares, so a field means and says the same on every page. */
export const commonRules = {
  /** A dollar figure such as a price, a value or a fee, up to the calculators' limit. */
  money: (label: string, extra: Partial<FieldRule> = {}): FieldRule => ({
    label,
    max: MAX_AMOUNT,
    maxMessage: `${label} is beyond what this calculator handles ($500 million).`,
    ...extra,
  }),
  loanAmount: {
    label: 'Loan amount',
    minExclusive: true,
    max: MAX_AMOUNT,
    maxMessage: 'Loan amount is beyond any loan this calculator handles ($500 million).',
  } satisfies FieldRule,
  rate: {label: 'Interest rate', max: 100, maxMessage: 'Interest rate must be 100% p.a. or less.'} satisfies FieldRule,
  term: (maxYears: number): FieldRule => ({
    label: 'Loan term',
    minExclusive: true,
    max: maxYears,
    maxMessage: `Loan term can be at most ${maxYears} years.`,
  }),
};
