/**
 * A calculator's results as data: each row's label, value, whether it is a headline figure and what it
 * means in plain English. The results list on the page, the result bar, the printed summary and the
 * scenario handed to the quote form all come from the same rows, so a figure is named once.
 */
import type {SyntheticEvent} from 'react';
import Link from '@site/src/components/SiteLink';
import styles from '../calculator.module.css';

export interface ResultRow {
  label: string;
  /** Already formatted for display: "$1,312.50", "62.71%". */
  value: string;
  /**
   * A headline figure: one of the (at most three) the results lead with, before "Show the working", and the
   * figures the result bar keeps in sight. The loan calculators lead with the total cost.
   */
  headline?: boolean;
  /** The label in the result bar, where the full label is too long for it. */
  short?: string;
  /** The figure's parts, in words and whole dollars, one a line, right under it: a total that adds costs paid anyway. */
  parts?: readonly string[];
  /** One plain-English sentence: what the figure is and why it matters. */
  meaning?: string;
  /** The glossary entry that explains the term (its anchor on /resources/glossary). */
  glossary?: string;
  testId?: string;
  /** A heading the row is listed under ("Liquidity"); rows of one group are written together (see inGroup). */
  group?: string;
}

/** Rows written as `condition && {...}`: the ones whose condition fails are dropped. */
export type MaybeRow = ResultRow | false | undefined | null;

/** Rows listed under one heading: `...inGroup('Liquidity', [{label: …}, …])`. */
export const inGroup = (group: string, rows: readonly MaybeRow[]): MaybeRow[] =>
  rows.map((row) => row && {...row, group});

export function shownRows(rows: readonly MaybeRow[]): ResultRow[] {
  return rows.filter((row): row is ResultRow => Boolean(row));
}

/** The figures the results lead with and the result bar shows: the headline rows, at most three. */
export const headlineRows = (rows: readonly ResultRow[]): ResultRow[] => rows.filter((row) => row.headline).slice(0, 3);

/** "peak-debt" -> "peak debt", "lvr" -> "LVR": the glossary entry's name, from its anchor. */
const glossaryTerm = (anchor: string) => (anchor.length <= 4 ? anchor.toUpperCase() : anchor.replace(/-/g, ' '));

/** "Glossary: peak debt", linking to the entry that explains a figure's term. */
export function GlossaryLink({anchor}: {anchor: string}) {
  return (
    <Link to={`/resources/glossary#${anchor}`} className={styles.glossaryLink}>
      Glossary: {glossaryTerm(anchor)}
    </Link>
  );
}

function Rows({rows}: {rows: readonly ResultRow[]}) {
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.label} className={row.headline ? styles.headline : undefined}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
          {row.parts && (
            <dd className={styles.parts} data-testid={row.testId && `${row.testId}-parts`}>
              {row.parts.map((part) => (
                <span key={part}>{part}</span>
              ))}
            </dd>
          )}
          {row.meaning && (
            <dd className={styles.meaning}>
              {row.meaning}
              {row.glossary && (
                <>
                  {' '}
                  <GlossaryLink anchor={row.glossary} />
                </>
              )}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

function Grouped({rows}: {rows: readonly ResultRow[]}) {
  const groups = [...new Set(rows.map((row) => row.group))];
  if (groups.length === 1 && groups[0] === undefined) return <Rows rows={rows} />;
  return groups.map((group) => (
    <div key={group ?? ''}>
      {group && <h3>{group}</h3>}
      <Rows rows={rows.filter((row) => row.group === group)} />
    </div>
  ));
}

/**
 * Opening the working makes the answer taller; on a wide screen that column is sticky, and near the foot of the form
 * it then grows upwards, which took the summary the visitor had just pressed, and her focus, off the top of the
 * screen (a keyboard trial). Once open, the summary is scrolled back into view if it left it.
 */
function keepSummaryInView(event: SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (details.open) details.querySelector('summary')?.scrollIntoView({block: 'nearest'});
}

/**
 * The headline figures (at most three, in the rows' order) lead, so a phone reader takes the answer in at a
 * glance; the rest, the working, sits in a native disclosure, closed until asked for. It stays in the page, so
 * screen readers, the printed summary (printed open) and the quote form's scenario still have every figure.
 */
export default function ResultList({rows}: {rows: readonly ResultRow[]}) {
  const headline = headlineRows(rows);
  const working = rows.filter((row) => !headline.includes(row));
  return (
    <>
      {headline.length > 0 && <Rows rows={headline} />}
      {working.length > 0 &&
        (headline.length > 0 ? (
          <details className={styles.working} data-testid="working" onToggle={keepSummaryInView}>
            <summary>Show the working</summary>
            <Grouped rows={working} />
          </details>
        ) : (
          <Grouped rows={working} />
        ))}
    </>
  );
}
