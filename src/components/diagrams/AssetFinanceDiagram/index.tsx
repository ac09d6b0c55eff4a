/**
 * Chattel mortgage, finance lease and hire purchase side by side: who owns the asset during the term, how the
 * GST credit and the payments flow, and what happens at the end. No figures: the structures, as the asset
 * finance guide's table describes them.
 */
import Figure, {DRAWING_LEFT as LEFT, DRAWING_WIDTH as WIDTH} from '../Figure';
import styles from '../diagram.module.css';

const ROW = 116;
const PAYMENTS = 12;

const structures = [
  {
    name: 'Chattel mortgage',
    owner: 'You own it from settlement',
    yours: true,
    start: 'GST credit up front',
    payments: 'Repayments',
    lump: 'Balloon, if any',
    end: 'Then the security is released',
  },
  {
    name: 'Finance lease',
    owner: 'The lender owns it',
    yours: false,
    start: 'GST in each rental',
    payments: 'Rentals',
    lump: 'Residual',
    end: 'Offer it to buy, re-lease, or sell and cover any gap',
  },
  {
    name: 'Hire purchase',
    owner: 'The lender owns it until the end',
    yours: false,
    start: 'GST credit up front',
    payments: 'Instalments',
    lump: 'Final payment',
    end: 'Then ownership passes to you',
  },
];

export default function AssetFinanceDiagram() {
  const tick = WIDTH / (PAYMENTS + 1);
  return (
    <Figure
      title="Chattel mortgage, finance lease and hire purchase"
      description="Under a chattel mortgage you own the asset from settlement, claim the GST credit up front, make repayments and pay any balloon, and the lender’s security is then released. Under a finance lease the lender owns the asset, GST comes in each rental, and at the end the residual falls due: you can offer to buy the asset for the residual (the lender may accept, but ownership never passes automatically), re-lease it, or have it sold and make good any shortfall. Under hire purchase the lender owns the asset, you generally claim the GST up front, and ownership passes to you with the final payment."
      illustrative={false}
      height={structures.length * ROW - 12}>
      {structures.map((s, i) => {
        const y = i * ROW;
        return (
          <g key={s.name}>
            <text x={LEFT} y={y + 16} className={styles.strong}>
              {s.name}
            </text>
            <text x={LEFT + WIDTH} y={y + 16} textAnchor="end" className={styles.muted}>
              {s.start}
            </text>
            {/* Who owns the asset, in words inside the bar. */}
            <rect x={LEFT} y={y + 24} width={WIDTH} height={26} className={s.yours ? styles.primary : styles.surface} />
            {s.name === 'Hire purchase' && (
              <rect x={LEFT + WIDTH - 12} y={y + 24} width={12} height={26} className={styles.primary} />
            )}
            <text x={LEFT + 8} y={y + 42} className={s.yours ? styles.onDark : styles.text}>
              {s.owner}
            </text>
            {/* The payments: a tick for each, a taller one for the lump sum at the end. */}
            {Array.from({length: PAYMENTS}, (_, p) => (
              <rect key={p} x={LEFT + (p + 0.5) * tick} y={y + 56} width={6} height={10} className={styles.cta} />
            ))}
            <rect x={LEFT + WIDTH - 10} y={y + 56} width={10} height={20} className={styles.cta} />
            <text x={LEFT} y={y + 84} className={styles.text}>
              {s.payments} →
            </text>
            <text x={LEFT + WIDTH} y={y + 84} textAnchor="end" className={styles.text}>
              <tspan fontWeight={700}>{s.lump}</tspan>
            </text>
            <text x={LEFT + WIDTH} y={y + 99} textAnchor="end" className={styles.muted}>
              {s.end}
            </text>
          </g>
        );
      })}
    </Figure>
  );
}
