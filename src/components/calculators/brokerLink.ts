/**
 * The "Get a quote for this scenario" hand-over. The link, /contact?calculator=<slug>&amount=<new loan>,
 * carries only what the quote form prefills, so the visitor's figures stay out of the address bar, the browser's
 * history, server logs and any link she shares. The scenario itself (these figures and the page's lines, in the
 * form's field format, src/enquiry/scenario.ts) goes through the tab's session storage when she follows the link
 * (src/enquiry/pageQuoteHref.ts).
 */
import type {CalculatorSlug} from '../../calculators';

/** The calculator's plain figures as the scenario keeps them: numbers to the cent. */
export function brokerFigures(figures: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(Math.round(value * 100) / 100) : value,
    ]),
  );
}

export function brokerLink(calculator: CalculatorSlug, amount: string | undefined): string {
  return `/contact?${new URLSearchParams({calculator, ...(amount && {amount})}).toString()}`;
}
