/**
 * LVR and equity: the security's value split into the loan and the owner's equity. The defaults are the
 * serviceability guide's example ($650,000 on $1,000,000).
 */
import Figure, {DRAWING_LEFT as LEFT, DRAWING_WIDTH as WIDTH} from '../Figure';
import {dollars, percent, plainNumber} from '../format';
import styles from '../diagram.module.css';

interface Props {
  value?: number;
  loan?: number;
}

const TOP = 44;
const HEIGHT = 56;

export default function LvrDiagram({value = 1_000_000, loan = 650_000}: Props) {
  const share = Math.min(1, loan / value);
  const split = LEFT + share * WIDTH;
  const equity = value - loan;
  return (
    <Figure
      title="LVR and equity"
      description={`A property valued at ${dollars(value)} secures a loan of ${dollars(loan)}: an LVR of ${percent(loan, value)}. The other ${dollars(equity)}, ${percent(equity, value)} of the value, is the owner’s equity.`}
      height={156}>
      <text x={LEFT} y={18} className={styles.strong}>
        Property value {dollars(value)}
      </text>
      <line x1={LEFT} x2={LEFT + WIDTH} y1={30} y2={30} className={styles.line} />
      <line x1={LEFT} x2={LEFT} y1={24} y2={36} className={styles.line} />
      <line x1={LEFT + WIDTH} x2={LEFT + WIDTH} y1={24} y2={36} className={styles.line} />
      <rect x={LEFT} y={TOP} width={split - LEFT} height={HEIGHT} className={styles.primary} />
      <rect x={split} y={TOP} width={LEFT + WIDTH - split} height={HEIGHT} className={styles.surface} />
      {split - LEFT > 60 && (
        <text x={LEFT + 10} y={TOP + 34} className={styles.onDark}>
          Loan
        </text>
      )}
      {LEFT + WIDTH - split > 70 && (
        <text x={LEFT + WIDTH - 10} y={TOP + 34} textAnchor="end" className={styles.strong}>
          Equity
        </text>
      )}
      <text x={LEFT} y={TOP + HEIGHT + 22} className={styles.text}>
        Loan {dollars(loan)}
      </text>
      <text x={LEFT + WIDTH} y={TOP + HEIGHT + 22} textAnchor="end" className={styles.text}>
        Equity {dollars(equity)}
      </text>
      <text x={LEFT} y={TOP + HEIGHT + 46} className={styles.strong}>
        LVR = {plainNumber(loan)} ÷ {plainNumber(value)} = {percent(loan, value)}
      </text>
    </Figure>
  );
}
