/**
 * What the visitor's tools and pages handed to the form, in one box of a line or two, so the fields stay on a phone's
 * first screen: the calculators' scenarios (the leading one's new loan is the amount the form prefills: prefill.ts,
 * leadScenario), the loan readiness check's answers (step two's fields, sent with step one and offered again,
 * editable, at step two), or the title of the page whose "Get a quote" brought the visitor (src/enquiry/quoteLink.ts),
 * with the calculator's headline figures under it, read-only. One "Review or remove" opens every figure and answer,
 * each kind with its own way not to send it. Nothing here changes what is sent: the form sends what this box shows.
 */
import {useRef, useState} from 'react';
import {choiceLabel, detailFields, type FieldName} from '../../enquiry/fields';
import {calculatorName, exampleShare, scenarioSummary, type Scenario} from '../../enquiry/scenario';
import DotSeparated from '../DotSeparated';
import ScenarioLines from '../ScenarioLines';
import {fieldId} from './Field';
import {scenarioValues} from './prefill';
import {lowerFirst} from '../../content/lowerFirst';
import styles from './styles.module.css';

/** The readiness answers shown without opening "Review or remove": what the money is for, who borrows, and when. */
const readinessHeadline: readonly FieldName[] = ['purpose', 'entityType', 'timeframe'];

interface Props {
  scenario?: Scenario;
  /** The other calculators' scenarios of the visit. */
  earlierScenarios: readonly Scenario[];
  /** Step two's fields a tool or page filled in. */
  answers: Partial<Record<FieldName, string>>;
  /** Whether the answers are the readiness check's (else an address's choices or a page's topic). */
  fromReadiness: boolean;
  /** Whether they made the check judge the loan consumer credit: then no step two follows the sending. */
  consumer: boolean;
  /** The page the visitor asked from, when its "Get a quote" named it. */
  topic?: string;
  onRemoveScenario: (scenario: Scenario) => void;
  onRemoveAnswers: () => void;
  onRemoveTopic: () => void;
}

