/**
 * What a calculator's figures rest on. The general-information notice comes straight after the results and before
 * "Talk to a broker", so it is read before anyone acts on the figures; the assumptions close the page.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export const CALCULATOR_DISCLAIMER =
  'This calculator is provided in good faith as a guidance tool only. Its results are estimates based on the figures you enter and the assumptions listed below. They are not financial advice, not a quote and not a guaranteed outcome, and they do not mean you are eligible for a loan. This is a model, not a prediction: discuss your situation with an Australian Credit Licensee or an authorised credit representative before you decide.';

export function GeneralInformation() {
  return (
    <section className={styles.notice} aria-labelledby="calculator-general-information">
      <h2 id="calculator-general-information" className={styles.heading}>
        General information only
      </h2>
      <p className={styles.disclaimer}>{CALCULATOR_DISCLAIMER}</p>
    </section>
  );
}

export function Assumptions({assumptions}: {assumptions: ReactNode[]}) {
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
    </aside>
  );
}
