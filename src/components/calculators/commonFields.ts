/** Fields several calculators share, so a field means and says the same on every page (../description.ts). */
import {MAX_AMOUNT} from '../../finance/validate';
import {formatMoney} from '../../finance/format';
import type {ResultRow} from './ResultList';
import type {ChoiceSpec, NumberSpec} from './description';
import type {Frequency} from '../../finance';

/** Repayment frequencies as the loan calculators offer them (26 fortnights and 52 weeks a year). */
export const frequencies: readonly {value: Frequency; label: string; period: string}[] = [
  {value: 'monthly', label: 'Monthly', period: 'month'},
  {value: 'fortnightly', label: 'Fortnightly', period: 'fortnight'},
  {value: 'weekly', label: 'Weekly', period: 'week'},
];

export function frequencyOf(value: string) {
  return frequencies.find((f) => f.value === value) ?? frequencies[0]!;
}

export const rateField: NumberSpec<string> = {
  label: 'Interest rate (% p.a.)',
  unit: '% p.a.',
  default: '',
  max: 100,
  maxMessage: 'Interest rate must be 100% p.a. or less.',
};

export const loanAmountField: NumberSpec<string> = {
  label: 'Loan amount',
  unit: '$',
  default: '',
  minExclusive: true,
  maxMessage: `Loan amount is beyond any loan this calculator handles ($${MAX_AMOUNT / 1e6} million).`,
};

export const termYearsField = (max: number): NumberSpec<string> => ({
  label: 'Loan term (years)',
  unit: 'years',
  default: '',
  minExclusive: true,
  max,
  check: (years) => (wholeMonths(years) ? undefined : 'Loan term must be in whole months (for example 2.5 years).'),
});

export const upfrontFeesField: NumberSpec<string> = {
  label: 'Upfront fees',
  unit: '$',
  default: '0',
  max: 10_000_000,
  optional: true,
  hint: 'Establishment, valuation and legal fees.',
};

export const frequencyField: ChoiceSpec<string> = {
  label: 'Repayment frequency',
  options: frequencies,
  default: 'monthly',
};

/** Whole months, for a term in years: "Loan term must be in whole months (for example 2.5 years)." */
export const wholeMonths = (years: number) => Number.isInteger(Math.round(years * 12 * 1e9) / 1e9);

/** The row every loan calculator shows: all the interest over the term. */
export const totalInterestRow = (interest: number, group?: string): ResultRow => ({
  group,
  label: 'Total interest',
  value: formatMoney(interest),
  testId: 'total-interest',
  meaning: 'All the interest over the term at this rate.',
});
