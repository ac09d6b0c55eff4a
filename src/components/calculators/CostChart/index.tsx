/**
 * Cumulative cost of several loans month by month, one line each, drawn as
 * inline SVG with a marker at the comparison horizon. Lines differ in colour
 * and dash pattern; the caption tells the story in words, and the comparison
 * table beside it has every figure.
 */
import {formatWholeDollars} from '../../../finance/format';
import ChartFrame, {PLOT_HEIGHT, PLOT_WIDTH} from '../ChartFrame';
import {niceTicks, stepTicks} from '../niceTicks';
import styles from './styles.module.css';

export interface CostSeries {
  label: string;
  /** Cost at the end of month 0, 1, 2, ... */
  values: readonly number[];
}

interface Props {
  series: readonly CostSeries[];
  /** Month marked as the comparison horizon. */
  horizonMonth: number;
  summary: string;
}

export default function CostChart({series, horizonMonth, summary}: Props) {
  const months = Math.max(1, ...series.map((s) => s.values.length - 1));
  const all = series.flatMap((s) => s.values);
  const yTicks = niceTicks(Math.max(...all), Math.min(...all));
  const [bottom, top] = [yTicks[0]!, yTicks.at(-1)!];
  const x = (month: number) => (month / months) * PLOT_WIDTH;
  const y = (v: number) => (1 - (v - bottom) / (top - bottom)) * PLOT_HEIGHT;
  const line = (values: readonly number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  // Two years or more are labelled in whole years, shorter loans in months.
  const inYears = months >= 24;
  const xTicks = inYears
    ? stepTicks(Math.floor(months / 12)).map((year) => ({at: (year * 12) / months, label: String(year)}))
    : stepTicks(months).map((month) => ({at: month / months, label: String(month)}));

  return (
    <figure className={styles.figure} aria-labelledby="cost-chart-caption">
      <ChartFrame
        yTicks={yTicks.map((t) => ({at: (t - bottom) / (top - bottom), label: formatWholeDollars(t)}))}
        xTicks={xTicks}
        xTitle={inYears ? 'Years' : 'Months'}>
        <line
          x1={x(horizonMonth)}
          x2={x(horizonMonth)}
          y1={0}
          y2={PLOT_HEIGHT}
          className={styles.horizon}
          vectorEffect="non-scaling-stroke"
        />
        {series.map((s, i) => (
          <path
            key={s.label}
            d={line(s.values)}
            className={`${styles.line} ${styles[`series${i + 1}`]}`}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </ChartFrame>
      <figcaption id="cost-chart-caption" className={styles.caption}>
        {series.map((s, i) => (
          <span key={s.label} className={styles.key}>
            <span className={`${styles.swatch} ${styles[`swatch${i + 1}`]}`} aria-hidden="true" /> {s.label}
          </span>
        ))}
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.swatchHorizon}`} aria-hidden="true" /> Comparison period
        </span>
        <span className={styles.summary}>{summary}</span>
      </figcaption>
    </figure>
  );
}
