/**
 * The loan readiness check (/tools/loan-readiness-check): eight questions,
 * one per screen on a phone and two per screen on a wider screen, then the
 * result on the same page. Answers live in the address (useReadinessUrl);
 * nothing is sent to the server. The rules are in src/readiness/.
 *
 * Before the scripts load, the first question is already a working form: it
 * submits as a GET to this page, and the answers in the address are read as
 * soon as React runs.
 */
import {useEffect, useRef, useState, type FormEvent} from 'react';
import {questions, type QuestionId} from '../../readiness/questions';
import {completeAnswers, firstUnanswered, type PartialAnswers, type StepId} from '../../readiness/urlState';
import QuestionFieldset from './QuestionFieldset';
import Result from './Result';
import {useQuestionsPerScreen} from './useQuestionsPerScreen';
import {useReadinessUrl} from './useReadinessUrl';
import styles from './styles.module.css';

const CHOOSE_ONE = 'Choose an answer to go on.';
const CHOOSE_ANY = 'Choose at least one answer, or “None of these”, to go on.';

function screensOf(perScreen: number) {
  const screens: (typeof questions)[number][][] = [];
  questions.forEach((q, i) => {
    if (i % perScreen === 0) screens.push([]);
    screens[screens.length - 1]!.push(q);
  });
  return screens;
}

const isAnswered = (answers: PartialAnswers, id: QuestionId) => {
  const value = answers[id];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
};

export default function ReadinessCheck() {
  const {answers, step, ready, answer, go} = useReadinessUrl();
  const perScreen = useQuestionsPerScreen();
  const screens = screensOf(perScreen);
  const [errors, setErrors] = useState<Partial<Record<QuestionId, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const complete = completeAnswers(answers);
  const showResult = step === 'result' && complete !== undefined;
  // A link to the result with an answer missing opens the first unanswered question instead.
  const currentId: QuestionId = step === 'result' ? (firstUnanswered(answers) ?? 'purpose') : (step ?? 'purpose');
  const screenIndex = Math.max(
    0,
    screens.findIndex((screen) => screen.some((q) => q.id === currentId)),
  );
  const screen = screens[screenIndex]!;
  const nextStep: StepId = screens[screenIndex + 1]?.[0]?.id ?? 'result';

  // A new screen (not the first render) moves focus to its heading, so a screen reader starts there.
  const shown = showResult ? 'result' : screenIndex;
  const firstShown = useRef(true);
  useEffect(() => {
    if (!ready) return;
    if (firstShown.current) {
      firstShown.current = false;
      if (step === undefined) return;
    }
    (showResult ? resultHeading : heading).current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the screen changes
  }, [shown, ready]);

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Partial<Record<QuestionId, string>> = {};
    for (const q of screen) {
      if (!isAnswered(answers, q.id)) missing[q.id] = 'multiple' in q && q.multiple ? CHOOSE_ANY : CHOOSE_ONE;
    }
    setErrors(missing);
    const first = screen.find((q) => missing[q.id]);
    if (first) {
      document.querySelector<HTMLInputElement>(`input[name="${first.id}"]`)?.focus();
      return;
    }
    go(nextStep);
  };

  const onChange = (id: QuestionId, value: string | string[]) => {
    setErrors((current) => ({...current, [id]: undefined}));
    answer({...answers, [id]: value} as PartialAnswers);
  };

  if (showResult) {
    return <Result ref={resultHeading} answers={complete} onChangeAnswers={() => go('purpose')} />;
  }

  return (
    <form className={styles.form} method="get" onSubmit={onNext} noValidate={ready}>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        Step {screenIndex + 1} of {screens.length}
      </h2>
      <progress className={styles.progressBar} max={screens.length} value={screenIndex} aria-hidden="true" />
      {screen.map((q) => (
        <QuestionFieldset
          key={q.id}
          id={q.id}
          legend={q.legend}
          hint={q.hint}
          options={q.options}
          multiple={'multiple' in q && q.multiple}
          value={answers[q.id]}
          error={errors[q.id]}
          onChange={(value) => onChange(q.id, value)}
        />
      ))}
      {/* Before the scripts run, the form posts here as a GET: the next screen is read from the address. */}
      <input type="hidden" name="step" value={nextStep} />
      <div className={styles.nav}>
        <button type="submit" className="button button--primary button--lg">
          {nextStep === 'result' ? 'See my result' : 'Next'}
        </button>
        {screenIndex > 0 && (
          <button
            type="button"
            className="button button--secondary button--lg"
            onClick={() => go(screens[screenIndex - 1]![0]!.id)}>
            Back
          </button>
        )}
      </div>
    </form>
  );
}
