/**
 * The comparison tool's inputs: up to four loan slots, each field keyed in the
 * URL by its name and slot (amount1, rate1, ... amount4), plus how many loans
 * are shown and the horizon costs are compared over.
 */
import type {ComparedLoan, ComparedRepayment} from '../../../calculators/loan-comparison-tool/maths';
import type {Frequency} from '../../../finance/schedule';
import type {FieldRule} from '../../../finance/validate';
import {common, frequencyOf} from '../commonFields';
import {money, chosen, isChoice, ruleOf, type FieldSpec, type NumberSpec} from '../description';
import {opening} from '../../../calculators/loan-comparison-tool/example';

export const SLOTS = [1, 2, 3, 4] as const;
export type Slot = (typeof SLOTS)[number];
const MIN_LOANS = 2;

/**
 * Each loan's fields, in the order shown, written once (../description.ts). The defaults are what the example
 * offers share (the first offer's rate and fees); `examples` below sets where each differs (example.ts).
 */
export const loanFields = {
  amount: {...common.amount, default: String(opening.amount)},
  rate: {...common.rate, default: String(opening.offers[0].ratePercent)},
  years: {...common.years, default: String(opening.years)},
  frequency: common.frequency,
  type: common.repaymentType,
  fees: {...common.fees, default: String(opening.offers[0].fees)},
  // Shown whatever the fees: each loan's fields stay in the same place.
  addfees: common.feesAdded,
  annual: money('Ongoing fees per year', '0', {max: 1_000_000, optional: true}),
  exit: money('Exit or discharge fee', '0', {noun: 'Exit fee', max: 10_000_000, optional: true}),
  // An interest-only loan has no balloon.
  balloon: common.balloon,
} satisfies Record<string, FieldSpec<string>>;

export type LoanField = keyof typeof loanFields;
type NumberField = {[F in LoanField]: (typeof loanFields)[F] extends {options: unknown} ? never : F}[LoanField];
export type NumberKey = `${NumberField}${Slot}` | 'horizon';
export type Key = `${LoanField}${Slot}` | 'loans' | 'horizon';

export const key = <F extends LoanField>(field: F, slot: Slot) => `${field}${slot}` as `${F}${Slot}`;

/** Each example offer's rate and upfront fee (example.ts), over the fields' defaults. */
const examples = Object.fromEntries(
  opening.offers.map((offer, i) => [i + 1, {rate: String(offer.ratePercent), fees: String(offer.fees)}]),
) as Record<Slot, Partial<Record<LoanField, string>>>;

function slotDefaults(slot: Slot): Partial<Record<Key, string>> {
  const values = {...mapFields((spec) => spec.default), ...examples[slot]};
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}${slot}`, value]));
}

function mapFields<T>(each: (spec: FieldSpec<string>, field: LoanField) => T): Record<LoanField, T> {
  const fields = Object.keys(loanFields) as LoanField[];
  return Object.fromEntries(fields.map((field) => [field, each(loanFields[field], field)])) as Record<LoanField, T>;
}

export const horizonField = {
  label: 'Comparison period (years)',
  unit: 'years',
  default: String(opening.horizonYears),
  minExclusive: true,
  max: 40,
  hint: 'Loans are ranked by what each would cost if repaid after this many years.',
} satisfies NumberSpec<string>;

export const defaults = {
  loans: '2',
  horizon: horizonField.default,
  ...Object.assign({}, ...SLOTS.map(slotDefaults)),
} as Record<Key, string>;

export function rules(values: Record<Key, string>): Record<NumberKey, FieldRule> {
  const out: Record<string, FieldRule> = {horizon: ruleOf(horizonField, values)};
  for (const slot of SLOTS) {
    mapFields((spec, field) => {
      if (!isChoice(spec)) out[key(field, slot)] = ruleOf(spec, values);
    });
  }
  return out as Record<NumberKey, FieldRule>;
}

export function loanCount(raw: string): number {
  const count = Number.parseInt(raw, 10);
  return Number.isNaN(count) ? MIN_LOANS : Math.min(SLOTS.length, Math.max(MIN_LOANS, count));
}

/** True when a key belongs to a loan that is not shown (its errors must not block the results). */
export function isHiddenKey(name: string, count: number): boolean {
  const slot = Number(/(\d)$/.exec(name)?.[1]);
  return slot > count;
}

/** The inputs after removing a loan: later loans move up one slot, the freed last slot gets its example back. */
export function withoutLoan(values: Record<Key, string>, removed: Slot, count: number): Partial<Record<Key, string>> {
  const patch: Partial<Record<Key, string>> = {loans: String(count - 1)};
  for (let slot = removed; slot < count; slot += 1) {
    mapFields((_, field) => (patch[key(field, slot as Slot)] = values[key(field, (slot + 1) as Slot)]));
  }
  return {...patch, ...slotDefaults(count as Slot)};
}

/** What every offer for one loan shares; the rate and fees are what they differ in. */
const SAME_LOAN: readonly LoanField[] = ['amount', 'years', 'frequency'];

/** The inputs after adding a loan: offers for the same loan, so it starts from the first loan's amount and term. */
export function withLoanAdded(values: Record<Key, string>, count: number): Partial<Record<Key, string>> {
  const slot = (count + 1) as Slot;
  const patch: Partial<Record<Key, string>> = {loans: String(slot)};
  for (const field of SAME_LOAN) patch[key(field, slot)] = values[key(field, 1)];
  return patch;
}

export function toComparedLoan(
  slot: Slot,
  values: Record<Key, string>,
  numbers: Record<NumberKey, number>,
): ComparedLoan {
  const repayment = chosen(loanFields.type.options, values[key('type', slot)], 'pi');
  const frequency: Frequency = frequencyOf(values[key('frequency', slot)]).value;
  return {
    amount: numbers[key('amount', slot)],
    ratePercent: numbers[key('rate', slot)],
    years: numbers[key('years', slot)],
    frequency,
    repaymentType: repayment.type satisfies ComparedRepayment,
    upfrontFees: numbers[key('fees', slot)],
    feesAdded: values[key('addfees', slot)] === 'yes',
    annualFees: numbers[key('annual', slot)],
    exitFee: numbers[key('exit', slot)],
    balloon: repayment.type === 'interest-only' ? 0 : numbers[key('balloon', slot)],
  };
}
