/**
 * "Change my answers" on a result (not a consumer one): each question asked, its answer, and a Change button that opens that
 * question alone; once it is answered, the result shows again. A borrower's trial: changing only the timing took
 * eight taps through every question from the first.
 */
import {forwardRef} from 'react';
import {askedQuestions, isAnswered} from '../../readiness/flow';
import {legendOf, optionLabel, type QuestionId} from '../../readiness/questions';
import type {PartialAnswers} from '../../readiness/urlState';
import styles from './styles.module.css';

interface Props {
  id: string;
  answers: PartialAnswers;
  onChangeAnswer: (question: QuestionId) => void;
}

/** An answer as the visitor chose it: "Buy a business", or several joined with "; ". */
export const answerText = (answers: PartialAnswers, question: QuestionId) =>
  ([answers[question]].flat() as string[]).map((value) => optionLabel(question, value)).join('; ');

const AnswersList = forwardRef<HTMLUListElement, Props>(function AnswersList({id, answers, onChangeAnswer}, list) {
  return (
    // Focused when opened from the result's foot, five screens below it on a phone, so it is read from its start.
    <ul id={id} ref={list} tabIndex={-1} className={styles.answers} aria-label="Your answers">
      {askedQuestions(answers)
        .filter((question) => isAnswered(answers, question.id))
        .map((question) => (
          <li key={question.id}>
            <span className={styles.answerQuestion}>{legendOf(question, answers)}</span>
            <span>{answerText(answers, question.id)}</span>
            <button
              type="button"
              className="link-button"
              aria-label={`Change: ${legendOf(question, answers)}`}
              onClick={() => onChangeAnswer(question.id)}>
              Change
            </button>
          </li>
        ))}
    </ul>
  );
});

export default AnswersList;
