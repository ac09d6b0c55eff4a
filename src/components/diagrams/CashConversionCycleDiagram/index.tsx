/**
 * The cash conversion cycle on a timeline: days stock is held, then days until customers pay, against the
 * days of credit suppliers give; the gap is what the business funds itself. The defaults are the working
 * capital guide's wholesaler (50.0 + 45.0 - 58.3 = 36.7 days).
 */
import Figure, {DRAWING_LEFT as LEFT, DRAWING_WIDTH as WIDTH} from '../Figure';
import {formatDays as days} from '../../../finance/format';
import styles from '../diagram.module.css';

interface Props {
  stockDays?: number;
  debtorDays?: number;
  creditorDays?: number;
}

export default function CashConversionCycleDiagram({stockDays = 50, debtorDays = 45, creditorDays = 58.3}: Props) {
  const cashIn = stockDays + debtorDays;
  const cycle = cashIn - creditorDays;
  const top = Math.max(cashIn, creditorDays);
  const x = (d: number) => LEFT + (d / top) * WIDTH;
  // The gap's figure sits left of its bar; where the bar starts too near the left edge for it (suppliers paid in a
  // week: a writer's labour-hire story cut it to ".0 days"), inside the bar in white, or after a short bar.
  const gapStart = x(Math.min(creditorDays, cashIn));
  const gapEnd = x(Math.max(creditorDays, cashIn));
  const gapLabel =
    gapStart - LEFT >= 80
      ? {x: gapStart - 6, textAnchor: 'end' as const, className: styles.strong}
      : gapEnd - gapStart >= 80
        ? {x: gapStart + 6, textAnchor: 'start' as const, className: styles.onDark}
        : {x: gapEnd + 6, textAnchor: 'start' as const, className: styles.strong};
  const bar = (from: number, to: number, y: number, className: string | undefined) => (
    <rect x={x(Math.min(from, to))} y={y} width={Math.abs(x(to) - x(from))} height={22} className={className} />
  );
  return (
    <Figure
      title="The cash conversion cycle"
      description={`Stock is held for ${days(stockDays)} and customers pay ${days(debtorDays)} after a sale, so cash comes back ${days(cashIn)} after stock is bought. Suppliers are paid after ${days(creditorDays)}, so ${cycle >= 0 ? `for ${days(cycle)} the business funds the cycle itself: its cash conversion cycle` : `cash arrives ${days(-cycle)} before suppliers are paid`}.`}
      height={206}>
      <text x={LEFT} y={16} className={styles.strong}>
        Stock, then waiting to be paid
      </text>
      {bar(0, stockDays, 24, styles.primary)}
      {bar(stockDays, cashIn, 24, styles.accent)}
      {x(stockDays) - LEFT > 70 && (
        <text x={LEFT + 6} y={40} className={styles.onDark}>
          Stock {Math.round(stockDays)}d
        </text>
      )}
      {x(cashIn) - x(stockDays) > 80 && (
        <text x={x(stockDays) + 6} y={40} className={styles.text}>
          Debtors {Math.round(debtorDays)}d
        </text>
      )}
      <text x={LEFT} y={70} className={styles.strong}>
        Credit from suppliers
      </text>
      {bar(0, creditorDays, 78, styles.surface)}
      <text x={LEFT + 6} y={94} className={styles.text}>
        {days(creditorDays)}
      </text>
      <text x={LEFT} y={124} className={styles.strong}>
        {cycle >= 0 ? 'Days the business funds itself' : 'Cash in before suppliers are paid'}
      </text>
      {bar(creditorDays, cashIn, 132, cycle >= 0 ? styles.cta : styles.primary)}
      <text y={148} {...gapLabel}>
        {days(Math.abs(cycle))}
      </text>
      <line x1={LEFT} x2={LEFT + WIDTH} y1={168} y2={168} className={styles.line} />
      <text x={LEFT} y={186} className={styles.muted}>
        {stockDays > 0 ? 'Day 0: stock bought' : 'Day 0: sale made'}
      </text>
      <text x={LEFT + WIDTH} y={186} textAnchor="end" className={styles.muted}>
        Day {Math.round(top)}
      </text>
      <text x={LEFT} y={202} className={styles.muted}>
        Cycle = {stockDays.toFixed(1)} + {debtorDays.toFixed(1)} − {creditorDays.toFixed(1)} = {days(cycle)}
      </text>
    </Figure>
  );
}
