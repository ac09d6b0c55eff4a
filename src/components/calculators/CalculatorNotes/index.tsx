/** The assumptions behind a calculator's figures and the general-information disclaimer, shown beside the results. */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export const CALCULATOR_DISCLAIMER =
  'This calculator is provided in good faith as a guidance tool only. Its results are estimates based on the figures you enter and the assumptions above. They are not financial advice, not a quote and not a guaranteed outcome, and they do not mean you are eligible for a loan. This is a model, not a prediction: discuss your situation with an Australian Credit Licensee or an authorised credit representative before you decide.';

export default function CalculatorNotes({assumptions}: {assumptions: ReactNode[]}) {
  return (
    <aside className={styles.notes} aria-labelledby="calculator-assumptions">
      <h2 id="calculator-assumptions" className={styles.heading}>
        Assumptions
      </h2>
      <ul>
        {assumptions.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      <h2 className={styles.heading}>General information only</h2>
      <p className={styles.disclaimer}>{CALCULATOR_DISCLAIMER}</p>
    </aside>
  );
}
