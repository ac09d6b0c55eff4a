/**
 * Whether the readiness check may name a product: the business arranges
 * business credit only (src/compliance/creditScope.ts). This is the check's
 * one gate, decided from the purpose, the borrower, the follow-up question
 * the pair needs and, for a super fund, the security. The rule table in words
 * is docs-dev/READINESS.md; tests/unit/readinessScope.test.ts runs every
 * combination of answers against it.
 *
 * Where the borrower may be a natural person, a purpose that is personal,
 * residential investment or not known yet is consumer credit here: the check
 * names no product and no range, says why and how the business refers it.
 */
import {CONSUMER_CREDIT_STATEMENT, isConsumerCredit, type CreditPurpose} from '../compliance/creditScope';
import type {Borrower, Purpose} from './questions';
import type {PartialAnswers} from './urlState';

export type Scope =
  | {kind: 'business'}
  | {
      kind: 'consumer' | 'outside-scope';
      /** Why the check names no product or range, and what happens next. */
      reasons: readonly string[];
    };

/** Borrowers who are, or may be, natural persons (s5(1) of the Code applies only to them). */
export const mayBeNaturalPerson: Record<Borrower, boolean> = {
  company: false,
  trust: true, // individuals may be its trustees
  'sole-trader': true,
  partnership: true, // a partnership of individuals
  smsf: false, // its trustee decides: asked separately (trusteeQuestion)
  individual: true,
};

/**
 * Purposes whose words do not show a business use, so a borrower who may be a natural person is asked. Building
 * homes to sell is asked too (usesAsked): it is business credit when the development is a business the borrower
 * carries on, while a one-off build by an individual may be consumer credit.
 */
export const USE_ASKED_FOR: readonly Purpose[] = [
  'working-capital',
  'tax-debt',
  'refinance',
  'equipment',
  'vehicles',
  'trade',
];

/** Whether these answers need the "business you carry on" question (useQuestion). */
export const usesAsked = ({purpose, borrower, build}: PartialAnswers): boolean =>
  borrower !== undefined &&
  mayBeNaturalPerson[borrower] &&
  (USE_ASKED_FOR.includes(purpose!) || (purpose === 'development' && build === 'sell'));

/**
 * Whether these answers need "What is the property you are buying for?" (buyingQuestion). Always for a bridging
 * purchase; for a commercial property only when the borrower may be a natural person, because a commercial title
 * does not show a business use: a flat above a shop to live in, or a holiday apartment in a commercial-titled
 * building, is a personal purpose. A company is never a consumer (its residential purchase is out of scope, and a
 * company buying commercial property is not asked).
 */
export const buyingAsked = ({purpose, borrower}: PartialAnswers): boolean =>
  purpose === 'bridge' || (purpose === 'buy-commercial' && borrower !== undefined && mayBeNaturalPerson[borrower]);

/**
 * Whether these answers need "What are you selling, and what is owed on it?" (sellingQuestion): business premises
 * bought on a bridge by a borrower who may be a natural person. The bridge also pays out the loan on the property
 * being sold; when that is a home or rental loan and the larger part, the credit is predominantly for a Code purpose.
 */
export const sellingAsked = ({purpose, borrower, buying}: PartialAnswers): boolean =>
  purpose === 'bridge' && borrower !== undefined && mayBeNaturalPerson[borrower] && buying === 'business';

/** Purposes a super fund can borrow for: a single property through a limited recourse arrangement (SIS Act s67A). */
export const SMSF_PROPERTY_PURPOSES: readonly Purpose[] = [
  'buy-commercial',
  'refinance',
  'smsf-property',
  'residential-investment',
];

/** A purpose as the Code sorts it, or "unknown" when the visitor is not sure. */
type Sorted = CreditPurpose | 'unknown';

const REFERRAL =
  'So this check names no loan and no range: under responsible lending and the best interests duty, a broker must ' +
  'first understand your situation and needs. Send us your answers and we will confirm whether the loan is consumer ' +
  'credit and, if it is, refer you to a broker who arranges residential and personal lending.';

const consumer = (...why: string[]): Scope => ({
  kind: 'consumer',
  reasons: [...why, CONSUMER_CREDIT_STATEMENT, REFERRAL],
});

const UNKNOWN_WHY =
  'Until we know the money is for a business the borrower carries on, or for property other than homes, we treat ' +
  'the loan as consumer credit.';

const whyBySorted: Record<Exclude<Sorted, 'business'>, string> = {
  personal:
    'Personal, domestic or household needs (a home to live in or holiday in, a car for private use, living costs) are a ' +
    'personal purpose.',
  'residential-investment': 'Buying, building or refinancing homes to rent out is investment in residential property.',
  unknown: UNKNOWN_WHY,
};

const DEVELOP_TO_SELL =
  'Building homes to sell is business credit when the development is a business the borrower carries on; a ' +
  'one-off build by an individual may be consumer credit, so we refer it.';

const SMSF_PERSONAL =
  'A super fund cannot buy a home for members or their relatives to live in, or borrow for personal purposes ' +
  '(Superannuation Industry (Supervision) Act 1993: the s62 sole purpose test, and the in-house asset rules of ' +
  'Part 8 for a home leased to a member or relative). Borrowed personally, ' +
  'this is consumer credit.';

// s67(2) also allows a few days' or weeks' borrowing to pay a benefit or settle a share trade: "only" said otherwise.
const SMSF_NOT_PROPERTY =
  'Apart from short-term borrowing in narrow cases, such as to pay a member’s benefit (Superannuation Industry ' +
  '(Supervision) Act 1993, s67(2)), a self-managed super fund may borrow only to buy a single asset, such as a ' +
  'property, through a limited recourse borrowing arrangement (s67A), so it cannot borrow for this.';

