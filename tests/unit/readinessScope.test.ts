/**
 * The readiness check's scope gate against the rule table in docs-dev/READINESS.md ("Which results may name a
 * product"), for EVERY combination of answers the check can be given: every purpose, borrower and follow-up answer,
 * every combination of securities, amounts, trading times, turnovers, credit events and timings. Not a sample.
 *
 * The expected result below is the table, written out by hand; it does not call the code under test. Every
 * combination is checked against it, and every combination the table calls consumer or out of scope is run through
 * assess(), the function the result page shows, to check it names no product and shows no range.
 */
import {CONSUMER_CREDIT_STATEMENT} from '../../src/compliance/creditScope';
import {askedQuestions, nextStep} from '../../src/readiness/flow';
import {
  amountQuestion,
  borrowerQuestion,
  creditQuestion,
  purposeQuestion,
  securityQuestion,
  timingQuestion,
  tradingQuestion,
  turnoverQuestion,
  type Borrower,
  type CreditEvent,
  type Purpose,
  type Security,
} from '../../src/readiness/questions';
import {assess} from '../../src/readiness/rules';
import {scope} from '../../src/readiness/scope';
import type {PartialAnswers} from '../../src/readiness/urlState';

type Kind = 'business' | 'consumer' | 'outside-scope';
type FollowUp = 'use' | 'build' | 'buying' | 'selling' | 'trustee';

const values = <V extends string>(q: {options: readonly {value: V}[]}) => q.options.map((o) => o.value);

/** Every non-empty choice of a several-answer question, with its "none" answer only on its own. */
function choices<V extends string>(q: {options: readonly {value: V}[]}): V[][] {
  const others = values(q).filter((v) => v !== 'none');
  const all: V[][] = [['none' as V]];
  for (let mask = 1; mask < 1 << others.length; mask++) all.push(others.filter((_, i) => mask & (1 << i)));
  return all;
}

const NATURAL: readonly Borrower[] = ['individual', 'sole-trader', 'partnership', 'trust'];

// ---- The table (docs-dev/READINESS.md), by hand ----

/** The first follow-up question each purpose and borrower needs (the table's "Asked next" column). */
function followUpFor(purpose: Purpose, borrower: Borrower): FollowUp | undefined {
  if (borrower === 'smsf') {
    return ['buy-commercial', 'refinance', 'smsf-property', 'residential-investment'].includes(purpose)
      ? 'trustee'
      : undefined;
  }
  if (purpose === 'development') return 'build';
  if (purpose === 'bridge') return 'buying';
  // A commercial title does not show a business use: a flat above a shop, or a holiday apartment, may be a home.
  if (purpose === 'buy-commercial' && NATURAL.includes(borrower)) return 'buying';
  if (
    NATURAL.includes(borrower) &&
    ['working-capital', 'tax-debt', 'refinance', 'equipment', 'vehicles', 'trade'].includes(purpose)
  ) {
    return 'use';
  }
  return undefined;
}

const FOLLOW_UP_ANSWERS: Record<FollowUp, readonly string[]> = {
  use: ['business', 'personal', 'unsure'],
  build: ['sell', 'commercial', 'keep', 'live', 'unsure'],
  buying: ['business', 'home', 'residential-investment', 'unsure'],
  selling: ['commercial', 'residential-smaller', 'residential-larger', 'unsure'],
  trustee: ['corporate', 'individuals', 'unsure'],
};

/** Every way through the follow-up questions: each answer to the first, and for homes to sell, to the second. */
function followUpPaths(purpose: Purpose, borrower: Borrower): Partial<Record<FollowUp, string>>[] {
  const first = followUpFor(purpose, borrower);
  if (first === undefined) return [{}];
  return FOLLOW_UP_ANSWERS[first].flatMap((answer) =>
    // The table's "then" for a natural person building homes to sell: is it a business they carry on?
    first === 'build' && answer === 'sell' && NATURAL.includes(borrower)
      ? FOLLOW_UP_ANSWERS.use.map((use) => ({build: answer, use}))
      : // and for a natural person's bridge to business premises: what is being sold, and what is owed on it?
        purpose === 'bridge' && answer === 'business' && NATURAL.includes(borrower)
        ? FOLLOW_UP_ANSWERS.selling.map((selling) => ({buying: answer, selling}))
        : [{[first]: answer}],
  );
}

