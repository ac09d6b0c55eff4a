/**
 * A line chart as a figure, shared by the balance and cost charts: axes, one line a series told apart by colour
 * and dash, an optional marked step, and a caption with the key and the chart's story in words for anyone who
 * cannot see it. The lines are SVG stretched to the plot area; the axis labels are HTML beside it, so they keep
 * the page's type size at any width (SVG text would shrink with the drawing on a phone). The axes are hidden
 * from assistive technology: the caption tells the story.
 */
import type {ReactNode} from 'react';
import {formatWholeDollars} from '../../../finance/format';
import {niceTicks} from '../niceTicks';
import styles from './styles.module.css';

/** The drawing's own units: lines are drawn in 0..PLOT_WIDTH across and 0..PLOT_HEIGHT down. */
const PLOT_WIDTH = 600;
const PLOT_HEIGHT = 240;

interface Props {
  /** One line a series, in the key's order (four at most); values[i] is the dollar figure at step i. */
  series: readonly {label: string; values: readonly number[]}[];
  /** Labelled steps along the horizontal axis. */
  xTicks: readonly {step: number; label: string}[];
  /** What the horizontal axis counts, e.g. "Years". */
  xTitle: string;
  /** A step marked by a dotted upright line, named in the key. */
  marker?: {step: number; label: string};
  captionId: string;
  summary: ReactNode;
  /** Leaves the summary off paper, where a table beside the chart gives its figures. */
  screenOnlySummary?: boolean;
}

export default function ChartFrame({series, xTicks, xTitle, marker, captionId, summary, screenOnlySummary}: Props) {
  const all = series.flatMap((s) => s.values);
  const yTicks = niceTicks(Math.max(...all), Math.min(...all));
  const [bottom, top] = [yTicks[0]!, yTicks.at(-1)!];
  const steps = Math.max(1, ...series.map((s) => s.values.length - 1));
  const x = (step: number) => (step / steps) * PLOT_WIDTH;
  const y = (v: number) => (1 - (v - bottom) / (top - bottom)) * PLOT_HEIGHT;
  const line = (values: readonly number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      {/* Axis labels are drawing, not text: kept out of search excerpts as they are out of the accessibility tree. */}
      <div className={styles.frame} aria-hidden="true" data-pagefind-ignore="all">
        <div className={styles.yAxis}>
          {/* Invisible copies give the column the width of its longest label. */}
          {yTicks.map((t) => (
            <span key={`size-${t}`} className={styles.sizer}>
              {formatWholeDollars(t)}
            </span>
          ))}
          {yTicks.map((t) => (
            <span key={t} className={styles.yLabel} style={{top: `${(y(t) / PLOT_HEIGHT) * 100}%`}}>
              {formatWholeDollars(t)}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" focusable="false">
            {yTicks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={PLOT_WIDTH}
                y1={y(t)}
                y2={y(t)}
                className={styles.grid}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {marker && (
              <line
                x1={x(marker.step)}
                x2={x(marker.step)}
                y1={0}
                y2={PLOT_HEIGHT}
                className={styles.marker}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {series.map((s, i) => (
              <path
                key={s.label}
                d={line(s.values)}
                className={`${styles.line} ${styles[`series${i + 1}`]}`}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
        </div>
        <div className={styles.xAxis}>
          {xTicks.map((t) => (
            <span
              key={t.label}
              className={styles.xLabel}
              // The first and last labels stay inside the plot's edges.
              data-edge={t.step === 0 ? 'start' : t.step === steps ? 'end' : undefined}
              style={{left: `${(t.step / steps) * 100}%`}}>
              {t.label}
            </span>
          ))}
        </div>
        <span className={styles.xTitle}>{xTitle}</span>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {[...series, ...(marker ? [marker] : [])].map((s, i) => (
          <span key={s.label} className={styles.key} data-pagefind-ignore="all">
            <span
              className={`${styles.swatch} ${styles[i < series.length ? `swatch${i + 1}` : 'swatchMarker']}`}
              aria-hidden="true"
            />{' '}
            {s.label}
          </span>
        ))}
        <span className={styles.summary} data-screen-only={screenOnlySummary || undefined}>
          {summary}
        </span>
      </figcaption>
    </figure>
  );
}