export default function HandOvers({
  scenario,
  earlierScenarios,
  answers,
  fromReadiness,
  consumer,
  topic,
  onRemoveScenario,
  onRemoveAnswers,
  onRemoveTopic,
}: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Not the figures the scenario filled in (the property's value): they are its own, under its name, not answers.
  const fromScenario = scenario ? scenarioValues(scenario) : {};
  const example = scenario && exampleShare(scenario);
  const shown = detailFields.filter((f) => answers[f.name] && fromScenario[f.name] !== answers[f.name]);
  const scenarios = scenario ? [scenario, ...earlierScenarios] : earlierScenarios;
  if (scenarios.length === 0 && shown.length === 0 && !topic) return null;

  // A line or two even on a phone: what came, by name and count; its figures and answers under "Review or remove"
  // (the new loan is also the amount field's own, labelled there).
  const names = scenarios.map((each) => lowerFirst(calculatorName(each.calculator)));
  const parts = [
    // Two by name; more as a count after the first, so the box stays two lines on a phone (each is named below).
    ...(names.length > 2 ? [names[0], `${names.length - 1} more calculators`] : names),
    shown.length > 0 &&
      // Not a count for the check: its questions fill fewer fields ("5 answers" after answering 9 read as lost).
      (fromReadiness ? 'readiness answers' : `${shown.length} answer${shown.length === 1 ? '' : 's'}`),
    // Beside answers too the line would pass two on a phone: the page is then named under "Review or remove".
    topic && shown.length === 0 && `“${topic}”`,
  ].filter(Boolean);

  /** After a removal: back to the toggle while something is left, else to the form's first field. */
  const removed = (remove: () => void, left: boolean) => {
    remove();
    requestAnimationFrame(() => (left ? toggle.current : document.getElementById(fieldId('service')))?.focus());
  };

  return (
    <section className={styles.received} aria-label="Included with your enquiry">
      <p>
        {/* "Included:" on screen keeps the summary to two lines on a 360 px phone; a screen reader hears it whole. */}
        <strong>
          Included<span className="sr-only"> with your enquiry</span>:
        </strong>{' '}
        {parts.join(' · ')}{' '}
        <button
          ref={toggle}
          type="button"
          className={`link-button ${styles.receivedToggle}`}
          aria-expanded={open}
          aria-controls="quote-received-details"
          onClick={() => setOpen(!open)}>
          Review or remove
        </button>
      </p>
      {/* The figures the calculator led with, as she saw them there: the amount field below is a third figure. */}
      {scenario?.headline && (
        <p className={styles.receivedFigures} data-testid="received-figures">
          <DotSeparated
            items={scenario.headline.map(({label, value}) => ({
              key: label,
              content: (
                <>
                  {label} <strong>{value}</strong>
                </>
              ),
            }))}
          />
          {/* A borrower's trial: figures worked from the example's income were shown here as though all hers. On the
              last figure's line, so the form's first field stays on a phone's first screen. */}
          {example && (
            <span data-testid="example-figures-note">
              {example === 'amount' ? ' (on the example’s amount: give yours below)' : ' (partly example figures)'}
            </span>
          )}
        </p>
      )}
      {/* The readiness check's answers that say most about the deal, as a calculator's figures do (the rest are under
          "Review or remove"); with a calculator scenario too, its figures are the line, so the fields stay high. */}
      {fromReadiness && !scenario && readinessHeadline.some((name) => answers[name]) && (
        <p className={styles.receivedFigures} data-testid="received-answers">
          <DotSeparated
            items={readinessHeadline
              .filter((name) => answers[name])
              .map((name) => ({key: name, content: choiceLabel(name, answers[name])}))}
          />
        </p>
      )}
      <div id="quote-received-details" className={styles.receivedDetails} hidden={!open}>
        {scenarios.map((each) => {
          const lines = scenarioSummary(each);
          return (
            <div key={each.calculator}>
              <h3 className={styles.receivedHeading}>Your {lowerFirst(calculatorName(each.calculator))} scenario</h3>
              {scenarios.length === 1 ? (
                <ScenarioLines lines={lines} />
              ) : (
                // A phone trial: three calculators' figures open at once were about nine screens, each "Don't send" under
                // its own. Folded, each calculator is its name, its figures one tap away and its button.
                <details className={styles.scenarioFigures}>
                  <summary>
                    Its {lines.length} figures{exampleShare(each) && ', some the example’s'}
                    {/* Heard without its heading when tabbed to, as the button below names it too. */}
                    <span className="sr-only"> ({lowerFirst(calculatorName(each.calculator))})</span>
                  </summary>
                  <ScenarioLines lines={lines} />
                </details>
              )}
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  removed(() => onRemoveScenario(each), scenarios.length > 1 || shown.length > 0 || Boolean(topic))
                }>
                Don’t send this scenario
                <span className="sr-only"> ({lowerFirst(calculatorName(each.calculator))})</span>
              </button>
            </div>
          );
        })}
        {shown.length > 0 && (
          <div>
            <h3 className={styles.receivedHeading}>
              {fromReadiness ? 'Your readiness check answers' : 'Your answers so far'}
            </h3>
            <p>
              {consumer
                ? 'Sent with your request, so the broker can see why the check said this may be consumer credit.'
                : 'Sent with your enquiry; the next step, after sending, shows them again to change.'}
            </p>
            <dl>
              {shown.map((f) => (
                <div key={f.name} className={f.name === 'message' ? styles.wide : undefined}>
                  <dt>{f.label}</dt>
                  <dd>{f.choices ? choiceLabel(f.name, answers[f.name]) : answers[f.name]}</dd>
                </div>
              ))}
            </dl>
            <button
              type="button"
              className="link-button"
              onClick={() => removed(onRemoveAnswers, scenarios.length > 0 || Boolean(topic))}>
              Don’t send these answers
            </button>
          </div>
        )}
        {/* Beside her message, not in it: it once opened what she wrote, and reached the broker as her words. */}
        {topic && (
          <div>
            <p>The name of the page you asked from, “{topic}”, goes with your enquiry.</p>
            <button
              type="button"
              className="link-button"
              onClick={() => removed(onRemoveTopic, scenarios.length > 0 || shown.length > 0)}>
              Don’t send it
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
