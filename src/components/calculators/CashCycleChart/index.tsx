/**
 * The cash conversion cycle as a timeline the width of the page's column: days stock is held, then days until
 * customers pay, against the days of credit suppliers give. Bars and words are HTML, so the text keeps the page's
 * size at any width. The caption tells the same story in words for anyone who cannot see it.
 */
import {formatDays} from '../../../finance/format';
import styles from './styles.module.css';

interface Props {
  inventoryDays: number;
  debtorDays: number;
  creditorDays: number;
}

interface Segment {
  from: number;
  to: number;
  /** The bar's colour: each has at least 4.5:1 against its white words. */
  colour: string;
  text: string;
}

export default function CashCycleChart({inventoryDays, debtorDays, creditorDays}: Props) {
  // A business without stock (a labour-hire firm's trial) starts its cycle at the sale, not at buying stock.
  const hasStock = inventoryDays > 0;
  const cashBack = inventoryDays + debtorDays;
  const cycle = cashBack - creditorDays;
  const top = Math.max(cashBack, creditorDays, 1);
  const x = (days: number) => `${(days / top) * 100}%`;
  const rows: {label: string; segments: Segment[]}[] = [
    {
      label: hasStock ? 'Stock held, then awaiting payment' : 'Awaiting payment',
      segments: [
        {from: 0, to: inventoryDays, colour: 'var(--ifm-color-primary)', text: `Stock ${formatDays(inventoryDays)}`},
        {from: inventoryDays, to: cashBack, colour: '#2f6fb3', text: `Debtors ${formatDays(debtorDays)}`},
      ],
    },
    {
      label: 'Credit from suppliers',
      segments: [{from: 0, to: creditorDays, colour: '#52606d', text: formatDays(creditorDays)}],
    },
    {
      label: cycle >= 0 ? 'Days the business funds itself' : 'Days cash is in before suppliers are paid',
      segments: [
        {
          from: Math.min(creditorDays, cashBack),
          to: Math.max(creditorDays, cashBack),
          colour: cycle >= 0 ? 'var(--site-cta-bg)' : '#1e7b45',
          text: formatDays(Math.abs(cycle)),
        },
      ],
    },
  ];
  return (
    <figure className={styles.figure} aria-labelledby="cash-cycle-caption">
      <div aria-hidden="true">
        {rows.map((row) => (
          <div key={row.label}>
            <span className={styles.label}>{row.label}</span>
            <div className={styles.track}>
              {row.segments.map((s) => (
                <span
                  key={s.text}
                  className={styles.bar}
                  style={{left: x(s.from), width: x(Math.max(0, s.to - s.from)), background: s.colour}}>
                  <span>{s.text}</span>
                </span>
              ))}
            </div>
          </div>
        ))}
        <p className={styles.ticks}>
          <span>{hasStock ? 'Day 0: stock bought' : 'Day 0: sale made'}</span> <span>Day {Math.round(top)}</span>
        </p>
      </div>
      <figcaption id="cash-cycle-caption" className={styles.caption}>
        {hasStock
          ? `Stock is held for ${formatDays(inventoryDays)} and customers pay ${formatDays(debtorDays)} after a sale, so cash comes back ${formatDays(cashBack)} after stock is bought.`
          : `With no stock, customers pay ${formatDays(debtorDays)} after a sale.`}{' '}
        Suppliers are paid after {formatDays(creditorDays)},{' '}
        {cycle >= 0
          ? `leaving ${formatDays(cycle)} the business funds itself: its cash conversion cycle.`
          : `so cash arrives ${formatDays(-cycle)} before suppliers are paid: a negative cash conversion cycle.`}
      </figcaption>
    </figure>
  );
}
