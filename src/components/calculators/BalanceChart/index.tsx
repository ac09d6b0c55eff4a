/**
 * Balance owing and interest paid so far at the end of each loan year, drawn
 * as inline SVG (no chart library) on round axes. The caption states the same story in
 * words for anyone who cannot see the chart; the schedule has every figure.
 */
import type {YearRow} from '../../../finance/schedule';
import {formatWholeDollars} from '../../../finance/format';
import ChartFrame, {PLOT_HEIGHT, PLOT_WIDTH} from '../ChartFrame';
import {niceTicks, stepTicks} from '../niceTicks';
import styles from './styles.module.css';

interface Props {
  principal: number;
  /** One point per step: loan years, or single periods (see perPeriod) for short loans. */
  years: readonly YearRow[];
  /** What a step is: "Year" (default), "Month", "Fortnight", "Week". */
  stepLabel?: string;
  interestLabel?: string;
  /** Replaces the sentence that tells the chart's story in words. */
  summary?: string;
}

export default function BalanceChart({
  principal,
  years,
  stepLabel = 'Year',
  interestLabel = 'Interest paid so far',
  summary,
}: Props) {
  const step = stepLabel.toLowerCase();
  const cumulative = years.reduce<number[]>((acc, y) => [...acc, (acc.at(-1) ?? 0) + y.interest], []);
  const balances = [principal, ...years.map((y) => y.closingBalance)];
  const interest = [0, ...cumulative];
  const yTicks = niceTicks(Math.max(...balances, ...interest));
  const top = yTicks.at(-1)!;
  const steps = Math.max(1, years.length);
  const x = (i: number) => (i / steps) * PLOT_WIDTH;
  const y = (v: number) => (1 - v / top) * PLOT_HEIGHT;
  const line = (values: number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const totalInterest = cumulative.at(-1) ?? 0;
  const halfway = years[Math.floor(years.length / 2) - 1];

  return (
    <figure className={styles.figure} aria-labelledby="balance-chart-caption">
      <ChartFrame
        yTicks={yTicks.map((t) => ({at: t / top, label: formatWholeDollars(t)}))}
        xTicks={stepTicks(years.length).map((i) => ({at: i / steps, label: String(i)}))}
        xTitle={`${stepLabel}s`}>
        <path d={line(balances)} className={styles.balance} vectorEffect="non-scaling-stroke" />
        <path d={line(interest)} className={styles.interest} vectorEffect="non-scaling-stroke" />
      </ChartFrame>
      <figcaption id="balance-chart-caption" className={styles.caption}>
        <span className={styles.key} data-pagefind-ignore="all">
          <span className={styles.keyBalance} aria-hidden="true" /> Balance owing
        </span>
        <span className={styles.key} data-pagefind-ignore="all">
          <span className={styles.keyInterest} aria-hidden="true" /> {interestLabel}
        </span>
        <span className={styles.summary}>
          {summary ?? (
            <>
              The balance starts at {formatWholeDollars(principal)}
              {halfway ? `, is ${formatWholeDollars(halfway.closingBalance)} after ${step} ${halfway.year}` : ''} and is
              repaid by the end of {step} {years.length}. Interest paid over the term adds up to{' '}
              {formatWholeDollars(totalInterest)}.
            </>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
