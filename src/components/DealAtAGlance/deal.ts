/**
 * A case study's "deal at a glance" rows, worked out from its front matter
 * (src/content/frontMatter.ts, caseStudyScenario). The loan-to-value ratio is
 * computed here, never written by hand, and named for what the value is; a
 * loan behind other debt shows the combined ratio the lender assessed, with
 * the loan's own share beside it.
 */
import {valueBases, type ValueBasis} from '../../content/valueBases';

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

const money = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`;

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