/** The table's result column. */
function expected(
  purpose: Purpose,
  borrower: Borrower,
  followUps: Partial<Record<FollowUp, string>>,
  security: readonly Security[],
): Kind {
  const answer = Object.values(followUps)[0];
  if (borrower === 'smsf') {
    if (purpose === 'home' || purpose === 'personal') return 'consumer';
    if (answer === undefined) return 'outside-scope'; // not a property purpose: a fund may not borrow for it
    if (answer === 'corporate') return 'business';
    if (purpose === 'residential-investment') return 'consumer';
    return security.includes('commercial-property') &&
      !security.includes('residential-property') &&
      !security.includes('vacant-land')
      ? 'business'
      : 'consumer';
  }
  if (purpose === 'smsf-property') return 'outside-scope';
  const natural = NATURAL.includes(borrower);
  const notBusiness = natural ? 'consumer' : 'outside-scope';
  if (purpose === 'home' || purpose === 'personal' || purpose === 'residential-investment') return notBusiness;
  if (purpose === 'development') {
    if (answer === 'sell' && natural) return followUps.use === 'business' ? 'business' : 'consumer';
    if (answer === 'sell' || answer === 'commercial') return 'business';
    if (answer === 'unsure') return natural ? 'consumer' : 'business';
    return notBusiness; // keep, live
  }
  if (purpose === 'bridge' || (purpose === 'buy-commercial' && natural)) {
    if (purpose === 'bridge' && answer === 'business' && natural) {
      // The home or rental loan paid out is the larger part, or not known: predominantly a Code purpose.
      return followUps.selling === 'commercial' || followUps.selling === 'residential-smaller'
        ? 'business'
        : 'consumer';
    }
    if (answer === 'business') return 'business';
    if (answer === 'unsure') return natural ? 'consumer' : 'business';
    return notBusiness; // a home, or one to rent out
  }
  if (answer === undefined) return 'business'; // a company, or a purpose whose words show a business use
  return answer === 'business' ? 'business' : 'consumer';
}

// ---- Every combination ----

const purposes = values(purposeQuestion);
const borrowers = values(borrowerQuestion);
const securities = choices(securityQuestion);
const amounts = values(amountQuestion);
const tradings = values(tradingQuestion);
const turnovers = values(turnoverQuestion);
/**
 * The credit answer is read by the lender view, the services and the documents, never by the scope
 * (src/readiness/scope.ts does not read it):
 * "None of these", each event alone and all of them together stand for its 64 sets, at an eighth of the time.
 */
const creditEvents = values(creditQuestion).filter((v) => v !== 'none');
const credits: CreditEvent[][] = [['none'], ...creditEvents.map((event) => [event]), creditEvents];
const timings = values(timingQuestion);

describe.each(purposes)('every combination of answers for purpose "%s"', (purpose) => {
  it.each(borrowers)(
    'borrower "%s": the result matches the table, and no consumer path names a product',
    (borrower) => {
      const paths = followUpPaths(purpose, borrower);
      const fund = borrower === 'smsf';
      let combinations = 0;
      for (const followUps of paths) {
        const start = {purpose, borrower, ...followUps} as PartialAnswers;
        // The check asks the table's follow-ups, and no other.
        expect(askedQuestions(start).map((q) => q.id)).toEqual([
          'purpose',
          'borrower',
          ...Object.keys(followUps),
          'amount',
          'security',
          ...(fund ? [] : ['trading', 'turnover']),
          'credit',
          'timing',
        ]);
        for (const security of securities) {
          const kind = expected(purpose, borrower, followUps, security);
          const withSecurity = {...start, security};
          // The reasons a visitor reads on a result without a product: why, the Code, and the referral; never an
          // invitation to answer again as someone else.
          const gate = scope(withSecurity);
          expect(gate?.kind).toBe(kind);
          if (gate && gate.kind !== 'business') {
            const words = gate.reasons.join(' ');
            expect(words).not.toMatch(/answer (again|as)|as the borrower|re-answer/i);
            if (gate.kind === 'consumer') {
              expect(gate.reasons).toContain(CONSUMER_CREDIT_STATEMENT);
              expect(words).toMatch(/refer you to a broker who arranges residential and personal lending/);
            }
          }
          for (const amount of amounts) {
            for (const trading of fund ? [undefined] : tradings) {
              for (const turnover of fund ? [undefined] : turnovers) {
                for (const credit of credits) {
                  for (const timing of timings) {
                    const answers: PartialAnswers = {...withSecurity, amount, trading, turnover, credit, timing};
                    combinations++;
                    if (kind === 'business') {
                      // Hot loop: compare the kind only (toBe on every one of millions would take minutes).
                      if (scope(answers)?.kind !== 'business') expect(answers).toBe('a business result');
                      continue;
                    }
                    const result = assess(answers);
                    if (result?.kind !== kind || 'services' in result) {
                      expect({answers, result}).toBe(`a ${kind} result with no product`);
                    }
                  }
                }
              }
            }
          }
          // The check stops asking once the answers show the loan is not business credit.
          if (kind !== 'business') expect(nextStep(withSecurity)).toBe('result');
        }
      }
      // 8 credit answers: "None of these", each of the six events alone, and all six.
      const rest = fund ? 5 * 8 * 4 : 5 * 5 * 5 * 8 * 4;
      // 32 securities: each non-empty set of the five kinds, or 'Nothing: unsecured' alone.
      expect(combinations).toBe(paths.length * 32 * rest);
    },
  );
});

