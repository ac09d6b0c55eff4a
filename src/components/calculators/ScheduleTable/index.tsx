/**
 * How a loan calculator's detail ends: the balance chart under its heading, then the amortisation schedule by loan
 * year, each year expandable to its repayments, with a CSV download; or, for a loan of a few months (a bridging
 * period), every period in one table, since a single "Year 1" row explains nothing.
 */
import type {ComponentProps, ReactNode} from 'react';
import {perPeriod, type ScheduleRow, type YearRow} from '../../../finance/schedule';
import {formatMoney} from '../../../finance/format';
import BalanceChart from '../BalanceChart';
import {downloadCsv, scheduleCsv} from './csv';
import styles from './styles.module.css';

interface Props {
  principal: number;
  years: readonly YearRow[];
  schedule: readonly ScheduleRow[];
  /** The repayment period, "month", "fortnight" or "week": the name of the table's first column. */
  period: string;
  filename: string;
  chartHeading?: string;
  /** Chart each repayment period rather than each year: a loan of a few years shows little in years. */
  chartByPeriod?: boolean;
  chart?: Pick<ComponentProps<typeof BalanceChart>, 'interestLabel' | 'summary'>;
  heading?: string;
  /** A sentence under the heading, e.g. how capitalised interest shows in the table. */
  intro?: ReactNode;
  /** Every period in one table, not grouped into years. */
  flat?: boolean;
}

function Periods({rows, periodLabel, caption}: {rows: readonly ScheduleRow[]; periodLabel: string; caption: string}) {
  return (
    // Keyboard users must be able to scroll the table sideways on a phone (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.periods}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodLabel}</th>
            <th scope="col">Repayment</th>
            <th scope="col">Interest</th>
            <th scope="col">Principal</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <td>{row.period}</td>
              <td>{formatMoney(row.payment)}</td>
              <td>{formatMoney(row.interest)}</td>
              <td>{formatMoney(row.principal)}</td>
              <td>{formatMoney(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ScheduleTable({
  principal,
  years,
  schedule,
  period,
  filename,
  chartHeading = 'Balance over time',
  chartByPeriod = false,
  chart,
  heading = 'Repayment schedule',
  intro,
  flat = false,
}: Props) {
  const periodLabel = period.charAt(0).toUpperCase() + period.slice(1);
  return (
    <>
      <h2>{chartHeading}</h2>
      <BalanceChart
        principal={principal}
        {...(chartByPeriod ? {years: perPeriod(schedule), stepLabel: periodLabel} : {years})}
        {...chart}
      />
      <section aria-labelledby="schedule-heading" className={styles.schedule}>
        <div className={styles.header}>
          <h2 id="schedule-heading">{heading}</h2>
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={() => downloadCsv(filename, scheduleCsv(schedule))}>
            Download CSV
          </button>
        </div>
        {intro && <p className={styles.intro}>{intro}</p>}
        {flat ? (
          <Periods rows={schedule} periodLabel={periodLabel} caption={heading} />
        ) : (
          <>
            <div className={styles.head} aria-hidden="true">
              <span>Year</span>
              <span>Repayments</span>
              <span>Interest</span>
              <span>Principal</span>
              <span>Balance at year end</span>
            </div>
            {years.map((year) => (
              <details key={year.year} className={styles.year}>
                <summary className={styles.row}>
                  <span>Year {year.year}</span>
                  <span>{formatMoney(year.payments)}</span>
                  <span>{formatMoney(year.interest)}</span>
                  <span>{formatMoney(year.principal)}</span>
                  <span>{formatMoney(year.closingBalance)}</span>
                </summary>
                <Periods rows={year.rows} periodLabel={periodLabel} caption={`Repayments in year ${year.year}`} />
              </details>
            ))}
          </>
        )}
      </section>
    </>
  );
}