const SMSF_TRUSTEES =
  'A fund whose trustees are individuals, or whose trustee is not known yet, buying or refinancing residential ' +
  'property (or a property not named yet) may be borrowing consumer credit. We arrange residential SMSF loans only ' +
  'for funds with a corporate trustee.';

const FUND_BORROWS =
  'In an SMSF loan the fund borrows, through its trustee, not its members or their business, and whether we can ' +
  'help depends on the fund’s trustee and the property: a broker will ask about both. If you are the fund’s ' +
  'trustees or its trustee company, change “Who would borrow?” to the self-managed super fund.';

const COMPANY_RESIDENTIAL =
  'We arrange loans for business purposes and investment other than in residential property. A company borrowing ' +
  'for a home or a residential investment is outside what we arrange; we can refer you to a broker who arranges ' +
  'residential lending.';

// A phone trial: "Personal or household purposes" for a company read "for a home or a residential investment".
const COMPANY_PERSONAL =
  'We arrange loans for business purposes and investment other than in residential property. A company borrowing ' +
  'for personal or household needs, such as a car or living costs for its directors or their family, is outside ' +
  'what we arrange; we can refer you to a broker who arranges that lending.';

const BRIDGE_REFINANCE =
  'A bridging loan also pays out the loan on the property you are selling. When that is a home or rental loan and ' +
  'the larger part of the borrowing, the loan is predominantly for refinancing a home or a residential investment, ' +
  'which is consumer credit (National Credit Code, s5(1)).';

const BRIDGE_UNSURE =
  'A bridging loan also pays out the loan on the property you are selling. Until we know that property is not a ' +
  'home or rental, or that its loan is the smaller part of the borrowing, we treat the loan as consumer credit.';

const TRUST_TRUSTEES =
  'A trust’s trustees may be individuals, so we treat this as consumer credit until a broker knows who the trustees are: send us your answers.';

/** The purpose as the Code sorts it, or undefined while the follow-up question is unanswered. */
function sortPurpose(a: PartialAnswers): Sorted | undefined {
  if (usesAsked(a)) {
    if (a.use === undefined) return undefined;
    return a.use === 'unsure' ? 'unknown' : a.use;
  }
  switch (a.purpose) {
    case 'home':
    case 'personal':
      return 'personal';
    case 'residential-investment':
      return 'residential-investment';
    case 'development':
      if (a.build === undefined) return undefined;
      return {
        sell: 'business',
        commercial: 'business',
        keep: 'residential-investment',
        live: 'personal',
        unsure: 'unknown',
      }[a.build] as Sorted;
    case 'bridge':
    case 'buy-commercial':
      if (!buyingAsked(a)) return 'business';
      if (a.buying === undefined) return undefined;
      if (sellingAsked(a)) {
        if (a.selling === undefined) return undefined;
        return a.selling === 'unsure' ? 'unknown' : a.selling === 'residential-larger' ? 'personal' : 'business';
      }
      return a.buying === 'unsure' ? 'unknown' : a.buying === 'home' ? 'personal' : a.buying;
    default:
      return 'business';
  }
}

function smsfScope(a: PartialAnswers): Scope | undefined {
  if (a.purpose === 'home' || a.purpose === 'personal') return consumer(SMSF_PERSONAL);
  if (!SMSF_PROPERTY_PURPOSES.includes(a.purpose!)) return {kind: 'outside-scope', reasons: [SMSF_NOT_PROPERTY]};
  if (a.trustee === undefined) return undefined;
  if (a.trustee === 'corporate') return {kind: 'business'};
  if (a.purpose === 'residential-investment') return consumer(SMSF_TRUSTEES);
  if (a.security === undefined) return undefined;
  // Only commercial property security shows the property is not residential (land may be for a home).
  const commercialOnly =
    a.security.includes('commercial-property') &&
    !a.security.includes('residential-property') &&
    !a.security.includes('vacant-land');
  return commercialOnly ? {kind: 'business'} : consumer(SMSF_TRUSTEES);
}

/** The gate: business, consumer or outside scope; undefined while an answer it needs is missing. */
export function scope(a: PartialAnswers): Scope | undefined {
  if (a.purpose === undefined || a.borrower === undefined) return undefined;
  if (a.borrower === 'smsf') return smsfScope(a);
  if (a.purpose === 'smsf-property') return {kind: 'outside-scope', reasons: [FUND_BORROWS]};
  const sorted = sortPurpose(a);
  if (sorted === undefined) return undefined;
  const naturalPerson = mayBeNaturalPerson[a.borrower];
  if (naturalPerson) {
    // Not sure is treated as the Code's purposes until a broker knows otherwise.
    if (
      sorted === 'business' ||
      !isConsumerCredit({naturalPerson, purpose: sorted === 'unknown' ? 'personal' : sorted})
    ) {
      return {kind: 'business'};
    }
    const why =
      a.purpose === 'development' && a.build === 'sell'
        ? DEVELOP_TO_SELL
        : sellingAsked(a)
          ? a.selling === 'unsure'
            ? BRIDGE_UNSURE
            : BRIDGE_REFINANCE
          : whyBySorted[sorted];
    return consumer(why, ...(a.borrower === 'trust' ? [TRUST_TRUSTEES] : []));
  }
  // A company is never a consumer; a company's home or residential investment is outside what the business arranges.
  if (sorted !== 'personal' && sorted !== 'residential-investment') return {kind: 'business'};
  const householdNeeds = a.purpose === 'personal' || (usesAsked(a) && a.use === 'personal');
  return {kind: 'outside-scope', reasons: [householdNeeds ? COMPANY_PERSONAL : COMPANY_RESIDENTIAL]};
}
