/**
 * Bridging finance: the debt at the start, the peak debt once interest is capitalised, and the end debt left
 * after the sale. The defaults are the bridging guide's illustrative example.
 */
import Figure from '../Figure';
import {dollars, percent} from '../format';
import styles from '../diagram.module.css';

interface Props {
  /** Existing loan + purchase price + purchase costs - cash: the bridge at settlement. */
  startDebt?: number;
  /** Interest added to the loan over the bridging period. */
  capitalisedInterest?: number;
  /** Net sale proceeds applied to the loan. */
  saleProceeds?: number;
  /** Both properties together, for the peak debt LVR. */
  combinedValue?: number;
  /** The property being bought, for the end debt LVR. */
  newPropertyValue?: number;
  /** How long the interest runs, e.g. "six months". */
  period?: string;
}

const BASE = 200; // the bars' baseline
const TALL = 150; // the peak debt's height
// Wide enough that a bold "$762,000" inside the end bar's dashed outline keeps clear of its sides.
const BAR = 88;

export default function PeakDebtDiagram({
  startDebt = 1_570_000,
  capitalisedInterest = 72_000,
  saleProceeds = 880_000,
  combinedValue = 2_100_000,
  newPropertyValue = 1_200_000,
  period = 'six months',
}: Props) {
  const peak = startDebt + capitalisedInterest;
  const end = Math.max(0, peak - saleProceeds);
  const h = (value: number) => (value / peak) * TALL;
  const bars = [
    {x: 8, name: 'At settlement', value: startDebt, note: ''},
    {x: 126, name: 'Peak debt', value: peak, note: percent(peak, combinedValue)},
    {x: 244, name: 'End debt', value: end, note: percent(end, newPropertyValue)},
  ];
  return (
    <Figure
      title="Peak debt and end debt in a bridging loan"
      description={`The bridge starts at ${dollars(startDebt)}. ${dollars(capitalisedInterest)} of interest capitalised over ${period} takes it to a peak debt of ${dollars(peak)}, ${percent(peak, combinedValue)} of the ${dollars(combinedValue)} both properties are worth. The sale repays ${dollars(saleProceeds)}, leaving an end debt of ${dollars(end)}: ${percent(end, newPropertyValue)} of the ${dollars(newPropertyValue)} new property.`}
      height={250}>
      <line x1={4} x2={336} y1={BASE} y2={BASE} className={styles.line} />
      {/* At settlement. */}
      <rect x={bars[0]!.x} y={BASE - h(startDebt)} width={BAR} height={h(startDebt)} className={styles.primary} />
      {/* Peak: the same debt plus the interest on top. */}
      <rect x={bars[1]!.x} y={BASE - h(startDebt)} width={BAR} height={h(startDebt)} className={styles.primary} />
      <rect x={bars[1]!.x} y={BASE - h(peak)} width={BAR} height={h(capitalisedInterest)} className={styles.cta} />
      <text x={bars[1]!.x + BAR / 2} y={BASE - h(startDebt) + 18} textAnchor="middle" className={styles.onDark}>
        +interest
      </text>
      {/* End: what the sale leaves, under the outline of what it repaid. */}
      <rect x={bars[2]!.x} y={BASE - h(peak)} width={BAR} height={h(peak) - h(end)} className={styles.dashed} />
      <text x={bars[2]!.x + BAR / 2} y={BASE - h(peak) + 18} textAnchor="middle" className={styles.muted}>
        sale
      </text>
      <text x={bars[2]!.x + BAR / 2} y={BASE - h(peak) + 34} textAnchor="middle" className={styles.muted}>
        −{dollars(saleProceeds).replace(/,000$/, 'k')}
      </text>
      <rect x={bars[2]!.x} y={BASE - h(end)} width={BAR} height={h(end)} className={styles.primary} />
      {bars.map((bar) => (
        <g key={bar.name}>
          <text x={bar.x + BAR / 2} y={BASE - h(bar.value) - 6} textAnchor="middle" className={styles.strong}>
            {dollars(bar.value)}
          </text>
          <text x={bar.x + BAR / 2} y={BASE + 18} textAnchor="middle" className={styles.text}>
            {bar.name}
          </text>
          {bar.note && (
            <text x={bar.x + BAR / 2} y={BASE + 36} textAnchor="middle" className={styles.muted}>
              LVR {bar.note}
            </text>
          )}
        </g>
      ))}
    </Figure>
  );
}
