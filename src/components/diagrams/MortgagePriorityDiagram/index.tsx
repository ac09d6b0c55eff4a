/**
 * First and second mortgage priority: how a forced sale's proceeds are paid out in order. Selling costs
 * first, then the first mortgagee in full, then the second mortgagee from what is left, then the owner.
 * The defaults are the second mortgage guide's example; a lower sale price shows the second lender's shortfall.
 */
import Figure, {DRAWING_LEFT as BAR_LEFT, DRAWING_WIDTH as BAR_WIDTH} from '../Figure';
import {dollars} from '../format';
import styles from '../diagram.module.css';

interface Props {
  salePrice?: number;
  saleCosts?: number;
  firstMortgage?: number;
  secondMortgage?: number;
}

const ROW = 52;

export default function MortgagePriorityDiagram({
  salePrice = 850_000,
  saleCosts = 40_000,
  firstMortgage = 550_000,
  secondMortgage = 200_000,
}: Props) {
  let left = salePrice;
  const pay = (owed: number) => {
    const paid = Math.max(0, Math.min(owed, left));
    left -= paid;
    return paid;
  };
  const costs = pay(saleCosts);
  const first = pay(firstMortgage);
  const second = pay(secondMortgage);
  const owner = left;
  const shortfall = secondMortgage - second;
  const scale = BAR_WIDTH / salePrice;
  const rows = [
    {name: '1. Selling costs', paid: costs, note: dollars(costs), className: styles.surface},
    {
      name: '2. First mortgage',
      paid: first,
      note:
        first === firstMortgage ? `${dollars(first)}, paid in full` : `${dollars(first)} of ${dollars(firstMortgage)}`,
      className: styles.primary,
    },
    {
      name: '3. Second mortgage',
      paid: second,
      note: shortfall > 0 ? `${dollars(second)}: ${dollars(shortfall)} short` : `${dollars(second)}, paid in full`,
      className: styles.cta,
    },
    {name: '4. Left for the owner', paid: owner, note: dollars(owner), className: styles.accent},
  ];
  let start = 0;
  return (
    <Figure
      title="First and second mortgage priority"
      description={`A forced sale brings ${dollars(salePrice)}. Selling costs of ${dollars(costs)} come out first, then the first mortgage is paid ${first === firstMortgage ? `in full (${dollars(first)})` : `${dollars(first)} of ${dollars(firstMortgage)}`}. The second mortgagee, owed ${dollars(secondMortgage)}, is paid ${shortfall > 0 ? `only ${dollars(second)} and must pursue the borrower and guarantors for ${dollars(shortfall)}` : 'in full from what is left'}, and ${dollars(owner)} goes to the owner.`}
      height={50 + rows.length * ROW}>
      <text x={BAR_LEFT} y={16} className={styles.strong}>
        Sale price {dollars(salePrice)}
      </text>
      <rect x={BAR_LEFT} y={24} width={BAR_WIDTH} height={12} className={styles.surface} />
      {rows.map((row, i) => {
        const x = BAR_LEFT + start * scale;
        start += row.paid;
        const y = 50 + i * ROW;
        return (
          <g key={row.name}>
            <text x={BAR_LEFT} y={y + 14} className={styles.text}>
              <tspan fontWeight={700}>{row.name}</tspan>
            </text>
            <text x={BAR_LEFT + BAR_WIDTH} y={y + 14} textAnchor="end" className={styles.muted}>
              {row.note}
            </text>
            <line x1={BAR_LEFT} x2={BAR_LEFT + BAR_WIDTH} y1={y + 30} y2={y + 30} className={styles.line} />
            {row.paid > 0 && <rect x={x} y={y + 22} width={row.paid * scale} height={16} className={row.className} />}
          </g>
        );
      })}
    </Figure>
  );
}
