/**
 * Fields and result rows several calculators share, so each is labelled once and means and says the same on
 * every page (../description.ts). A description spreads one and adds what is its own:
 * `amount: {...common.amount, default: '1000000'}`, `{...commonRows.lvr(result.lvrPercent), meaning: '…'}`.
 */
import {MAX_AMOUNT} from '../../finance/validate';
import {formatWholeDollars, formatPercent} from '../../finance/format';
import type {ResultRow} from './ResultList';
import type {ChoiceSpec, Form, NumberSpec} from './description';
import type {Frequency} from '../../finance/schedule';
import {labels} from './labels';
import ranges from '../../facts/data/calculatorRanges';
import {formatDate} from '../../content/formatDate';
import {lowerFirst} from '../../content/lowerFirst';

/** Repayment frequencies as the loan calculators offer them (26 fortnights and 52 weeks a year). */
const frequencies: readonly {value: Frequency; label: string; period: string}[] = [
  {value: 'monthly', label: 'Monthly', period: 'month'},
  {value: 'fortnightly', label: 'Fortnightly', period: 'fortnight'},
  {value: 'weekly', label: 'Weekly', period: 'week'},
];

export function frequencyOf(value: string) {
  return frequencies.find((f) => f.value === value) ?? frequencies[0]!;
}

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

/** Whether a period in years comes to whole months (2.5 years is 30 months; 2.3 years is not). */
export const wholeMonths = (years: number) => Number.isInteger(Math.round(years * 12 * 1e9) / 1e9);

/** The message beside a period in years that is not whole months, with an example that works and one that does not. */
export const notWholeMonths = (period: string) =>
  `${period} must come to whole months: 2.5 years (30 months) works, 2.3 years does not.`;

/** A yearly rate above this is almost surely mistyped: business loans, short private ones included, cost far less. */
const UNLIKELY_RATE = 30;

export const common = {
  propertyValue: {label: labels.propertyValue, unit: '$', default: '', minExclusive: true},
  amount: {
    label: labels.amount,
    unit: '$',
    default: '',
    minExclusive: true,
    maxMessage: `Loan amount is beyond any loan this calculator handles ($${MAX_AMOUNT / 1e6} million).`,
  },
  rate: {
    label: 'Interest rate (% p.a.)',
    unit: '% p.a.',
    default: '',
    max: 100,
    maxMessage: 'Interest rate must be 100% p.a. or less.',
    // Accepted, since the figures follow what she types, but questioned beside the field: a borrower trial typed 98
    // for 9.8 and read $47,775 a month without a doubt raised.
    hint: ({numbers}: Form<'rate'>) => {
      if (!(numbers.rate > UNLIKELY_RATE)) return undefined;
      const typed = Number(numbers.rate.toFixed(3));
      // A guess only where a tenth of it is still a business rate (98 for 9.8; not 34.5 for 3.45).
      const meant = typed / 10 >= 5 ? ` Did you mean ${Number((typed / 10).toFixed(3))}%?` : '';
      return `Check this rate: ${typed}% a year is far above what business lenders charge.${meant}`;
    },
  },
  years: {
    label: 'Loan term (years)',
    unit: 'years',
    default: '',
    minExclusive: true,
    max: 40,
    check: (years) => (wholeMonths(years) ? undefined : notWholeMonths('Loan term')),
  },
  frequency: {label: 'Repayment frequency', options: frequencies, default: 'monthly'},
  repaymentType: {label: labels.repaymentType, options: [principalAndInterest, interestOnly], default: 'pi'},
  balloon: {label: 'Balloon at the end', noun: 'Balloon', unit: '$', default: '0', optional: true},
  fees: {
    label: 'Upfront fees',
    unit: '$',
    default: '0',
    max: 10_000_000,
    optional: true,
    hint: 'Establishment, valuation and legal fees.',
  },
  /** Paid up front or added to the loan, asked once there are fees. */
  feesAdded: {
    label: 'How the fees are paid',
    options: feeTreatments,
    default: 'no',
    shown: (form) => form.numbers.fees! > 0,
  },
  ongoingFee: {
    label: (values) => `Ongoing fee per ${frequencyOf(values.frequency ?? '').period}`,
    noun: 'Ongoing fee per repayment',
    unit: '$',
    default: '0',
    max: 100_000,
    optional: true,
  },
} satisfies Record<string, NumberSpec<string> | ChoiceSpec<string>>;

