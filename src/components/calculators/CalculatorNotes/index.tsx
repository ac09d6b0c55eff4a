/**
 * What a calculator's figures rest on, in one place. The general-information notice sits with "Talk to a broker",
 * straight under the figures: two lines that stay in sight, the rest in a disclosure (its text is in the page);
 * the assumptions follow the late-sale table, chart or schedule in the main column.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The notice's visible lines: what the figures are and are not, read before anyone acts on them. */
export const CALCULATOR_NOTICE =
  'These figures are an estimate from what you enter, not an offer, a quote or advice. A lender’s own terms will differ.';

export const CALCULATOR_DISCLAIMER =
  'This calculator is provided in good faith as a guidance tool only. Its results are estimates based on the figures you enter and the assumptions listed on this page. They are not financial advice, not a quote and not a guaranteed outcome, and they do not mean you are eligible for a loan. This is a model, not a prediction: discuss your situation with an Australian Credit Licensee or an authorised credit representative before you decide.';

export function GeneralInformation() {
  return (
    <section className={styles.notice} aria-labelledby="calculator-general-information">
      <p className={styles.lead}>
        <strong id="calculator-general-information">General information only.</strong> {CALCULATOR_NOTICE}
      </p>
      <details className={styles.more}>
        <summary>More about these figures</summary>
        <p className={styles.disclaimer}>{CALCULATOR_DISCLAIMER}</p>
      </details>
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
