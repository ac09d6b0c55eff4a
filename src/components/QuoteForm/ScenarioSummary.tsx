/**
 * "Your calculator scenario": what a calculator sent, in one or two lines,
 * so the contact fields stay within reach on a phone: the calculator and the
 * new loan asked about (the amount the form prefills), with every figure one
 * tap away and a way not to send them.
 */
import {calculatorName, scenarioSummary, type Scenario} from '../../enquiry/scenario';
import ScenarioLines from '../ScenarioLines';
import {wholeDollars} from './prefill';
import styles from './styles.module.css';

export default function ScenarioSummary({scenario, onRemove}: {scenario: Scenario; onRemove: () => void}) {
  const lines = scenarioSummary(scenario);
  const amount = wholeDollars(scenario.values.amount);
  return (
    <section className={styles.received} aria-labelledby="quote-scenario-title">
      <p>
        <strong id="quote-scenario-title">Your calculator scenario</strong> from the{' '}
        {calculatorName(scenario.calculator).toLowerCase()}
        {amount ? (
          <>
            : <span className={styles.receivedLabel}>new loan asked about</span> <strong>${amount}</strong>.
          </>
        ) : (
          '.'
        )}{' '}
        It goes with your enquiry.
      </p>
      <div className={styles.receivedActions}>
        {lines.length > 0 && (
          <details className={styles.receivedMore}>
            <summary>All {lines.length} figures</summary>
            <ScenarioLines lines={lines} />
          </details>
        )}
        <button type="button" className="link-button" onClick={onRemove}>
          Don’t send this scenario
        </button>
      </div>
    </section>
  );
}
