/**
 * Which questions the readiness check asks, given the answers so far: the
 * follow-up each purpose and borrower need to settle whether the loan is
 * business credit (scope.ts), and no trading or turnover questions for a
 * super fund. Once the answers show the loan is not business credit, the
 * check stops asking and shows why (nextStep).
 */
import {
  amountQuestion,
  borrowerQuestion,
  buildQuestion,
  buyingQuestion,
  creditQuestion,
  fundSecurityQuestion,
  purposeQuestion,
  securityQuestion,
  sellingQuestion,
  timingQuestion,
  tradingQuestion,
  trusteeQuestion,
  turnoverQuestion,
  useQuestion,
  legendOf,
  type QuestionId,
} from './questions';
import {buyingAsked, scope, sellingAsked, SMSF_PROPERTY_PURPOSES, usesAsked} from './scope';
import type {PartialAnswers, StepId} from './urlState';

type Question =
  | typeof purposeQuestion
  | typeof borrowerQuestion
  | typeof useQuestion
  | typeof buildQuestion
  | typeof buyingQuestion
  | typeof sellingQuestion
  | typeof trusteeQuestion
  | typeof amountQuestion
  | typeof securityQuestion
  | typeof fundSecurityQuestion
  | typeof tradingQuestion
  | typeof turnoverQuestion
  | typeof creditQuestion
  | typeof timingQuestion;

/** The follow-up questions a purpose and borrower need, if any. */
function followUps(answers: PartialAnswers): Question[] {
  const {purpose, borrower} = answers;
  if (purpose === undefined || borrower === undefined) return [];
  if (borrower === 'smsf') return SMSF_PROPERTY_PURPOSES.includes(purpose) ? [trusteeQuestion] : [];
  // Building homes to sell: then whether the development is a business the borrower carries on (usesAsked).
  if (purpose === 'development') return usesAsked(answers) ? [buildQuestion, useQuestion] : [buildQuestion];
  // Business premises bought on a bridge by a possible natural person: then what is being sold (sellingAsked).
  if (buyingAsked(answers)) return sellingAsked(answers) ? [buyingQuestion, sellingQuestion] : [buyingQuestion];
  return usesAsked(answers) ? [useQuestion] : [];
}

/** The questions asked for these answers, in order. */
export function askedQuestions(answers: PartialAnswers): Question[] {
  const fund = answers.borrower === 'smsf';
  return [
    purposeQuestion,
    borrowerQuestion,
    ...followUps(answers),
    amountQuestion,
    fund ? fundSecurityQuestion : securityQuestion,
    ...(fund ? [] : [tradingQuestion, turnoverQuestion]),
    creditQuestion,
    timingQuestion,
  ];
}

/**
 * The answers to the questions these answers ask, each within its question's options. An answer from another path is
 * asked again, not carried: a company's "Equipment or vehicles", then the borrower changed to a super fund, reached
 * the fund's result and the broker, with the company's trading and turnover (a re-check).
 */
export function answersAsked(answers: PartialAnswers): PartialAnswers {
  const kept = askedQuestions(answers).flatMap((question) => {
    const value: unknown = answers[question.id];
    const offered = (v: unknown) => question.options.some((option) => option.value === v);
    const within = Array.isArray(value) ? value.filter(offered) : offered(value) ? value : undefined;
    return within === undefined || (Array.isArray(within) && within.length === 0) ? [] : [[question.id, within]];
  });
  return Object.fromEntries(kept) as PartialAnswers;
}

/**
 * The answers `given` (a changed answer, or the answers an address holds), with those of `earlier` they lack, but for
 * a question that reads differently now: it is asked again, its answer not carried across. The company's "None of
 * these" credit history, after the borrower became a super fund, reached the broker as the fund's, its trustees' and
 * members' (a re-check); so did the browser's Back and Forward between the company's screens and the fund's.
 */
export function carryOver(earlier: PartialAnswers, given: PartialAnswers): PartialAnswers {
  const next = {...earlier, ...given};
  const read = (answers: PartialAnswers) =>
    new Map(askedQuestions(answers).map((question) => [question.id, legendOf(question, answers)]));
  const before = read(earlier);
  for (const [id, legend] of read(next)) {
    if (!(id in given) && before.has(id) && before.get(id) !== legend) delete next[id];
  }
  return next;
}

export const isAnswered = (answers: PartialAnswers, id: QuestionId) => {
  const value = answers[id];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
};

/**
 * The most questions these answers can still lead to: the purpose and the borrower decide the follow-ups (building
 * homes to sell, or business premises on a bridge, adds one more), so while one of those is open this is the longest
 * way its answers allow. The progress label reads "Question 2 of up to 10" from the first question to the last, never
 * a fixed total that later grows: the count only stays or shrinks, and the check may stop sooner still, at a result
 * that names no product.
 */
export function mostQuestions(answers: PartialAnswers): number {
  const open = [purposeQuestion, borrowerQuestion, ...followUps(answers)].find((q) => !isAnswered(answers, q.id));
  if (!open) return askedQuestions(answers).length;
  return Math.max(...open.options.map((o) => mostQuestions({...answers, [open.id]: o.value} as PartialAnswers)));
}

/** Where the check goes after these answers: the first question still open, or the result. */
export function nextStep(answers: PartialAnswers): StepId {
  const decided = scope(answers);
  if (decided && decided.kind !== 'business') return 'result';
  return askedQuestions(answers).find((q) => !isAnswered(answers, q.id))?.id ?? 'result';
}

/**
 * Where the check goes on from a question once it is answered: the question after it (with its answer kept, after
 * the visitor stepped back), or the result when it was the last or the answers already decide the result.
 */
export function stepAfter(current: QuestionId, answers: PartialAnswers): StepId {
  const decided = scope(answers);
  if (decided && decided.kind !== 'business') return 'result';
  const asked = askedQuestions(answers);
  const next = asked[asked.findIndex((q) => q.id === current) + 1];
  return next?.id ?? 'result';
}
