/**
 * How a loan calculator's detail ends: the balance chart under its heading, then the amortisation schedule by loan
 * year, each year expandable to its repayments (years after the fifth folded together), with a CSV download; or, for a loan of a few months (a bridging
 * period), every period in one table, since a single "Year 1" row explains nothing.
 */
import type {ComponentProps, ReactNode} from 'react';
import {perPeriod, type ScheduleRow, type YearRow} from '../../../finance/schedule';
import {formatWholeDollars} from '../../../finance/format';
import BalanceChart from '../BalanceChart';
import {downloadCsv, scheduleCsv} from './csv';
import styles from './styles.module.css';
import {upperFirst} from '../../../content/lowerFirst';

interface Props {
  principal: number;
  years: readonly YearRow[];
  schedule: readonly ScheduleRow[];
  /** The repayment period, "month", "fortnight" or "week": the name of the table's first column. */
  period: string;
  filename: string;
  chartHeading?: string;
  /**
   * Chart each repayment period rather than each year; by default for a loan of SHORT_LOAN_YEARS or less, which shows
   * little in years (and an interest-only loan's last-day repayment would be drawn as a year-long slope).
   */
  chartByPeriod?: boolean;
  chart?: Pick<ComponentProps<typeof BalanceChart>, 'interestAdded' | 'summary' | 'interestOnly'>;
  heading?: string;
  /** A sentence under the heading, e.g. how capitalised interest shows in the table. */
  intro?: ReactNode;
  /** Every period in one table, not grouped into years: a loan of a few months. */
  flat?: boolean;
}

const COLUMNS = [
  {label: 'Repayment', value: (row: ScheduleRow) => row.payment},
  {label: 'Interest', value: (row: ScheduleRow) => row.interest},
  {label: 'Principal', value: (row: ScheduleRow) => row.principal},
  {label: 'Balance', value: (row: ScheduleRow) => row.balance},
] as const;

/**
 * The columns worth showing: none that is $0 in every row, and no principal when nothing is repaid (capitalised
 * interest), where it would only be the interest again, negative. The CSV keeps every column.
 */
function columnsOf(rows: readonly ScheduleRow[]) {
  const nothingPaid = rows.every((row) => row.payment === 0);
  return COLUMNS.filter(
    (column) =>
      column.label === 'Balance' ||
      (rows.some((row) => column.value(row) !== 0) && !(nothingPaid && column.label === 'Principal')),
  );
}

interface PeriodsProps {
  rows: readonly ScheduleRow[];
  periodLabel: string;
  caption: string;
  className?: string;
}

function Periods({rows, periodLabel, caption, className}: PeriodsProps) {
  const columns = columnsOf(rows);
  return (
    // Keyboard users must be able to scroll the table sideways on a phone (axe: scrollable-region-focusable).
    // "Table: ...": in a flat schedule the caption is the section's own heading, and two landmarks had one name.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={`Table: ${caption}`} tabIndex={0}>
      <table className={`${styles.periods} ${className ?? ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodLabel}</th>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <td>{row.period}</td>
              {columns.map((column) => (
                <td key={column.label}>{formatWholeDollars(column.value(row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Years listed before the rest fold under "Years 6 to 25": a long loan's years ran about a screen and a half on a
 * phone before the page went on, and the first years are where a borrower looks.
 */
const YEARS_SHOWN = 5;

/** How many years to list before the fold: all of them when only one would fold ("Years 6 to 6" folds nothing). */
function yearsListed(count: number): number {
  return count > YEARS_SHOWN + 1 ? YEARS_SHOWN : count;
}

/** A year's totals, in the order of the schedule's heading row. */
const yearColumns = [
  {label: 'Repayments', value: (year: YearRow) => year.payments},
  {label: 'Interest', value: (year: YearRow) => year.interest},
  {label: 'Principal', value: (year: YearRow) => year.principal},
  {label: 'Balance at year end', value: (year: YearRow) => year.closingBalance},
] as const;

/**
 * One loan year: its totals as the row a visitor opens into that year's repayments. A summary is not a table row,
 * so each figure carries its column's name for a screen reader ("Interest $74,520"), which the heading row above,
 * drawn for the eye, cannot give it.
 */
function Year({year, periodLabel}: {year: YearRow; periodLabel: string}) {
  return (
    <details className={styles.year}>
      <summary className={styles.row}>
        <span>Year {year.year}</span>
        {yearColumns.map(({label, value}) => (
          <span key={label}>
            <span className="sr-only">{label} </span>
            {formatWholeDollars(value(year))}
          </span>
        ))}
      </summary>
      <Periods rows={year.rows} periodLabel={periodLabel} caption={`Repayments in year ${year.year}`} />
    </details>
  );
}

const SHORT_LOAN_YEARS = 3;

export default function ScheduleTable({
  principal,
  years,
  schedule,
  period,
  filename,
  chartHeading = 'Balance over time',
  chartByPeriod = years.length <= SHORT_LOAN_YEARS,
  chart,
  heading = 'Repayment schedule',
  intro,
  flat = false,
}: Props) {
  const periodLabel = upperFirst(period);
  const listed = yearsListed(years.length);
  return (
    <>
      <h2>{chartHeading}</h2>
      <BalanceChart
        principal={principal}
        repaidInOneSum={schedule.length > 1 && schedule.at(-2)!.balance >= principal}
        {...(chartByPeriod ? {years: perPeriod(schedule), stepLabel: periodLabel} : {years})}
        {...chart}
      />
      {/* Printed with the summary (data-print): a GP's accountant wanted each year's interest on paper. */}
      <section aria-labelledby="schedule-heading" className={styles.schedule} data-print>
        <div className={styles.header}>
          <h2 id="schedule-heading">{heading}</h2>
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={() => downloadCsv(filename, scheduleCsv(schedule))}>
            Download CSV
          </button>
        </div>
        {/* One rule in every schedule on the site: whole dollars on screen, the cents in the CSV. */}
        <p className={styles.intro}>{intro && <>{intro} </>}In whole dollars; the CSV has the cents.</p>
        {flat ? (
          <Periods rows={schedule} periodLabel={periodLabel} caption={heading} className={styles.flat} />
        ) : (
          <>
            <div className={styles.head} aria-hidden="true">
              <span>Year</span>
              {yearColumns.map(({label}) => (
                <span key={label}>{label}</span>
              ))}
            </div>
            {years.slice(0, listed).map((year) => (
              <Year key={year.year} year={year} periodLabel={periodLabel} />
            ))}
            {years.length > listed && (
              <details className={`${styles.year} ${styles.rest}`}>
                <summary className={styles.more}>
                  Years {listed + 1} to {years.length}
                </summary>
                {years.slice(listed).map((year) => (
                  <Year key={year.year} year={year} periodLabel={periodLabel} />
                ))}
              </details>
            )}
          </>
        )}
      </section>
    </>
  );
}