describe('the consumer result comes as soon as it is known', () => {
  it.each([
    [{purpose: 'home', borrower: 'individual'}],
    [{purpose: 'working-capital', borrower: 'individual', use: 'unsure'}],
    [{purpose: 'development', borrower: 'trust', build: 'keep'}],
    [{purpose: 'development', borrower: 'individual', build: 'sell', use: 'personal'}],
    [{purpose: 'development', borrower: 'sole-trader', build: 'sell', use: 'unsure'}],
    [{purpose: 'bridge', borrower: 'sole-trader', buying: 'home'}],
    [{purpose: 'buy-commercial', borrower: 'individual', buying: 'home'}],
    [{purpose: 'bridge', borrower: 'sole-trader', buying: 'business', selling: 'residential-larger'}],
    [{purpose: 'bridge', borrower: 'trust', buying: 'business', selling: 'unsure'}],
    [{purpose: 'residential-investment', borrower: 'smsf', trustee: 'individuals'}],
    [{purpose: 'personal', borrower: 'smsf'}],
  ] as const)('%j: straight to the result, with no product', (answers) => {
    expect(nextStep(answers)).toBe('result');
    const result = assess(answers);
    expect(result?.kind).toBe('consumer');
    expect(result).not.toHaveProperty('services');
  });

  it('a natural person building homes to sell is asked whether it is a business they carry on, and told why', () => {
    const start = {purpose: 'development', borrower: 'partnership', build: 'sell'} as const;
    expect(nextStep(start)).toBe('use');
    expect(nextStep({...start, use: 'business'})).toBe('amount');
    const result = assess({...start, use: 'personal'});
    expect(result?.kind === 'consumer' && result.reasons.join(' ')).toMatch(
      /business credit when the development is a business the borrower carries on; a one-off build by an individual may be consumer credit/,
    );
    // A company building to sell is carrying on its business: nothing more to ask.
    expect(nextStep({...start, borrower: 'company'})).toBe('amount');
  });

  it('an individual buying a commercial property is asked what it is for (a flat above a shop may be a home)', () => {
    const start = {purpose: 'buy-commercial', borrower: 'individual'} as const;
    expect(nextStep(start)).toBe('buying');
    expect(nextStep({...start, buying: 'business'})).toBe('amount');
    expect(assess({...start, buying: 'residential-investment'})?.kind).toBe('consumer');
    // A company is never a consumer: nothing more to ask.
    expect(nextStep({...start, borrower: 'company'})).toBe('amount');
  });

  it('a natural person bridging to business premises is asked what is being sold, and told why', () => {
    const start = {purpose: 'bridge', borrower: 'partnership', buying: 'business'} as const;
    expect(nextStep(start)).toBe('selling');
    expect(nextStep({...start, selling: 'commercial'})).toBe('amount');
    expect(nextStep({...start, selling: 'residential-smaller'})).toBe('amount');
    const larger = assess({...start, selling: 'residential-larger'});
    expect(larger?.kind === 'consumer' && larger.reasons.join(' ')).toMatch(
      /predominantly for refinancing a home or a residential investment, which is consumer credit \(National Credit Code, s5\(1\)\)/,
    );
    expect(larger?.kind === 'consumer' && larger.reasons).toContain(CONSUMER_CREDIT_STATEMENT);
    const unsure = assess({...start, selling: 'unsure'});
    expect(unsure?.kind === 'consumer' && unsure.reasons.join(' ')).toMatch(/we treat the loan as consumer credit/);
    // A company is never a consumer, and a home bought on a bridge is decided already: nothing more to ask.
    expect(nextStep({...start, borrower: 'company'})).toBe('amount');
    expect(nextStep({...start, buying: 'home'})).toBe('result');
  });

  it('an SMSF with a home or personal purpose is told why a fund cannot, not to answer again as the business', () => {
    const result = assess({purpose: 'home', borrower: 'smsf'});
    expect(result?.kind === 'consumer' && result.reasons.join(' ')).toMatch(/sole purpose test/);
  });
});
