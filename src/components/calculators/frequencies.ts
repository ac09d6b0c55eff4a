/** Repayment frequencies as the loan calculators offer them (26 fortnights and 52 weeks a year). */
import type {Frequency} from '../../finance';

export const frequencies: readonly {value: Frequency; label: string; period: string}[] = [
  {value: 'monthly', label: 'Monthly', period: 'month'},
  {value: 'fortnightly', label: 'Fortnightly', period: 'fortnight'},
  {value: 'weekly', label: 'Weekly', period: 'week'},
];

export function frequencyOf(value: string) {
  return frequencies.find((f) => f.value === value) ?? frequencies[0]!;
}
