import type {ChoiceSpec} from './description';

/** Whether upfront fees are paid from the borrower's own funds or added to the loan (URL value: no / yes). */
export const feeTreatments = [
  {value: 'no', label: 'Paid up front'},
  {value: 'yes', label: 'Added to the loan'},
] as const;

export type FeeTreatment = (typeof feeTreatments)[number]['value'];

export function feeTreatmentOf(value: string): FeeTreatment {
  return value === 'yes' ? 'yes' : 'no';
}

/** Paid up front or added to the loan, asked once there are fees. */
export const feeTreatmentField = (label: string): ChoiceSpec<string> => ({
  label,
  options: feeTreatments,
  default: 'no',
  shown: (form) => form.numbers.fees! > 0,
});
