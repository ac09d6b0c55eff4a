/**
 * The "Talk to a broker about this scenario" link: /contact with the
 * calculator's slug and its key figures, for the quote form to prefill.
 */
import type {CalculatorSlug} from '../../calculator-pages';

export function brokerLink(calculator: CalculatorSlug, figures: Record<string, string | number> | undefined): string {
  if (!figures) return `/contact?${new URLSearchParams({calculator}).toString()}`;
  const params = new URLSearchParams({calculator});
  for (const [key, value] of Object.entries(figures)) {
    params.set(key, typeof value === 'number' ? String(Math.round(value * 100) / 100) : value);
  }
  return `/contact?${params.toString()}`;
}
