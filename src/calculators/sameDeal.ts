/**
 * The figures two calculators ask about the same deal, each under its own field name: the commercial property loan
 * calculator's property value is the commercial real estate calculator's price. A visitor who opens one after typing
 * her figures into the other finds them there (src/components/calculators/useCarriedFigures.ts), not the example's:
 * a borrower trial's SMSF trustee typed her warehouse's figures into the first and met a $2.5 million example in the
 * second.
 */
import type {CalculatorSlug} from '.';

const sameDeal: readonly Partial<Record<CalculatorSlug, string>>[] = [
  {'commercial-property-loan-calculator': 'value', 'commercial-real-estate-calculator': 'price'},
  {'commercial-property-loan-calculator': 'amount', 'commercial-real-estate-calculator': 'amount'},
  {'commercial-property-loan-calculator': 'rate', 'commercial-real-estate-calculator': 'rate'},
  {'commercial-property-loan-calculator': 'years', 'commercial-real-estate-calculator': 'years'},
  {'commercial-property-loan-calculator': 'frequency', 'commercial-real-estate-calculator': 'frequency'},
];

/** The `from` calculator's figures that `to` also asks, under `to`'s field names; only those she filled in. */
export function carriedFigures(
  from: CalculatorSlug,
  to: CalculatorSlug,
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const carried: Record<string, string> = {};
  if (from === to) return carried;
  for (const pair of sameDeal) {
    const [source, target] = [pair[from], pair[to]];
    const value = source && values[source];
    if (target && typeof value === 'string' && value.trim() !== '') carried[target] = value;
  }
  return carried;
}
