/** "Your calculator scenario": the figures a calculator sent, shown so the visitor knows what goes with the enquiry. */
import {calculatorName, scenarioSummary, type Scenario} from '../../enquiry/scenario';
import ScenarioLines from '../ScenarioLines';
import styles from './styles.module.css';

export default function ScenarioSummary({scenario, onRemove}: {scenario: Scenario; onRemove: () => void}) {
  const lines = scenarioSummary(scenario);
  return (
    <section className={styles.scenario} aria-labelledby="quote-scenario-title">
      <h3 id="quote-scenario-title">Your calculator scenario</h3>
      <p>From the {calculatorName(scenario.calculator).toLowerCase()}. It will be sent with your enquiry.</p>
      {lines.length > 0 && <ScenarioLines lines={lines} />}
      <button type="button" className={styles.linkButton} onClick={onRemove}>
        Don’t send this scenario
      </button>
    </section>
  );
}
