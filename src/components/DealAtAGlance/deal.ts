/**
 * A case study's "deal at a glance" rows, worked out from its front matter
 * (src/content/frontMatter.ts, caseStudyScenario). The loan-to-value ratio is
 * computed here, never written by hand, and named for what the value is; a
 * loan behind other debt shows the combined ratio the lender assessed, with
 * the loan's own share beside it.
 */
import {valueBases, type ValueBasis} from '../../content/valueBases';
import {lowerFirst} from '../../content/lowerFirst';
import {formatWholeDollars as money} from '../../finance/format';

/** The scenario as it arrives in the page's front matter (defaults not applied). */
export interface ScenarioFrontMatter {
  loan_type: string;
  purpose: string;
  loan: number;
  security: string;
  lender_type: string;
  value: number;
  value_basis: ValueBasis;
  debt_ranking_ahead?: number;
  rate_range: string;
  /** The month lenders indicated these terms, YYYY-MM. */
  priced: string;
  term: string;
  time_to_settle?: string;
  outcome: string;
}

export interface DealRow {
  label: string;
  value: string;
  /** Figures: set in tabular numerals. */
  numeric?: boolean;
}

/** One decimal place, dropped when it is zero: 70%, 62.9%. */
export function percent(part: number, whole: number): string {
  const value = Math.round((part / whole) * 1000) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
}

export function ratioRow(s: ScenarioFrontMatter): DealRow {
  const basis = valueBases[s.value_basis];
  const ahead = s.debt_ranking_ahead ?? 0;
  if (ahead > 0) {
    return {
      label: `Combined ${basis.ratio}`,
      value: `${percent(s.loan + ahead, s.value)} (${money(s.loan + ahead)} of ${money(s.value)} ${basis.value}, including ${money(ahead)} ranking ahead; this loan alone ${percent(s.loan, s.value)})`,
      numeric: true,
    };
  }
  return {
    label: basis.ratio,
    value: `${percent(s.loan, s.value)} (${money(s.loan)} of ${money(s.value)} ${basis.value})`,
    numeric: true,
  };
}

export function dealRows(s: ScenarioFrontMatter): DealRow[] {
  return [
    {label: 'Loan', value: s.loan_type},
    {label: 'Purpose', value: s.purpose},
    {label: 'Amount', value: money(s.loan), numeric: true},
    {label: 'Security', value: s.security},
    {label: 'Lender', value: s.lender_type},
    ratioRow(s),
    {label: 'Indicative rate', value: s.rate_range},
    {label: 'Term', value: s.term},
    ...(s.time_to_settle ? [{label: 'Time to funds', value: s.time_to_settle}] : []),
    {label: 'Outcome', value: s.outcome},
  ];
}

/** "Bridging loan, interest capitalised" to "Bridging loan": a card's line keeps each fact's first clause. */
const firstClause = (value: string) => value.split(',')[0]!.trim();

/** $1,570,000 as $1.57m, $155,000 as $155k: a card's line is scanned, the page gives the dollars. */
function shortMoney(n: number): string {
  if (n >= 1_000_000) return `$${Number((n / 1_000_000).toFixed(2))}m`;
  return `$${Math.round(n / 1000)}k`;
}

/**
 * A case study card's one line of the deal, from the same front matter as the rows above: loan type, amount, the
 * ratio (combined where debt ranks ahead, as the lender assessed it) and term, e.g.
 * "Bridging loan", "$1.57m", "74.8% LVR", "8 months".
 */
export function dealFacts(s: ScenarioFrontMatter): string[] {
  const ahead = s.debt_ranking_ahead ?? 0;
  const {ratio} = valueBases[s.value_basis];
  return [
    firstClause(s.loan_type),
    shortMoney(s.loan),
    `${percent(s.loan + ahead, s.value)} ${ahead > 0 ? 'combined ' : ''}${lowerFirst(ratio)}`,
    firstClause(s.term),
  ];
}
