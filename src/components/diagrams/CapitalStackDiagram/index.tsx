/**
 * The capital stack of a development: who funds the total development cost, stacked in the order sales pay them
 * (the selling costs at settlement, then senior debt, at the bottom; equity at the top, paid last and first to lose).
 * The defaults are the development finance guide's eight-townhouse example; add a mezzanine layer to show the alternative.
 */
import Figure, {DRAWING_LEFT as BAR_X} from '../Figure';
import {dollars, percent} from '../format';
import styles from '../diagram.module.css';

export interface Layer {
  label: string;
  amount: number;
  kind: 'senior' | 'mezzanine' | 'equity' | 'other';
}

interface Props {
  /** Bottom (repaid first) to top. */
  layers?: readonly Layer[];
}

const fills = {senior: styles.primary, mezzanine: styles.cta, equity: styles.accent, other: styles.surface};
const TOP = 30;
const HEIGHT = 220;
const BAR_W = 96;
const LABEL_X = 124;
const LABEL_GAP = 36; // two lines of label

// The guide's exit: sales of $8,000,000 pay the $200,000 of selling costs at settlement, then the $5,000,000 facility.
export const townhouseLayers: readonly Layer[] = [
  {label: 'Selling costs, from sales', amount: 200_000, kind: 'other'},
  {label: 'Senior debt', amount: 5_000_000, kind: 'senior'},
  {label: 'Developer’s equity', amount: 1_500_000, kind: 'equity'},
];

export default function CapitalStackDiagram({layers = townhouseLayers}: Props) {
  const total = layers.reduce((sum, l) => sum + l.amount, 0);
  const h = (amount: number) => (amount / total) * HEIGHT;
  // Each layer's block, from the bottom up.
  let bottom = TOP + HEIGHT;
  const blocks = layers.map((layer) => {
    const y = bottom - h(layer.amount);
    bottom = y;
    return {...layer, y, height: h(layer.amount)};
  });
  // Labels beside their blocks, pushed apart where thin layers would make them overlap (top down).
  const labelY: number[] = [];
  [...blocks].reverse().forEach((block, i) => {
    const centre = block.y + block.height / 2 - 4;
    labelY.push(i === 0 ? Math.max(TOP + 10, centre) : Math.max(centre, labelY[i - 1]! + LABEL_GAP));
  });
  labelY.reverse();
  return (
    <Figure
      title="The capital stack of a development"
      description={`Total development cost of ${dollars(total)}, funded by ${layers
        .map((l) => `${l.label.toLowerCase()} ${dollars(l.amount)} (${percent(l.amount, total)})`)
        .join(', ')}. Sales pay the stack from the bottom up; equity at the top is paid last and takes the first loss.`}
      // The thin bottom layer's label sits level with the bar's foot, so the note below starts a label's height lower.
      height={TOP + HEIGHT + 56}>
      <text x={BAR_X} y={18} className={styles.strong}>
        Total cost {dollars(total)}
      </text>
      {blocks.map((block, i) => (
        <g key={block.label}>
          <rect x={BAR_X} y={block.y} width={BAR_W} height={block.height} className={fills[block.kind]} />
          <line
            x1={BAR_X + BAR_W + 2}
            x2={LABEL_X - 4}
            y1={block.y + block.height / 2}
            y2={labelY[i]! - 4}
            className={styles.line}
          />
          <text x={LABEL_X} y={labelY[i]!} className={styles.text}>
            <tspan fontWeight={700}>{block.label}</tspan>
            <tspan x={LABEL_X} dy={16} className={styles.muted}>
              {dollars(block.amount)}, {percent(block.amount, total)} of cost
            </tspan>
          </text>
        </g>
      ))}
      <text x={BAR_X} y={TOP + HEIGHT + 32} className={styles.muted}>
        Sales pay the stack from the bottom up:
      </text>
      <text x={BAR_X} y={TOP + HEIGHT + 48} className={styles.muted}>
        equity, at the top, is paid last.
      </text>
    </Figure>
  );
}
