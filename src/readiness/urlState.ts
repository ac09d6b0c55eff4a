/**
 * The readiness check's answers as the page's query string, and back:
 * ?purpose=buy-commercial&borrower=company&credit=late,ato-debt&step=result.
 * Values that are not one of a question's options are dropped, so an edited
 * or stale link never shows an answer the visitor could not have chosen.
 */
import {questions, type Answers, type QuestionId} from './questions';

export type PartialAnswers = {-readonly [K in keyof Answers]?: Answers[K]};

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
    if (id === 'credit') {
      const events = [...new Set(raw.split(','))].filter((v) => isValue(id, v));
      // "None of these" stands alone; with other events it is a contradiction, so the events win.
      const credit = events.length > 1 ? events.filter((v) => v !== 'none') : events;
      if (credit.length > 0) answers[id] = credit;
    } else if (isValue(id, raw)) {
      answers[id] = raw;
    }
  }
  const step = params.get('step');
  const validStep = step === 'result' || (questionIds as readonly string[]).includes(step ?? '') ? (step as StepId) : undefined;
  return {answers: answers as PartialAnswers, step: validStep};
}

export function writeUrlState({answers, step}: UrlState): string {
  const params = new URLSearchParams();
  for (const id of questionIds) {
    const value = answers[id];
    if (value === undefined) continue;
    params.set(id, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (step) params.set('step', step);
  return `?${params.toString()}`;
}

/** The answers, once every question has one. */
export function completeAnswers(answers: PartialAnswers): Answers | undefined {
  const complete = questionIds.every((id) => {
    const value = answers[id];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
  return complete ? (answers as Answers) : undefined;
}

/** The first question without an answer, where a visitor who opened a half-finished link carries on. */
export function firstUnanswered(answers: PartialAnswers): QuestionId | undefined {
  return questionIds.find((id) => {
    const value = answers[id];
    return Array.isArray(value) ? value.length === 0 : value === undefined;
  });
}
