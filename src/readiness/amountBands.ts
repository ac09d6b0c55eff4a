/**
 * The readiness check's amount question's answers (src/readiness/questions.ts), in a module of their own so a
 * calculator can name the band the check's link brings (src/components/calculators/FromReadiness) without loading
 * the check's questions.
 */
export const amountBands = [
  {value: 'under-100k', label: 'Under $100,000'},
  {value: '100k-500k', label: '$100,000 to $500,000'},
  {value: '500k-2m', label: '$500,000 to $2 million'},
  {value: '2m-10m', label: '$2 million to $10 million'},
  {value: 'over-10m', label: 'More than $10 million'},
] as const;