export const commonRows = {
  /** The row every loan calculator shows: all the interest over the term. */
  totalInterest: (interest: number): ResultRow => ({
    label: 'Total interest',
    value: formatWholeDollars(interest),
    testId: 'total-interest',
    meaning: 'All the interest over the term at this rate.',
  }),
  totalRepaid: (repaid: number, meaning: string): ResultRow => ({
    label: 'Total repaid',
    value: formatWholeDollars(repaid),
    meaning,
  }),
  /**
   * The figure a loan calculator leads with: what the loan (or `what`) costs over its term, and what that total
   * `includes` ("Interest, loan fees and purchase costs" where the page adds the purchase's costs); the rows after
   * it explain it.
   */
  totalCost: (
    cost: number,
    over: string,
    {what = 'the loan', includes = 'Interest and fees'}: {what?: string; includes?: string} = {},
  ): ResultRow => ({
    // One name on the card, in the result bars and in the summary, so the same figure is recognised (one that adds
    // the duty says so in each: buyingCostRow).
    label: `Cost over ${over}`,
    value: formatWholeDollars(cost),
    headline: true,
    testId: 'total-cost',
    meaning: `What ${what} costs: ${lowerFirst(includes)} together, in dollars. The figures below show where it comes from.`,
  }),
  lvr: (percent: number, meaning: string): ResultRow => ({
    label: 'Loan-to-value ratio (LVR)',
    value: formatPercent(percent),
    testId: 'lvr',
    meaning,
    glossary: 'lvr',
  }),
  /** The cost rate incl. fees, where one exists (no fees and no interest leave it undefined). */
  costRate: (percent: number | undefined, meaning: string): ResultRow => ({
    label: labels.costRate,
    value: percent === undefined ? 'Not defined' : formatPercent(percent, 2),
    testId: 'cost-rate',
    meaning,
  }),
};

/**
 * A loan's fees, estimated while the field is empty (not $0, which understates the cost) from a dated figure in
 * the facts register: the establishment fee's share of the visitor's own loan, so the estimate follows the loan
 * as the other fields change. The visitor replaces it with a lender's figure.
 */
export function estimatedFees<K extends string>(
  fact: keyof typeof ranges,
  lenders: string,
  loanOf: (numbers: Record<K, number>) => number,
  key = 'fees' as K,
) {
  const fee = ranges[fact];
  const estimate = (numbers: Record<K, number>) => Math.round((loanOf(numbers) * fee.value!) / 100);
  // At most three lines on a phone: the estimate, its dated source, what to enter instead.
  const source = `${lenders} lenders: ${fee.text}, as at ${formatDate(fee.asAt)}`;
  return {
    ...common.fees,
    default: '',
    optional: true,
    whenEmpty: estimate,
    hint: ({values, numbers}: Form<K>) =>
      values[key].trim()
        ? `Your lender’s fees, valuation and legal costs included. Left empty: ${fee.value}% of the loan (${source}).`
        : `Left empty: ${fee.value}% of the loan, ${Number.isFinite(estimate(numbers)) ? formatWholeDollars(estimate(numbers)) : 'once the loan is complete'} (${source}). Or enter your lender’s.`,
  };
}

/**
 * A fees field's hint where the facts register has no sourced typical fee to prefill (so the field opens at $0):
 * while the fees are $0 it says the total cost leaves lenders' fees out, rather than let it pass for the whole cost.
 */
export const unpricedFeesHint =
  (hint: string, key = 'fees') =>
  ({numbers}: Form<string>) =>
    numbers[key]! > 0
      ? hint
      : `${hint} Lenders’ fees are not included while this is $0, so the total cost understates what the finance costs.`;

/** The assumption on every page that opens with example figures. */
export const EXAMPLE_FIGURES =
  'The figures filled in when the page opens are examples (November 2026), not a rate or an offer.';
