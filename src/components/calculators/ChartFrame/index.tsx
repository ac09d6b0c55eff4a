/**
 * The axes of a line chart, shared by the balance and cost charts. The lines are SVG stretched to the plot
 * area; the axis labels are HTML beside it, so they keep the page's type size at any width (SVG text would
 * shrink with the drawing on a phone). Hidden from assistive technology: each chart's caption tells its story.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The drawing's own units: lines are drawn in 0..PLOT_WIDTH across and 0..PLOT_HEIGHT down. */
export const PLOT_WIDTH = 600;
export const PLOT_HEIGHT = 240;

export interface Tick {
  /** Where the tick sits, from 0 (left or bottom) to 1 (right or top). */
  at: number;
  label: string;
}

interface Props {
  yTicks: readonly Tick[];
  xTicks: readonly Tick[];
  /** What the horizontal axis counts, e.g. "Years". */
  xTitle: string;
  /** Lines and marks in plot units, drawn over the grid. */
  children: ReactNode;
}

export default function ChartFrame({yTicks, xTicks, xTitle, children}: Props) {
  return (
    // Axis labels are drawing, not text: kept out of search excerpts as they are out of the accessibility tree.
    <div className={styles.frame} aria-hidden="true" data-pagefind-ignore="all">
      <div className={styles.yAxis}>
        {/* Invisible copies give the column the width of its longest label. */}
        {yTicks.map((t) => (
          <span key={`size-${t.label}`} className={styles.sizer}>
            {t.label}
          </span>
        ))}
        {yTicks.map((t) => (
          <span key={t.label} className={styles.yLabel} style={{top: `${(1 - t.at) * 100}%`}}>
            {t.label}
          </span>
        ))}
      </div>
      <div className={styles.plot}>
        <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" focusable="false">
          {yTicks.map((t) => (
            <line
              key={t.label}
              x1={0}
              x2={PLOT_WIDTH}
              y1={(1 - t.at) * PLOT_HEIGHT}
              y2={(1 - t.at) * PLOT_HEIGHT}
              className={styles.grid}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {children}
        </svg>
      </div>
      <div className={styles.xAxis}>
        {xTicks.map((t, i) => (
          <span
            key={t.label}
            className={styles.xLabel}
            // The first and last labels stay inside the plot's edges.
            data-edge={i === 0 && t.at === 0 ? 'start' : t.at === 1 ? 'end' : undefined}
            style={{left: `${t.at * 100}%`}}>
            {t.label}
          </span>
        ))}
      </div>
      <span className={styles.xTitle}>{xTitle}</span>
    </div>
  );
}
