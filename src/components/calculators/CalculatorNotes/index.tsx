/**
 * What a calculator's figures rest on, in one place. The general-information notice sits with "Get a quote",
 * straight under the figures: a few lines that stay in sight (what the figures are, and the consumer-credit rule), the rest in a disclosure (its text is in the page);
 * the assumptions follow the late-sale table, chart or schedule in the main column, folded on a phone.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ConsumerCreditLine from '../../CreditScope/ConsumerCreditLine';
import styles from './styles.module.css';
import {calculatorAnchors} from '../../../calculators';

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
      {/* Beside "Get a quote": the quote form's own note comes a page later, after a consumer has chosen to ask. */}
      <p className={styles.lead}>
        <ConsumerCreditLine />
      </p>
      <details className={styles.more}>
        <summary>More about these figures</summary>
        <p className={styles.disclaimer}>{CALCULATOR_DISCLAIMER}</p>
      </details>
    </section>
  );
}

/** From this width the assumptions sit open under the wide results; below it, on a phone's long page, folded. */
const OPEN_FROM = '(min-width: 900px)';

/**
 * The assumptions, a long list (about 1,800 px of a phone's page on the bridging calculator): a native disclosure
 * whose summary is the heading and how many there are, closed on a phone and opened from 900 px once the page runs
 * (closed in the server's HTML, so a phone never shows it open first). Printed open (styles.module.css).
 */
export function Assumptions({assumptions}: {assumptions: ReactNode[]}) {
  const details = useRef<HTMLDetailsElement>(null);
  useBrokenLinks().collectAnchor(calculatorAnchors.assumptions);
  useEffect(() => {
    // Or where a guide's link leads to them (/tools/...#calculator-assumptions): not a closed fold on a phone.
    const linkedTo = window.location.hash === `#${calculatorAnchors.assumptions}`;
    if (details.current && (linkedTo || window.matchMedia(OPEN_FROM).matches)) details.current.open = true;
  }, []);
  return (
    <aside className={styles.notes} aria-labelledby={calculatorAnchors.assumptions}>
      <details ref={details} className={styles.fold}>
        <summary>
          <h2 id={calculatorAnchors.assumptions} className={styles.heading}>
            Assumptions
          </h2>{' '}
          <span className={styles.count}>({assumptions.length})</span>
        </summary>
        <ul>
          {assumptions.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
