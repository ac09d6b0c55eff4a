/**
 * Balance owing and interest paid so far at the end of each loan year, drawn
 * as inline SVG (no chart library). The caption states the same story in
 * words for anyone who cannot see the chart; the schedule has every figure.
 */
import type {YearRow} from '../../../finance';
import {formatWholeDollars} from '../../../finance/format';
import styles from './styles.module.css';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = {top: 16, right: 16, bottom: 32, left: 72};

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
  const top = Math.max(...balances, ...interest, 1);
  const x = (i: number) => PAD.left + (i / Math.max(1, years.length)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / top) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (values: number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const totalInterest = cumulative.at(-1) ?? 0;
  const halfway = years[Math.floor(years.length / 2) - 1];
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);

  return (
    <figure className={styles.figure} aria-labelledby="balance-chart-caption">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} aria-hidden="true" focusable="false">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" className={styles.tick}>
              {formatWholeDollars(t)}
            </text>
          </g>
        ))}
        {[0, years.length].map((i) => (
          // The last label ends at the right edge rather than running off it.
          <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor={i === 0 ? 'middle' : 'end'} className={styles.tick}>
            {stepLabel} {i}
          </text>
        ))}
        <path d={line(balances)} className={styles.balance} />
        <path d={line(interest)} className={styles.interest} />
      </svg>
      <figcaption id="balance-chart-caption" className={styles.caption}>
        <span className={styles.key}>
          <span className={styles.keyBalance} aria-hidden="true" /> Balance owing
        </span>
        <span className={styles.key}>
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
