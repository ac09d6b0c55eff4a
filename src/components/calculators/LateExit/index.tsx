/**
 * "If the sale is late or lower": the late-or-low-exit cases (src/finance/lateExit, defined in
 * docs-dev/CALCULATORS.md) as a table. Bridging, second-mortgage and caveat borrowers are hurt most when
 * the sale or refinance that repays the loan comes late or low; this shows what that costs before they sign.
 */
import {useState} from 'react';
import Link from '@site/src/components/SiteLink';
import {lateExit, type LateExitCase, type LateExitInputs} from '../../../finance/lateExit';
import {formatWholeDollars, formatPercent} from '../../../finance/format';
// The calculators' own facts file, not the whole register: the page carries only the figures it shows.
import calculatorFacts from '../../../facts/data/calculators';
import {formatDate} from '../../../content/formatDate';
import type {NumberSpec} from '../description';
import styles from './styles.module.css';
import {labels} from '../labels';

const defaultMarginFact = calculatorFacts['default-interest-margin'];

/** The default margin, asked on every calculator with a late-exit section; its hint gives the register's dated examples. */
export const defaultMarginField: NumberSpec<string> = {
  label: 'Default margin (% p.a.)',
  unit: '% p.a.',
  default: String(defaultMarginFact.value),
  max: 50,
  // Short, at the field: the register's dated example and the test are in the late-exit section's text.
  hint: `Added to the rate once the term ends. ${defaultMarginFact.value}% is only a starting figure: enter your loan’s own.`,
};

interface Props {
  inputs: LateExitInputs;
  /** "sale" for a bridging loan; "sale or refinance" for a second mortgage or caveat loan. */
  exit: string;
  /** How the last column reads "left": the bridging end debt, or a second mortgage's equity left. */
  leftColumn: 'end debt' | 'equity';
}

function when(c: LateExitCase): string {
  const late = c.daysLate === 0 ? 'On time' : `${c.daysLate} days late`;
  return c.pricePercent < 100 ? `${late}, price ${100 - c.pricePercent}% lower` : late;
}

function left(c: LateExitCase, column: Props['leftColumn']): string {
  if (column === 'equity') return c.left < 0 ? `Shortfall ${formatWholeDollars(-c.left)}` : formatWholeDollars(c.left);
  return c.left < 0 ? formatWholeDollars(-c.left) : `None (${formatWholeDollars(c.left)} left over)`;
}

export default function LateExit({inputs, exit, leftColumn}: Props) {
  const cases = lateExit(inputs);
  // On a phone: the case, its extra interest and what is left, the figures that decide; the other four on request.
  const [allColumns, setAllColumns] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="late-exit-heading" data-print data-testid="late-exit">
      <h2 id="late-exit-heading">If the {exit} is late or lower</h2>
      <p>
        What you would owe if the {exit} came 30, 60 or 90 days after the planned date, or at a 10% lower price, with
        the default margin once the term has ended.
      </p>
      {/* The how and the courts' view on request: open, they ran to 13 lines on a phone before the table. */}
      <details className={styles.more}>
        <summary>How default interest works</summary>
        <p>
          The default margin applies once the term has ended (see{' '}
          <Link to="/resources/glossary#default-interest">default interest</Link>); many loans also charge it on a
          missed payment. Courts set no accepted range: {defaultMarginFact.text} (as at{' '}
          {formatDate(defaultMarginFact.asAt)}).
        </p>
      </details>
      <button
        type="button"
        className={`link-button ${styles.columnsToggle}`}
        // Its name says what it does next, so no expanded state beside it ("Show the three key columns, expanded").
        aria-controls="late-exit-table"
        onClick={() => setAllColumns(!allColumns)}>
        {allColumns ? 'Show the three key columns' : 'Show all seven columns'}
      </button>
      {/* Where the seven columns run off the box, say so (styles.module.css: only then). The headings are
          short, so the header row stays low, and the row labels stay in view as the figures scroll under them. */}
      <p className={styles.cue} aria-hidden="true" data-testid="late-exit-cue">
        Swipe the table sideways for all seven columns →
      </p>
      {/* Keyboard users must be able to scroll the table sideways (axe: scrollable-region-focusable). */}
      <div
        id="late-exit-table"
        className={styles.scroll}
        role="region"
        aria-label="Late or lower exit, case by case"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}>
        <table className={`${styles.table} ${allColumns ? '' : styles.keyColumns}`}>
          <thead>
            <tr>
              <th scope="col">What happens</th>
              <th scope="col">Extra interest</th>
              <th scope="col">Of which default</th>
              <th scope="col">Debt then</th>
              <th scope="col">LVR then</th>
              <th scope="col">Term ended?</th>
              <th scope="col">{leftColumn === 'equity' ? labels.equityAfterBothLoans : labels.endDebtAfterSale}</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={`${c.daysLate}-${c.pricePercent}`}>
                <th scope="row">{when(c)}</th>
                <td>{formatWholeDollars(c.extraInterest)}</td>
                <td>{formatWholeDollars(c.defaultInterest)}</td>
                <td>{formatWholeDollars(c.debt)}</td>
                <td>{formatPercent(c.lvrPercent)}</td>
                <td>{c.termExpired ? 'Yes' : 'No'}</td>
                <td>{left(c, leftColumn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        Extra days are charged daily (rate ÷ 365) on the debt at the planned date, plus the default margin after the
        term ends{leftColumn === 'equity' && ', with the first mortgage unchanged'}. Extension fees and enforcement
        costs would add more: if the exit is slipping, tell the lender early.
      </p>
    </section>
  );
}
