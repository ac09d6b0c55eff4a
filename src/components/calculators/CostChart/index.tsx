/**
 * Cumulative cost of several loans month by month, one line each, drawn as
 * inline SVG with a marker at the comparison horizon. Lines differ in colour
 * and dash pattern; the caption tells the story in words, and the comparison
 * table beside it has every figure.
 */
import ChartFrame from '../ChartFrame';
import {stepTicks} from '../niceTicks';

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
  // Two years or more are labelled in whole years, shorter loans in months.
  const inYears = months >= 24;
  return (
    <ChartFrame
      series={series}
      xTicks={
        inYears
          ? stepTicks(Math.floor(months / 12)).map((year) => ({step: year * 12, label: String(year)}))
          : stepTicks(months).map((month) => ({step: month, label: String(month)}))
      }
      xTitle={inYears ? 'Years' : 'Months'}
      marker={{step: horizonMonth, label: 'Comparison period'}}
      captionId="cost-chart-caption"
      summary={summary}
      screenOnlySummary
    />
  );
}
