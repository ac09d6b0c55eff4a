/**
 * DSCR and ICR: the same income set against interest alone (ICR) and against interest plus principal (DSCR).
 * The defaults are the serviceability guide's worked example: NOI $180,000, interest $87,000 at 7.25%,
 * principal and interest $104,084 a year.
 */
import Figure, {DRAWING_LEFT as LEFT, DRAWING_WIDTH as WIDTH} from '../Figure';
import {formatTimes as times} from '../../../finance/format';
import {dollars, plainNumber} from '../format';
import styles from '../diagram.module.css';

interface Props {
  /** Net operating income (or adjusted earnings) a year. */
  income?: number;
  /** Interest a year. */
  interest?: number;
  /** Interest and principal a year. */
  debtService?: number;
}

const ROW = 76;

export default function CoverRatiosDiagram({income = 180_000, interest = 87_000, debtService = 104_084}: Props) {
  const top = Math.max(income, interest, debtService);
  const w = (value: number) => (value / top) * WIDTH;
  const rows = [
    {name: 'Income available (NOI)', value: income, className: styles.primary, ratio: ''},
    {
      name: 'Interest a year',
      value: interest,
      className: styles.accent,
      ratio: `ICR = ${plainNumber(income)} ÷ ${plainNumber(interest)} = ${times(income / interest)}`,
    },
    {
      name: 'Interest and principal a year',
      value: debtService,
      className: styles.cta,
      ratio: `DSCR = ${plainNumber(income)} ÷ ${plainNumber(debtService)} = ${times(income / debtService)}`,
    },
  ];
  return (
    <Figure
      title="Interest cover (ICR) and debt service cover (DSCR)"
      description={`Income of ${dollars(income)} a year covers ${dollars(interest)} of interest ${times(income / interest)} (the ICR) and ${dollars(debtService)} of interest and principal ${times(income / debtService)} (the DSCR). The DSCR is lower because it counts principal repayments too.`}
      height={rows.length * ROW - 6}>
      {rows.map((row, i) => {
        const y = i * ROW;
        return (
          <g key={row.name}>
            <text x={LEFT} y={y + 16} className={styles.text}>
              <tspan fontWeight={700}>{row.name}</tspan>
            </text>
            <text x={LEFT + WIDTH} y={y + 16} textAnchor="end" className={styles.text}>
              {dollars(row.value)}
            </text>
            <rect x={LEFT} y={y + 24} width={w(row.value)} height={20} className={row.className} />
            {row.ratio && (
              <text x={LEFT} y={y + 62} className={styles.strong}>
                {row.ratio}
              </text>
            )}
          </g>
        );
      })}
    </Figure>
  );
}
