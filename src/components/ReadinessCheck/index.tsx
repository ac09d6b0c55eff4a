/**
 * The loan readiness check (/tools/loan-readiness-check): one question a
 * screen, then the result on the same page. Tapping an answer to a
 * single-choice question goes straight on; the two questions with several
 * answers, and keyboard users (for whom arrow keys change the choice), go on
 * with Next, which on a phone stays at the foot of the screen for those two. Answers live in the address
 * (useReadinessUrl; an amount band chosen from her calculator's scenario only once she goes on); nothing is sent
 * to the server. The rules are in src/readiness/.
 *
 * Before the scripts load, the first question is already a working form: it
 * submits as a GET to this page, and the answers in the address are read as
 * soon as React runs.
 */
import {useEffect, useRef, useState, type FormEvent} from 'react';
import {askedQuestions, isAnswered, mostQuestions, nextStep, stepAfter, carryOver} from '../../readiness/flow';
import {legendOf, questions, type QuestionId} from '../../readiness/questions';
import {assess} from '../../readiness/rules';
import {calculatedAmount, purposeServices} from '../../readiness/calculatedAmount';
import {scope} from '../../readiness/scope';
import {keptHandOffs, type KeptHandOffs} from '../../enquiry/visitHandOff';
import type {PartialAnswers} from '../../readiness/urlState';
import AboutTheCheck, {PRIVACY_NOTE} from './AboutTheCheck';
import {answerText} from './AnswersList';
import QuestionFieldset from './QuestionFieldset';
import Result from './Result';
import {useReadinessUrl} from './useReadinessUrl';
import styles from './styles.module.css';

const CHOOSE_ONE = 'Choose an answer to go on.';
const CHOOSE_ANY = 'Choose at least one answer to go on.';

/**
 * A new question's heading takes focus (a screen reader starts there) and, when the last tap left it off the screen
 * or under the sticky header, is scrolled to just under the header: smoothly, unless the visitor asked for less motion.
 */
function showQuestion(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  heading.focus({preventScroll: true});
  const {top, bottom} = heading.getBoundingClientRect();
  // The header's bottom, or the window's top where the header has scrolled away (it is not sticky on a short screen).
  const header = Math.max(0, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0);
  if (top >= header && bottom <= window.innerHeight) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({block: 'start', behavior: reduce ? 'auto' : 'smooth'});
}

