/**
 * Fields several calculators share, so each is labelled once and means and says the same on every page
 * (./description.ts). A description imports them as `common` and spreads one, adding what is its own:
 * `amount: {...common.amount, default: '1000000'}`. Named exports, not one object, so a page carries only the
 * fields it uses.
 */
import {MAX_AMOUNT} from '../../finance/validate';
import type {ChoiceSpec, NumberSpec} from './description';
import {frequencies, frequencyOf} from './frequencies';

/** The repayment types most loans offer; a calculator lists these and any of its own. */
export const principalAndInterest = {
  value: 'pi',
  type: 'principal-and-interest',
  label: 'Principal and interest',
} as const;
export const interestOnly = {value: 'io', type: 'interest-only', label: 'Interest-only'} as const;

/** Whether upfront fees are paid from the borrower's own funds or added to the loan (URL value: no / yes). */
const feeTreatments = [
  {value: 'no', label: 'Paid up front'},
  {value: 'yes', label: 'Added to the loan'},
] as const;

/** Whole months, for a term in years: "Loan term must be in whole months (for example 2.5 years)." */
export const wholeMonths = (years: number) => Number.isInteger(Math.round(years * 12 * 1e9) / 1e9);

/** The assumption on every page that opens with example figures. */
export const exampleFigures =
  'The figures filled in when the page opens are examples (November 2026), not a rate or an offer.';

export const propertyValue = {
  label: 'Property value',
  unit: '$',
  default: '',
  minExclusive: true,
} satisfies NumberSpec<string>;

export const amount = {
  label: 'Loan amount',
  unit: '$',
  default: '',
  minExclusive: true,
  maxMessage: `Loan amount is beyond any loan this calculator handles ($${MAX_AMOUNT / 1e6} million).`,
} satisfies NumberSpec<string>;

export const rate = {
  label: 'Interest rate (% p.a.)',
  unit: '% p.a.',
  default: '',
  max: 100,
  maxMessage: 'Interest rate must be 100% p.a. or less.',
} satisfies NumberSpec<string>;

export const years = {
  label: 'Loan term (years)',
  unit: 'years',
  default: '',
  minExclusive: true,
  max: 40,
  check: (years) => (wholeMonths(years) ? undefined : 'Loan term must be in whole months (for example 2.5 years).'),
} satisfies NumberSpec<string>;

export const frequency = {
  label: 'Repayment frequency',
  options: frequencies,
  default: 'monthly',
} satisfies ChoiceSpec<string>;

export const repaymentType = {
  label: 'Repayment type',
  options: [principalAndInterest, interestOnly],
  default: 'pi',
} satisfies ChoiceSpec<string>;

export const balloon = {
  label: 'Balloon at the end',
  noun: 'Balloon',
  unit: '$',
  default: '0',
  optional: true,
} satisfies NumberSpec<string>;

export const fees = {
  label: 'Upfront fees',
  unit: '$',
  default: '0',
  max: 10_000_000,
  optional: true,
  hint: 'Establishment, valuation and legal fees.',
} satisfies NumberSpec<string>;

/** Paid up front or added to the loan, asked once there are fees. */
export const feesAdded = {
  label: 'Upfront fees are',
  options: feeTreatments,
  default: 'no',
  shown: (form) => form.numbers.fees! > 0,
} satisfies ChoiceSpec<string>;

export const ongoingFee = {
  label: (values) => `Ongoing fee per ${frequencyOf(values.frequency ?? '').period}`,
  noun: 'Ongoing fee per repayment',
  unit: '$',
  default: '0',
  max: 100_000,
  optional: true,
} satisfies NumberSpec<string>;
