/**
 * The cash conversion cycle as a timeline in inline SVG: days stock is held,
 * then days until customers pay, against the days of credit suppliers give.
 * The caption tells the same story in words for anyone who cannot see it.
 */
import {formatDays} from '../../../finance/format';
import styles from './styles.module.css';

// Narrow enough that its text (13 units or more) renders at 12 px or more on a 375 px phone.
const WIDTH = 320;
const LEFT = 8;
const RIGHT = 8;
const BAR = 24;
const ROW = 60;

interface Props {
  inventoryDays: number;
  debtorDays: number;
  creditorDays: number;
}

interface Segment {
  from: number;
  to: number;
  className: string;
  text: string;
}

export default function CashCycleChart({inventoryDays, debtorDays, creditorDays}: Props) {
  const cashBack = inventoryDays + debtorDays;
  const cycle = cashBack - creditorDays;
  const top = Math.max(cashBack, creditorDays, 1);
  const x = (days: number) => LEFT + (days / top) * (WIDTH - LEFT - RIGHT);
  const rows: {label: string; segments: Segment[]}[] = [
    {
      label: 'Stock held, then awaiting payment',
      segments: [
        {from: 0, to: inventoryDays, className: styles.stock!, text: `Stock ${formatDays(inventoryDays)}`},
        {from: inventoryDays, to: cashBack, className: styles.debtors!, text: `Debtors ${formatDays(debtorDays)}`},
      ],
    },
    {
      label: 'Credit from suppliers',
      segments: [{from: 0, to: creditorDays, className: styles.creditors!, text: formatDays(creditorDays)}],
    },
    {
      label: cycle >= 0 ? 'Days the business funds itself' : 'Days cash is in before suppliers are paid',
      segments: [
        {
          from: Math.min(creditorDays, cashBack),
          to: Math.max(creditorDays, cashBack),
          className: cycle >= 0 ? styles.gap! : styles.ahead!,
          text: formatDays(Math.abs(cycle)),
        },
      ],
    },
  ];
  const height = rows.length * ROW + 24;

  return (
    <figure className={styles.figure} aria-labelledby="cash-cycle-caption">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className={styles.svg} aria-hidden="true" focusable="false">
        {rows.map((row, i) => (
          <g key={row.label} transform={`translate(0 ${i * ROW})`}>
            <text x={LEFT} y={18} className={styles.label}>
              {row.label}
            </text>
            {row.segments.map((s) => (
              <g key={s.className}>
                <rect
                  x={x(s.from)}
                  y={26}
                  width={Math.max(0, x(s.to) - x(s.from))}
                  height={BAR}
                  className={s.className}
                />
                {/* Only where the words fit inside the bar (about 8 units a character). */}
                {x(s.to) - x(s.from) > s.text.length * 8 + 8 && (
                  <text x={(x(s.from) + x(s.to)) / 2} y={26 + BAR / 2 + 5} textAnchor="middle" className={styles.value}>
                    {s.text}
                  </text>
                )}
              </g>
            ))}
          </g>
        ))}
        <text x={LEFT} y={height - 6} className={styles.tick}>
          Day 0: stock bought
        </text>
        <text x={WIDTH - RIGHT} y={height - 6} textAnchor="end" className={styles.tick}>
          Day {Math.round(top)}
        </text>
      </svg>
      <figcaption id="cash-cycle-caption" className={styles.caption}>
        Stock is held for {formatDays(inventoryDays)} and customers pay {formatDays(debtorDays)} after a sale, so cash
        comes back {formatDays(cashBack)} after stock is bought. Suppliers are paid after {formatDays(creditorDays)},{' '}
        {cycle >= 0
          ? `leaving ${formatDays(cycle)} the business funds itself: its cash conversion cycle.`
          : `so cash arrives ${formatDays(-cycle)} before suppliers are paid: a negative cash conversion cycle.`}
      </figcaption>
    </figure>
  );
}
