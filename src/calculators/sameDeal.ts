/**
 * The figures calculators ask about the same deal, each under its own field name: the commercial property loan
 * calculator's property value is the commercial real estate calculator's price, its loan every loan of the loan
 * comparison's. A visitor who opens one after typing
 * her figures into the other finds them there (src/components/calculators/useCarriedFigures.ts), not the example's:
 * a borrower trial's SMSF trustee typed her warehouse's figures into the first and met a $2.5 million example in the
 * second.
 */
import type {CalculatorSlug} from '.';

/** The loan comparison tool's field for each of its loans (amount1 ... amount4): offers for the same loan. */
const eachLoan = (field: string) => [1, 2, 3, 4].map((slot) => `${field}${slot}`);

/**
 * Each row is one figure, under each calculator's name for it; where a calculator lists several fields, it is the
 * same figure in each (the first is the one given to other calculators). The rate is not given to the loan
 * comparison, whose loans differ in rate and fees.
 */
const sameDeal: readonly Partial<Record<CalculatorSlug, string | readonly string[]>>[] = [
  {'commercial-property-loan-calculator': 'value', 'commercial-real-estate-calculator': 'price'},
  {
    'commercial-property-loan-calculator': 'amount',
    'commercial-real-estate-calculator': 'amount',
    'loan-comparison-tool': eachLoan('amount'),
  },
  {'commercial-property-loan-calculator': 'rate', 'commercial-real-estate-calculator': 'rate'},
  {
    'commercial-property-loan-calculator': 'years',
    'commercial-real-estate-calculator': 'years',
    'loan-comparison-tool': eachLoan('years'),
  },
  {
    'commercial-property-loan-calculator': 'frequency',
    'commercial-real-estate-calculator': 'frequency',
    'loan-comparison-tool': eachLoan('frequency'),
  },
];

const fieldsOf = (fields: string | readonly string[] | undefined): readonly string[] =>
  fields === undefined ? [] : typeof fields === 'string' ? [fields] : fields;

/**
 * The `from` calculator's figures that `to` also asks, under `to`'s field names; only those she filled in. From a
 * calculator to itself, every figure she filled in.
 */
export function carriedFigures(
  from: CalculatorSlug,
  to: CalculatorSlug,
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const carried: Record<string, string> = {};
  if (from === to) {
    for (const [key, value] of Object.entries(values))
      if (typeof value === 'string' && value.trim()) carried[key] = value;
    return carried;
  }
  for (const figure of sameDeal) {
    const [source] = fieldsOf(figure[from]);
    const value = source && values[source];
    if (typeof value !== 'string' || value.trim() === '') continue;
    for (const target of fieldsOf(figure[to])) carried[target] = value;
  }
  return carried;
}

/** The calculator and those that ask about the same deal (the real estate calculator: the loan calculator, the comparison). */
export function sameDealCalculators(slug: CalculatorSlug): CalculatorSlug[] {
  const rows = sameDeal.filter((figure) => figure[slug] !== undefined);
  return [...new Set([slug, ...rows.flatMap((figure) => Object.keys(figure) as CalculatorSlug[])])];
}
