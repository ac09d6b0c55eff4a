/**
 * The "Get a quote for this scenario" hand-over. The link, /contact?calculator=<slug>&amount=<new loan>,
 * carries only what the quote form prefills, so the visitor's figures stay out of the address bar, the browser's
 * history, server logs and any link she shares. The scenario itself (these figures and the page's lines, in the
 * form's field format, src/enquiry/scenario.ts) goes through the tab's session storage when she follows the link
 * (src/enquiry/pageQuoteHref.ts).
 */
import type {CalculatorSlug} from '../../calculators';
import type {ScenarioLine} from '../../enquiry/scenario';

/** The calculator's plain figures as the scenario keeps them: numbers to the cent. */
export function brokerFigures(figures: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(Math.round(value * 100) / 100) : value,
    ]),
  );
}

/** The figures the quote form prefills, and the inputs each is taken from where a calculator has one. */
const prefilledFrom: Record<string, RegExp> = {amount: /^amount\d*$/, value: /^(value|price|sale|purchase|newvalue)$/};

/**
 * The plain figures, less a prefilled one that is still the calculator's example: a re-check found a carried rate
 * alone, or the example's loan beside her own rent, sent to the broker as her amount. One taken from an input (the
 * loan amount, the loan comparison's loans, a property's value or price) is hers when that input is; one worked out
 * from several (a bridge, a funding gap, an amount financed), when any of her figures in dollars is. A security's value
 * made of several (a bridge's two properties) is hers only when each is: a re-check found the example's two prices
 * sent as her security beside the one loan she typed.
 */
export function herFigures(figures: Record<string, string>, lines: readonly ScenarioLine[]): Record<string, string> {
  const hers = (figure: string) => {
    const from = lines.filter((line) => line.key !== undefined && prefilledFrom[figure]!.test(line.key));
    const own = (line: ScenarioLine) => line.ownMoney === true;
    if (from.length === 0) return lines.some(own);
    return figure === 'value' ? from.every(own) : from.some(own);
  };
  return Object.fromEntries(Object.entries(figures).filter(([figure]) => !(figure in prefilledFrom) || hers(figure)));
}

export function brokerLink(calculator: CalculatorSlug, amount: string | undefined): string {
  return `/contact?${new URLSearchParams({calculator, ...(amount && {amount})}).toString()}`;
}
