/**
 * Cumulative cost of several loans month by month, one line each, drawn as
 * inline SVG with a marker at the comparison horizon. Lines differ in colour
 * and dash pattern; the caption tells the story in words, and the comparison
 * table beside it has every figure.
 */
import {formatWholeDollars} from '../../../finance/format';
import styles from './styles.module.css';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = {top: 16, right: 16, bottom: 32, left: 80};

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
  const top = Math.max(1, ...all);
  const bottom = Math.min(0, ...all);
  const x = (month: number) => PAD.left + (month / months) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - bottom) / (top - bottom)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (values: readonly number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => bottom + f * (top - bottom));
  const yearTicks = [0, horizonMonth, months].filter((m, i, list) => list.indexOf(m) === i && m <= months);

  return (
    <figure className={styles.figure} aria-labelledby="cost-chart-caption">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} aria-hidden="true" focusable="false">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" className={styles.tick}>
              {formatWholeDollars(t)}
            </text>
          </g>
        ))}
        {yearTicks.map((m) => (
          <text key={m} x={x(m)} y={HEIGHT - 8} textAnchor={m === months ? 'end' : 'middle'} className={styles.tick}>
            Year {Math.round((m / 12) * 10) / 10}
          </text>
        ))}
        <line
          x1={x(horizonMonth)}
          x2={x(horizonMonth)}
          y1={PAD.top}
          y2={HEIGHT - PAD.bottom}
          className={styles.horizon}
        />
        {series.map((s, i) => (
          <path key={s.label} d={line(s.values)} className={`${styles.line} ${styles[`series${i + 1}`]}`} />
        ))}
      </svg>
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
