/**
 * The comparison tool's inputs: up to four loan slots, each field keyed in the
 * URL by its name and slot (amount1, rate1, ... amount4), plus how many loans
 * are shown and the horizon costs are compared over.
 */
import type {ComparedLoan, ComparedRepayment, Frequency} from '../../../finance';
import {MAX_AMOUNT, type FieldRule, commonRules} from '../../../finance/validate';
import {frequencyOf} from '../frequencies';
import {feeTreatmentOf} from '../feeTreatments';

export const SLOTS = [1, 2, 3, 4] as const;
export type Slot = (typeof SLOTS)[number];
export const MIN_LOANS = 2;

const NUMBER_FIELDS = ['amount', 'rate', 'years', 'fees', 'annual', 'exit', 'balloon'] as const;
const CHOICE_FIELDS = ['frequency', 'type', 'addfees'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type LoanField = NumberField | (typeof CHOICE_FIELDS)[number];
export type NumberKey = `${NumberField}${Slot}` | 'horizon';
export type Key = `${LoanField}${Slot}` | 'loans' | 'horizon';

export const key = <F extends LoanField>(field: F, slot: Slot) => `${field}${slot}` as `${F}${Slot}`;

export const repaymentTypes = [
  {value: 'pi', type: 'principal-and-interest', label: 'Principal and interest'},
  {value: 'io', type: 'interest-only', label: 'Interest-only'},
] as const satisfies readonly {value: string; type: ComparedRepayment; label: string}[];

/** Example offers filled in when the page opens (not real offers): the same amount, different rate and fee mixes. */
const examples: Record<Slot, Record<LoanField, string>> = {
  1: {
    amount: '1000000',
    rate: '7.45',
    years: '25',
    fees: '5000',
    annual: '0',
    exit: '0',
    balloon: '0',
    frequency: 'monthly',
    type: 'pi',
    addfees: 'no',
  },
  2: {
    amount: '1000000',
    rate: '7.1',
    years: '25',
    fees: '15000',
    annual: '0',
    exit: '0',
    balloon: '0',
    frequency: 'monthly',
    type: 'pi',
    addfees: 'no',
  },
  3: {
    amount: '1000000',
    rate: '7.25',
    years: '25',
    fees: '8000',
    annual: '300',
    exit: '0',
    balloon: '0',
    frequency: 'monthly',
    type: 'pi',
    addfees: 'no',
  },
  4: {
    amount: '1000000',
    rate: '7.3',
    years: '25',
    fees: '5000',
    annual: '0',
    exit: '1000',
    balloon: '0',
    frequency: 'monthly',
    type: 'pi',
    addfees: 'no',
  },
};

export function slotDefaults(slot: Slot): Partial<Record<Key, string>> {
  return Object.fromEntries(Object.entries(examples[slot]).map(([field, value]) => [`${field}${slot}`, value]));
}

export const defaults = {
  loans: '2',
  horizon: '5',
  ...Object.assign({}, ...SLOTS.map(slotDefaults)),
} as Record<Key, string>;

const loanRules = (slot: Slot): Record<`${NumberField}${Slot}`, FieldRule> =>
  ({
    [key('amount', slot)]: commonRules.loanAmount,
    [key('rate', slot)]: commonRules.rate,
    [key('years', slot)]: commonRules.term(40),
    [key('fees', slot)]: {label: 'Upfront fees', max: 10_000_000, optional: true},
    [key('annual', slot)]: {label: 'Ongoing fees per year', max: 1_000_000, optional: true},
    [key('exit', slot)]: {label: 'Exit fee', max: 10_000_000, optional: true},
    [key('balloon', slot)]: {label: 'Balloon', max: MAX_AMOUNT, optional: true},
  }) as Record<`${NumberField}${Slot}`, FieldRule>;

export const rules = {
  horizon: {
    label: 'Comparison period',
    minExclusive: true,
    max: 40,
    maxMessage: 'Comparison period can be at most 40 years.',
  },
  ...Object.assign({}, ...SLOTS.map(loanRules)),
} as Record<NumberKey, FieldRule>;

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
    for (const field of [...NUMBER_FIELDS, ...CHOICE_FIELDS]) {
      patch[key(field, slot as Slot)] = values[key(field, (slot + 1) as Slot)];
    }
  }
  return {...patch, ...slotDefaults(count as Slot)};
}

export function toComparedLoan(
  slot: Slot,
  values: Record<Key, string>,
  numbers: Record<NumberKey, number>,
): ComparedLoan {
  const repayment = repaymentTypes.find((t) => t.value === values[key('type', slot)]) ?? repaymentTypes[0];
  const frequency: Frequency = frequencyOf(values[key('frequency', slot)]).value;
  return {
    amount: numbers[key('amount', slot)],
    ratePercent: numbers[key('rate', slot)],
    years: numbers[key('years', slot)],
    frequency,
    repaymentType: repayment.type,
    upfrontFees: numbers[key('fees', slot)],
    feesAdded: feeTreatmentOf(values[key('addfees', slot)]) === 'yes',
    annualFees: numbers[key('annual', slot)],
    exitFee: numbers[key('exit', slot)],
    balloon: repayment.type === 'interest-only' ? 0 : numbers[key('balloon', slot)],
  };
}