export default function ReadinessCheck() {
  const {answers, step, from, inAddress, ready, goTo, update, goBack} = useReadinessUrl();
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const assessment = assess(answers);
  const showResult = step === 'result' && assessment !== undefined;
  const asked = askedQuestions(answers);
  // A link to the result with an answer missing, or to a question not asked, opens the next open question instead.
  // An address naming no screen opens the first question its own answers leave open: Back to the page's bare address
  // from Question 2 is Question 1 (its remembered answer still chosen), not the question after the remembered ones.
  const upcoming = nextStep(step === undefined ? inAddress : answers);
  const currentId: QuestionId =
    step !== undefined && step !== 'result' && asked.some((q) => q.id === step)
      ? step
      : upcoming === 'result'
        ? 'purpose'
        : upcoming;
  const index = Math.max(
    0,
    asked.findIndex((q) => q.id === currentId),
  );
  const question = asked[index]!;
  const multiple = 'multiple' in question && question.multiple === true;
  // A shared link to a result holds every answer but the credit history, which is never put in an address. Kept
  // while the credit question shows: ticking an answer replaces the address's step with the question's own.
  const openedFromResult = useRef(false);
  if (currentId !== 'credit') openedFromResult.current = false;
  else if (step === 'result') openedFromResult.current = true;
  const sharedResult = openedFromResult.current;
  // A service page's link answers the purpose alone (?purpose=..., serviceLink.ts), so the check opens at "Question 2":
  // say what was answered for her, or it reads as a question skipped (three trials from service pages). Not for a link
  // with more answers (a reviewer: a campaign's link opened at Question 8 under seven of them).
  const answeredByLink = step === undefined && index === 1 ? asked[0] : undefined;
  // The calculators' scenarios, read from the tab once the page has loaded (the server has no tab): the amount question
  // starts on the band of one for this loan. Not while the answers may still be consumer credit (a fund's trustees:
  // decided by the security), where a business calculator's figures are another loan's (prefill.ts).
  const [kept, setKept] = useState<KeptHandOffs>({});
  useEffect(() => setKept(keptHandOffs()), []);
  const suggested =
    question.id === 'amount' && !isAnswered(answers, 'amount') && scope(answers)?.kind === 'business'
      ? calculatedAmount(kept, purposeServices(answers))
      : undefined;

  // A new screen (not the first render) moves focus to its heading, so a screen reader starts there.
  const shown = showResult ? 'result' : currentId;
  const firstShown = useRef(true);
  useEffect(() => {
    if (!ready) return;
    setError(undefined);
    if (firstShown.current) {
      firstShown.current = false;
      if (step === undefined) return;
    }
    if (showResult) {
      // The result starts at its heading, not below the page's intro: on a phone the answer is the first screen.
      resultHeading.current?.focus({preventScroll: true});
      resultHeading.current?.scrollIntoView({block: 'start'});
    } else {
      showQuestion(heading.current);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the screen changes
  }, [shown, ready]);

  // After the credit answer a shared result's link lacked, the result: its other answers are there already, and
  // stepping through them again (timing, say) cost a tap for nothing.
  // The same after one answer changed from the result's list (a question reached from the result, and any question
  // the change opened after it): the result again. Cleared once the result shows.
  const changingOne = useRef(false);
  if (from === 'result') changingOne.current = true;
  useEffect(() => {
    if (showResult) changingOne.current = false;
  }, [showResult]);
  const after = (next: PartialAnswers) =>
    sharedResult || changingOne.current ? nextStep(next) : stepAfter(currentId, next);
  const goOn = (next: PartialAnswers) => goTo(next, after(next), currentId);
  const nextLabel = after(answers) === 'result' ? 'See my result' : 'Next';
  // Set when a tapped answer moved the check on: a Next pressed then, on the question just reached with nothing
  // chosen, was meant for the last one (the tap had already gone on), so it is not met with "Choose an answer".
  const reachedByTap = useRef(false);

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const meantForLast = reachedByTap.current;
    reachedByTap.current = false;
    // The band her calculator's amount chose is an answer on screen: Next keeps it, straight after a tap too.
    if (suggested) return goOn(carryOver(answers, {amount: suggested.band}));
    if (!isAnswered(answers, question.id)) {
      if (meantForLast) return;
      setError(multiple ? CHOOSE_ANY : CHOOSE_ONE);
      document.querySelector<HTMLInputElement>(`input[name="${question.id}"]`)?.focus();
      return;
    }
    goOn(answers);
  };

  const onChange = (value: string | string[], advance: boolean) => {
    setError(undefined);
    reachedByTap.current = advance;
    const next = carryOver(answers, {[question.id]: value} as PartialAnswers);
    if (advance) goOn(next);
    else update(next, currentId);
  };

  if (showResult) {
    return (
      <Result
        ref={resultHeading}
        answers={answers}
        assessment={assessment}
        onChangeAnswer={(question) => goTo(answers, question, 'result')}
      />
    );
  }

  const previous = asked[index - 1];
  // With several answers the button says how many are ticked, so a tick that scrolled out of view is still counted.
  const ticked = multiple ? (answers[question.id] as readonly string[] | undefined)?.length : undefined;
  return (
    <div className={styles.questionRow}>
      {/* From the second question on, a phone's page intro folds to its title (the question starts near the top). */}
      <form
        className={index > 0 ? `${styles.form} ${styles.laterStep}` : styles.form}
        method="get"
        onSubmit={onNext}
        noValidate={ready}>
        {/* Focused at each step: described by the question, so a screen reader reads it at once, not after a Tab. */}
        <h2
          ref={heading}
          tabIndex={-1}
          className={styles.stepHeading}
          aria-describedby={[(answeredByLink || suggested) && 'answered-for-her', `${question.id}-legend`]
            .filter(Boolean)
            .join(' ')}>
          {/* One form throughout (mostQuestions): the answers decide how many questions there are. */}
          Question {index + 1} of up to {mostQuestions(answers)}
        </h2>
        {/* Counts the question on screen, so the first already shows a filled part of the track. */}
        <progress className={styles.progressBar} max={asked.length} value={index + 1} aria-hidden="true" />
        {answeredByLink && (
          <p id="answered-for-her" className={styles.note}>
            Already answered from the page you came from: {answerText(answers, answeredByLink.id)}. Back changes it.
          </p>
        )}
        {suggested && (
          <p id="answered-for-her" className={styles.note}>
            {suggested.note}
          </p>
        )}
        {sharedResult && (
          <p className={styles.note}>
            This link keeps the other answers. Credit history is never put in a link, so answer this one to see the
            result.
          </p>
        )}
        <QuestionFieldset
          key={question.id}
          id={question.id}
          legend={legendOf(question, answers)}
          // A hint names the button ("then Next"), which reads "See my result" on the check's last question.
          hint={question.hint?.replace('then Next', `then ${nextLabel}`)}
          options={question.options}
          groups={'groups' in question ? question.groups : undefined}
          multiple={multiple}
          value={answers[question.id] ?? suggested?.band}
          error={error}
          onChange={onChange}
        />
        {/* Before the scripts run, the form posts here as a GET: the next screen is read from the address. */}
        <input type="hidden" name="step" value={questions[1].id} />
        {/* A question with several answers is longer than a phone screen: its buttons stay at the screen's foot. */}
        <div className={multiple ? `${styles.nav} ${styles.navSticky}` : styles.nav}>
          {/* A single-choice answer goes on when tapped: Next is the keyboard's way on, so it steps back to an outline. */}
          <button
            type="submit"
            className={
              multiple ? 'button button--primary button--lg' : 'button button--outline button--primary button--lg'
            }>
            {/* One line box (the button lays its children out as flex items), the count kept whole where it wraps (a
                re-check read "See my result (1" / "chosen)"). */}
            <span>
              {nextLabel}
              {ticked ? (
                <>
                  {' '}
                  <span className={styles.count}>({ticked} chosen)</span>
                </>
              ) : (
                ''
              )}
            </span>
          </button>
          {previous && (
            <button
              type="button"
              className="button button--outline button--secondary button--lg"
              onClick={() => {
                reachedByTap.current = false;
                goBack(answers, previous.id, currentId);
              }}>
              Back
            </button>
          )}
        </div>
        {/* Under the first question, not in the page's intro: the question starts higher on a phone. */}
        {/* A wide screen says it in the aside beside the question instead. */}
        {index === 0 && <p className={`${styles.hint} ${styles.firstHint}`}>{PRIVACY_NOTE}</p>}
      </form>
      <AboutTheCheck />
    </div>
  );
}
