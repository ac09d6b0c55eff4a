/**
 * The loans side by side: one column per loan, one row per figure, the cheapest at the horizon marked.
 * On a phone the same figures stack as one card per loan (no sideways scrolling), four rows each with the rest
 * under "Show the working"; print keeps the table.
 */
import type {ReactNode} from 'react';
import type {ComparedLoan, ComparedLoanResult} from '../../../calculators/loan-comparison-tool/maths';
import {formatPercent, formatWholeDollars} from '../../../finance/format';
import {GlossaryLink} from '../ResultList';
import {loanFields} from './loanInputs';
import shared from '../calculator.module.css';
import styles from './styles.module.css';
import {labels} from '../labels';
import {yearsText} from '../../../content/plural';

interface Props {
  /** Each loan's terms as entered, repeated at the top so the table stands alone (and in print). */
  terms: readonly ComparedLoan[];
  loans: readonly ComparedLoanResult[];
  /** "month", "fortnight" or "week" for each loan. */
  periods: readonly string[];
  horizonLabel: string;
}

export const ordinal = (n: number) => ['1st', '2nd', '3rd', '4th'][n - 1] ?? `${n}th`;
const rate = (value: number | undefined) => (value === undefined ? 'Not available' : formatPercent(value, 2));

function otherCosts({annualFees, exitFee, balloon}: ComparedLoan): string {
  const parts = [
    annualFees > 0 ? `${formatWholeDollars(annualFees)} a year` : '',
    exitFee > 0 ? `${formatWholeDollars(exitFee)} exit fee` : '',
    balloon > 0 ? `${formatWholeDollars(balloon)} balloon` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'None';
}

/** What each computed figure means, by row id, in one plain sentence (the loans' own terms above them need none). */
const meanings = (horizonLabel: string): Record<string, string> => ({
  rank: `Loans in order of what each would cost if you repaid it after ${horizonLabel}: 1st costs least.`,
  repayment: 'Each regular repayment, before ongoing fees.',
  'horizon-cost':
    'Fees, repayments and the balance paid out at that point, less what you borrowed: the figure the ranking uses.',
  'cost-rate': 'Interest and fees as one yearly rate over the full term, to compare offers; not a comparison rate.',
  'total-interest': 'All the interest if the loan runs its whole term.',
  'total-fees': 'Upfront, ongoing and exit fees over the whole term.',
  'total-repaid': 'Every repayment, any balloon and every fee over the whole term: all you pay out.',
  'total-cost': 'Total interest plus total fees: what the loan costs you in dollars if it runs its term.',
});

/** The glossary entry that explains a row's term. */
const glossary: Record<string, string> = {'cost-rate': 'comparison-rate', 'total-fees': 'exit-fee'};

/** What a phone's card for each loan shows at first; its other rows are under "Show the working". */
const SUMMARY = ['rank', 'repayment', 'horizon-cost', 'cost-rate'];

/** card: the phone's card, whose heading already says "Cheapest" (so its rank is one word, and its rows line up). */
type Row = {label: string; id: string; cell: (loan: ComparedLoanResult, i: number, card?: boolean) => ReactNode};

const cardRows = (rows: readonly Row[], loan: ComparedLoanResult, i: number) =>
  rows.map((row) => (
    <div key={row.id}>
      <dt>{row.label}</dt>
      <dd>{row.cell(loan, i, true)}</dd>
    </div>
  ));

export default function ComparisonTable({terms, loans, periods, horizonLabel}: Props) {
  const term = (i: number) => terms[i]!;
  const rows: Row[] = [
    // The loans' own terms, under the labels their fields have.
    {label: loanFields.amount.label, id: 'amount', cell: (_, i) => formatWholeDollars(term(i).amount)},
    // The rate as entered: to one place, 7.25% would read as 7.3%.
    {label: 'Interest rate', id: 'rate', cell: (_, i) => `${term(i).ratePercent}% p.a.`},
    {
      label: 'Term',
      id: 'term',
      cell: (_, i) =>
        `${yearsText(term(i).years)}, ${term(i).frequency}${term(i).repaymentType === 'interest-only' ? ', interest-only' : ''}`,
    },
    {
      label: loanFields.fees.label,
      id: 'fees',
      cell: (_, i) =>
        term(i).upfrontFees > 0
          ? `${formatWholeDollars(term(i).upfrontFees)} ${term(i).feesAdded ? 'added to the loan' : 'paid up front'}`
          : 'None',
    },
    {label: 'Ongoing and exit fees, balloon', id: 'other-costs', cell: (_, i) => otherCosts(term(i))},
    {
      label: `Rank by cost over ${horizonLabel}`,
      id: 'rank',
      cell: (loan, _, card) => `${ordinal(loan.rank)}${loan.rank === 1 && !card ? ' (cheapest)' : ''}`,
    },
    {label: 'Repayment', id: 'repayment', cell: (loan, i) => `${formatWholeDollars(loan.repayment)} a ${periods[i]}`},
    {
      label: `Cost if repaid after ${horizonLabel}`,
      id: 'horizon-cost',
      cell: (loan) => formatWholeDollars(loan.costAtHorizon),
    },
    // Over the full term, as the totals under it say: beside the period's ranking, a visitor read it as the period's.
    {label: `${labels.costRate}, full term`, id: 'cost-rate', cell: (loan) => rate(loan.costRatePercent)},
    {label: 'Total interest (full term)', id: 'total-interest', cell: (loan) => formatWholeDollars(loan.totalInterest)},
    {label: 'Total fees (full term)', id: 'total-fees', cell: (loan) => formatWholeDollars(loan.totalFees)},
    {label: 'Total repaid (full term)', id: 'total-repaid', cell: (loan) => formatWholeDollars(loan.totalRepaid)},
    {label: 'Total cost (full term)', id: 'total-cost', cell: (loan) => formatWholeDollars(loan.totalCost)},
  ];
  return (
    <>
      <ol className={styles.cards} aria-label="The loans, one by one">
        {loans.map((loan, i) => (
          <li key={i} className={loan.rank === 1 ? `${styles.card} ${styles.best}` : styles.card}>
            <h3>
              Loan {i + 1}
              {/* Said in words, not only by the colour; the space keeps "Loan 2 Cheapest" two words when read out. */}
              {loan.rank === 1 && (
                <>
                  {' '}
                  <span className={styles.cheapest}>Cheapest over {horizonLabel}</span>
                </>
              )}
            </h3>
            <dl>
              {cardRows(
                rows.filter((row) => SUMMARY.includes(row.id)),
                loan,
                i,
              )}
            </dl>
            <details className={shared.working}>
              <summary>Show the working</summary>
              <dl>
                {cardRows(
                  rows.filter((row) => !SUMMARY.includes(row.id)),
                  loan,
                  i,
                )}
              </dl>
            </details>
          </li>
        ))}
      </ol>
      {/* Keyboard users must be able to scroll the table sideways (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableScroll} role="region" aria-labelledby="comparison-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="comparison-caption">The loans side by side</caption>
          <thead>
            <tr>
              <td />
              {loans.map((loan, i) => (
                <th key={i} scope="col" className={loan.rank === 1 ? styles.best : undefined}>
                  Loan {i + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                {loans.map((loan, i) => (
                  <td key={i} data-testid={`${row.id}-${i + 1}`} className={loan.rank === 1 ? styles.best : undefined}>
                    {row.cell(loan, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Folded as the other calculators' working is: nine meanings ran between the answer and "Get a quote". */}
      <details className={shared.working}>
        <summary>What the figures mean</summary>
        <dl className={styles.meanings} data-testid="comparison-meanings">
          {rows.map(
            (row) =>
              meanings(horizonLabel)[row.id] && (
                <div key={row.id}>
                  <dt>{row.label}</dt>
                  <dd>
                    {meanings(horizonLabel)[row.id]}
                    {glossary[row.id] && (
                      <>
                        {' '}
                        <GlossaryLink anchor={glossary[row.id]!} />
                      </>
                    )}
                  </dd>
                </div>
              ),
          )}
        </dl>
      </details>
    </>
  );
}
