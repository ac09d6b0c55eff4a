/**
 * The limited recourse borrowing arrangement (LRBA): the SMSF borrows, a holding (bare) trustee holds legal
 * title to the property, the fund has the beneficial interest and the rent, and the lender's mortgage and
 * rights against the fund reach only that property. The defaults are the SMSF guide's warehouse example.
 */
import Figure from '../Figure';
import {dollars} from '../format';
import styles from '../diagram.module.css';

interface Props {
  price?: number;
  loan?: number;
}

/** A labelled box. */
function Box({x, y, width, lines, dark}: {x: number; y: number; width: number; lines: string[]; dark?: boolean}) {
  const height = 18 + lines.length * 17;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={6} className={dark ? styles.primary : styles.outline} />
      {lines.map((line, i) => (
        <text
          key={line}
          x={x + width / 2}
          y={y + 22 + i * 17}
          textAnchor="middle"
          className={dark ? styles.onDark : i === 0 ? styles.strong : styles.text}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** A line ending in an arrowhead pointing down or left/right, through the given points. */
function Arrow({points}: {points: [number, number][]}) {
  const [[x1, y1], [x2, y2]] = points.slice(-2) as [[number, number], [number, number]];
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (a: number) => `${x2 - 8 * Math.cos(angle + a)},${y2 - 8 * Math.sin(angle + a)}`;
  return (
    <g>
      <polyline points={points.map((p) => p.join(',')).join(' ')} className={styles.arrow} />
      <polygon points={`${x2},${y2} ${head(0.45)} ${head(-0.45)}`} className={styles.arrowHead} />
    </g>
  );
}

export default function LrbaDiagram({price = 800_000, loan = 520_000}: Props) {
  return (
    <Figure
      title="How an SMSF limited recourse borrowing arrangement is structured"
      description={`The lender lends ${dollars(loan)} to the SMSF trustee and takes a mortgage over the ${dollars(price)} property. A holding (bare) trustee holds legal title to the property; the SMSF has the beneficial interest, receives the rent and can take legal title once the loan is repaid. If the loan defaults, the lender’s rights against the fund are limited to that property.`}
      height={318}>
      <Box x={95} y={6} width={150} lines={['Lender']} />
      <Box x={6} y={110} width={150} lines={['SMSF trustee', 'the borrower']} />
      <Box x={184} y={110} width={150} lines={['Holding trustee', 'bare trust']} />
      <Box x={95} y={222} width={150} lines={['The property', dollars(price)]} dark />
      {/* Lender to SMSF: the loan. */}
      <Arrow
        points={[
          [95, 23],
          [40, 23],
          [40, 108],
        ]}
      />
      <text x={46} y={62} className={styles.text}>
        Loan
      </text>
      <text x={46} y={78} className={styles.text}>
        {dollars(loan)}
      </text>
      {/* Lender to property: the mortgage. */}
      <Arrow
        points={[
          [170, 41],
          [170, 220],
        ]}
      />
      <text x={176} y={62} className={styles.text}>
        Mortgage over
      </text>
      <text x={176} y={78} className={styles.text}>
        the property
      </text>
      {/* SMSF to property: beneficial interest and rent. */}
      <Arrow
        points={[
          [40, 162],
          [40, 246],
          [93, 246],
        ]}
      />
      <text x={46} y={184} className={styles.text}>
        Beneficial
      </text>
      <text x={46} y={200} className={styles.text}>
        interest
      </text>
      {/* Holding trustee to property: legal title. */}
      <Arrow
        points={[
          [300, 162],
          [300, 246],
          [247, 246],
        ]}
      />
      <text x={294} y={184} textAnchor="end" className={styles.text}>
        Legal
      </text>
      <text x={294} y={200} textAnchor="end" className={styles.text}>
        title
      </text>
      <text x={6} y={296} className={styles.muted}>
        Limited recourse: if the loan defaults, the
      </text>
      <text x={6} y={312} className={styles.muted}>
        lender can look only to this property.
      </text>
    </Figure>
  );
}
