/**
 * The readiness check's answers as the page's query string, and back:
 * ?purpose=buy-commercial&borrower=company&security=commercial-property&step=result.
 * Values that are not one of a question's options are dropped, so an edited
 * or stale link never shows an answer the visitor could not have chosen.
 *
 * The credit-history answer (late repayments, defaults, an ATO debt, bankruptcy) is read from an address but never
 * written to one: an address is kept in history, sent in Referer headers, logged and shared with "Copy link". The
 * page keeps it in the tab instead (src/components/ReadinessCheck/useReadinessUrl.ts), so Back and reload keep the
 * result; a shared link opens at the credit question.
 */
import {askedQuestions, isAnswered} from './flow';
import {questions, type Answers, type QuestionId} from './questions';

export type PartialAnswers = {-readonly [K in keyof Answers]?: Answers[K]};

const multiple = (id: QuestionId) => questions.some((q) => q.id === id && 'multiple' in q && q.multiple);

/** The screen a link opens: a question's id, or the result. */
export type StepId = QuestionId | 'result';

export interface UrlState {
  answers: PartialAnswers;
  step?: StepId;
}

const questionIds = questions.map((q) => q.id) as readonly QuestionId[];

function isValue(id: QuestionId, value: string): boolean {
  return questions.some((q) => q.id === id && q.options.some((o) => o.value === value));
}

export function readUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const answers: Record<string, unknown> = {};
  for (const id of questionIds) {
    // A form posted before the scripts ran sends a multiple choice as repeated keys; links join them with commas.
    const raw = params.getAll(id).join(',');
    if (!raw) continue;
    if (multiple(id)) {
      const values = [...new Set(raw.split(','))].filter((v) => isValue(id, v));
      // "None of these" (or "Nothing") stands alone; beside other answers it is a contradiction, so they win.
      const chosen = values.length > 1 ? values.filter((v) => v !== 'none') : values;
      if (chosen.length > 0) answers[id] = chosen;
    } else if (isValue(id, raw)) {
      answers[id] = raw;
    }
  }
  const step = params.get('step');
  const validStep =
    step === 'result' || (questionIds as readonly string[]).includes(step ?? '') ? (step as StepId) : undefined;
  return {answers: answers as PartialAnswers, step: validStep};
}

export function writeUrlState({answers, step}: UrlState): string {
  const params = new URLSearchParams();
  for (const id of questionIds) {
    const value = answers[id];
    if (value === undefined || id === 'credit') continue;
    params.set(id, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (step) params.set('step', step);
  return `?${params.toString()}`;
}

/** The answers, once every question asked of this borrower has one. */
export function completeAnswers(answers: PartialAnswers): Answers | undefined {
  return askedQuestions(answers).every((q) => isAnswered(answers, q.id)) ? (answers as Answers) : undefined;
}
