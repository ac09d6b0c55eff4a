/**
 * The "Talk to a broker about this scenario" link: /contact with the
 * calculator's slug and its key figures, for the quote form to prefill, and
 * the scenario in the page's words as "line" parameters, which the quote form
 * shows and sends (read by src/enquiry/scenario.ts).
 */
import type {CalculatorSlug} from '../../calculators';
import type {ScenarioLine} from '../../enquiry/scenario';

export function brokerLink(calculator: CalculatorSlug, figures: Record<string, string | number> | undefined): string {
  if (!figures) return `/contact?${new URLSearchParams({calculator}).toString()}`;
  const params = new URLSearchParams({calculator});
  for (const [key, value] of Object.entries(figures)) {
    params.set(key, typeof value === 'number' ? String(Math.round(value * 100) / 100) : value);
  }
  return `/contact?${params.toString()}`;
}

/** The scenario reads at most this many lines. */
const MAX_LINES = 30;

/** A link with the scenario's lines added ("Label: value" each, in the page's order). */
export function withScenarioLines(href: string, lines: readonly ScenarioLine[]): string {
  if (lines.length === 0) return href;
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  for (const {label, value} of lines.slice(0, MAX_LINES)) params.append('line', `${label}: ${value}`);
  return `${path}?${params.toString()}`;
}
