/**
 * The loan readiness check's questions, in the order they are asked. Each is
 * answered with a tap (the two with several answers, a tap each and Next); the answers live in the page's address under each
 * question's id (?purpose=buy-commercial&borrower=company...), so a result
 * can be bookmarked or shared and nothing is sent anywhere. Five questions
 * are asked only when the answers before them leave open whether the loan is
 * business credit (askedQuestions in flow.ts).
 */
import {amountBands} from './amountBands';

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

interface QuestionBase<Id extends string, V extends string> {
  id: Id;
  /** The fieldset's legend: the question as the visitor reads it. */
  legend: string;
  hint?: string;
  options: readonly Option<V>[];
  /** Subheads over the options, in the options' order; a folded group opens in place with a tap. */
  groups?: readonly OptionGroup<V>[];
}

export interface OptionGroup<V extends string = string> {
  label: string;
  values: readonly V[];
  folded?: boolean;
}

const question = <Id extends string, const V extends string>(q: QuestionBase<Id, V> & {multiple?: boolean}) => q;

/**
 * The purposes under two short subheads, the most asked first (a commercial broker's usual enquiries: buying and
 * refinancing premises, cash flow, equipment), so the question fits about one phone screen. The three purposes that
 * are consumer credit for a person wait under one "Something else" that opens in place: they are not one answer, as
 * a company's home is outside scope and a super fund with a corporate trustee may buy a residential investment.
 */
export const purposeQuestion = question({
  id: 'purpose',
  legend: 'What is the money for?',
  // A buyer waiting on a sale is a bridge, not a plain purchase: the sixteenth design review's café owner, buying her
  // premises, took "Buy a commercial property" and never heard of bridging.
  hint: 'Waiting on the sale of another property to pay for it? Choose “Buy a property before selling another”.',
  options: [
    {value: 'buy-commercial', label: 'Buy a commercial property'},
    {value: 'refinance', label: 'Refinance a business or commercial property loan'},
    {value: 'bridge', label: 'Buy a property before selling another (house, unit or commercial)'},
    {value: 'development', label: 'Develop or build'},
    {value: 'smsf-property', label: 'Buy property in a self-managed super fund'},
    {value: 'working-capital', label: 'Cash flow or working capital'},
    // Apart, so a ute leads to asset finance and its checklist, machinery to equipment finance (a borrower's trial: a
    // sole trader's ute was offered equipment finance first, with an importer's documents).
    {value: 'equipment', label: 'Buy equipment or machinery'},
    {value: 'vehicles', label: 'Buy vehicles for the business'},
    {value: 'buy-business', label: 'Buy a business'},
    {value: 'tax-debt', label: 'Pay a business’s ATO debt or other business debts'},
    {value: 'trade', label: 'Pay suppliers for stock'},
    {value: 'home', label: 'Buy or refinance a home to live in'},
    {value: 'residential-investment', label: 'Buy or refinance a residential investment property'},
    {value: 'personal', label: 'Personal or household purposes'},
  ],
  groups: [
    {label: 'Property', values: ['buy-commercial', 'refinance', 'bridge', 'development', 'smsf-property']},
    {
      label: 'Business and equipment',
      values: ['working-capital', 'equipment', 'vehicles', 'buy-business', 'tax-debt', 'trade'],
    },
    {
      label: 'Something else (home, investment home, personal)',
      values: ['home', 'residential-investment', 'personal'],
      folded: true,
    },
  ],
});

export const borrowerQuestion = question({
  id: 'borrower',
  legend: 'Who would borrow?',
  // A sole trader is an individual too (a reviewer's café owner, with her house in her own name, stopped here); a
  // director may think she borrows herself (a trial).
  // And a fund's trustees are not borrowing as themselves (a trial's SMSF trustee chose "individuals" and ended at the
  // consumer result).
  hint:
    'A sole trader runs a business in their own name, with an ABN. A director borrowing for the company? Choose ' +
    'the company. In your own name, alone or with someone else, not for a business you run? Choose “Me, or us, ' +
    'as individuals”. Through your super fund, even as its trustees or trustee company? Choose the self-managed ' +
    'super fund.',
  options: [
    {value: 'company', label: 'A company (Pty Ltd)'},
    {value: 'trust', label: 'A trust'},
    {value: 'sole-trader', label: 'A sole trader'},
    {value: 'partnership', label: 'A partnership'},
    {value: 'smsf', label: 'A self-managed super fund'},
    {value: 'individual', label: 'Me, or us, as individuals'},
  ],
});

/**
 * For a borrower who may be a natural person, where the purpose alone does not show a business use. It is asked for
 * equipment, vehicles, stock, cash flow, debts, refinancing and building homes to sell, so its hint gives examples
 * from several; "wholly or mainly" because the National Credit Code (s5(1)(b)) asks whether credit is wholly or
 * predominantly for personal, domestic or household purposes. An even split is a broker's call, not the visitor's:
 * "Not sure" (a sole trader's half-family car in a consumer-edge trial had no answer to choose).
 */
export const useQuestion = question({
  id: 'use',
  legend: 'Is the money for a business you carry on?',
  hint:
    'Wholly or mainly for a business you run, on your own, in a partnership or through a trust. Personal or ' +
    'household needs (living costs, personal debts, a car for private use, a home to live in or rent out) are ' +
    'not a business use. About half each, such as a car shared with the family? Choose Not sure.',
  options: [
    {value: 'business', label: 'Yes, for a business we carry on'},
    {value: 'personal', label: 'No, for personal or household needs'},
    {value: 'unsure', label: 'Not sure'},
  ],
});

/** For a development: building homes to keep or live in is consumer credit for a natural person. */
export const buildQuestion = question({
  id: 'build',
  legend: 'What is being built, and what happens to it?',
  options: [
    {value: 'sell', label: 'Homes or units to sell'},
    {value: 'commercial', label: 'Commercial or industrial property'},
    {value: 'keep', label: 'Homes or units to keep and rent out'},
    {value: 'live', label: 'A home to live in'},
    {value: 'unsure', label: 'Not decided yet'},
  ],
});

/**
 * For a bridging purchase, and for a commercial property bought by someone who may be a natural person: what the
 * property is for, not its title, decides whether it is business credit.
 */
export const buyingQuestion = question({
  id: 'buying',
  legend: 'What is the property you are buying for?',
  hint: 'What it will be used for counts, not how it is zoned or titled: a flat above a shop to live in, or a holiday apartment in a commercial building, is a home.',
  options: [
    {value: 'business', label: 'Premises for the business, or another commercial property'},
    {value: 'home', label: 'A home to live in, or a holiday home'},
    {value: 'residential-investment', label: 'A home or unit to rent out'},
    {value: 'unsure', label: 'Not sure yet'},
  ],
});

/**
 * For a bridging purchase of business premises by a borrower who may be a natural person: a bridge also pays out
 * the loan on the property being sold, and when that is a home or a residential rental and its payout is the larger
 * part of the amount borrowed, the credit is predominantly for a Code purpose (National Credit Code s5(1)). The
 * options compare the payout with the borrowing, not with the price (a buyer putting in cash borrows less than the
 * price); at half or more the check refers her rather than decide.
 */
export const sellingQuestion = question({
  id: 'selling',
  legend: 'What are you selling, and what is owed on it?',
  hint:
    'A bridging loan also pays out the loan on the property you are selling. If that is a home or a rental and ' +
    'its loan is the bigger part of what you borrow, the loan is mainly for a personal purpose.',
  options: [
    {value: 'commercial', label: 'A business or commercial property'},
    {
      value: 'residential-smaller',
      label: 'A home or rental; paying out its loan is less than half of what you’ll borrow',
    },
    {value: 'residential-larger', label: 'A home or rental; paying out its loan is half or more of what you’ll borrow'},
    {value: 'unsure', label: 'Not sure'},
  ],
});

/** For a super fund buying property: a fund with individual trustees buying residential property may be consumer credit. */
export const trusteeQuestion = question({
  id: 'trustee',
  legend: 'Does the fund have a corporate trustee?',
  hint: 'A company that acts as the fund’s trustee, rather than the members themselves.',
  options: [
    {value: 'corporate', label: 'Yes, a company is the trustee'},
    {value: 'individuals', label: 'No, the members are the trustees'},
    {value: 'unsure', label: 'Not sure'},
  ],
});

export const amountQuestion = question({
  id: 'amount',
  legend: 'Roughly how much do you need?',
  options: amountBands,
});

export const securityQuestion = question({
  id: 'security',
  legend: 'What could the loan be secured against?',
  // Shown on every path: an example from one kind of loan (bridging's two properties) confused a buyer of equipment.
  hint: 'Tick all that apply, then Next (a tap on “Nothing” goes on by itself). What the loan would buy counts: a property or equipment usually secures its own loan. Security lowers the lender’s risk and usually the rate.',
  multiple: true,
  options: [
    {value: 'commercial-property', label: 'Commercial property'},
    {value: 'residential-property', label: 'Residential property'},
    // A developer's site before the build: lenders value it apart from a building (the quote form's own choice).
    {value: 'vacant-land', label: 'Vacant land or a development site'},
    {value: 'equipment', label: 'Equipment or vehicles'},
    {value: 'receivables', label: 'Invoices owed to the business (receivables)'},
    {value: 'none', label: 'Nothing: unsecured'},
  ],
});

/**
 * The security question as a super fund is asked it: a fund's loan (a limited recourse borrowing arrangement, SIS Act
 * s 67A) is secured only on the property it buys, so equipment, invoices and "nothing" are not offered (a buyer's
 * trial). Its answer also tells a fund with individual trustees whether the property is residential (scope.ts).
 */
export const fundSecurityQuestion = question({
  id: 'security',
  legend: 'What property is the fund’s loan for?',
  hint: 'Tick what applies, then Next. A super fund’s loan is secured only on the one property it is for.',
  multiple: true,
  options: securityQuestion.options.filter((o) =>
    (['commercial-property', 'residential-property', 'vacant-land'] as const).some((kind) => kind === o.value),
  ),
});

export const tradingQuestion = question({
  id: 'trading',
  legend: 'How long has the business been trading?',
  options: [
    {value: 'not-yet', label: 'Not trading yet'},
    {value: 'under-1', label: 'Less than a year'},
    {value: '1-2', label: '1 to under 2 years'},
    // The quote form's own bands from here (src/enquiry/fields.ts), so the answer fills its field.
    {value: '2-5', label: '2 to 5 years'},
    {value: 'over-5', label: 'More than 5 years'},
  ],
});

export const turnoverQuestion = question({
  id: 'turnover',
  legend: 'What is the business’s annual turnover?',
  options: [
    {value: 'none', label: 'No turnover yet'},
    {value: 'under-250k', label: 'Under $250,000'},
    {value: '250k-1m', label: '$250,000 to $1 million'},
    {value: '1m-5m', label: '$1 million to $5 million'},
    {value: 'over-5m', label: 'More than $5 million'},
  ],
});

export const creditQuestion = question({
  id: 'credit',
  legend: 'In the last few years, has the business or any owner had any of these?',
  hint: 'Tick all that apply, then Next (a tap on “None of these” goes on by itself). A past problem rarely rules out finance; it changes which lenders fit.',
  multiple: true,
  options: [
    {value: 'none', label: 'None of these'},
    {value: 'late', label: 'Late repayments'},
    {value: 'defaults', label: 'A default listed on a credit file'},
    // Two answers: whether the debt is on a plan kept up is what lenders ask first, and one answer for both lost it
    // (a sole trader's trial: his plan never reached the broker).
    {value: 'ato-plan', label: 'An ATO debt on a payment plan, paid as agreed'},
    // A plan behind on its instalments is no plan to a lender (the ATO may cancel it): "paid as agreed" was the only
    // other answer, and read as workable (a director's trial).
    {value: 'ato-debt', label: 'An ATO debt not on a payment plan, or behind on one'},
    // The ATO already collecting: the notices the tax debt guide says to tell us of on the first call.
    {value: 'ato-notice', label: 'A director penalty notice or garnishee notice from the ATO'},
    {value: 'bankruptcy', label: 'Bankruptcy or a company in liquidation'},
  ],
});

export const timingQuestion = question({
  id: 'timing',
  legend: 'How soon do you need the money?',
  options: [
    {value: 'two-weeks', label: 'Within 2 weeks'},
    {value: 'month', label: 'Within a month'},
    {value: 'quarter', label: 'In 1 to 3 months'},
    {value: 'later', label: 'More than 3 months away'},
  ],
});

export const questions = [
  purposeQuestion,
  borrowerQuestion,
  useQuestion,
  buildQuestion,
  buyingQuestion,
  sellingQuestion,
  trusteeQuestion,
  amountQuestion,
  securityQuestion,
  tradingQuestion,
  turnoverQuestion,
  creditQuestion,
  timingQuestion,
] as const;

type ValueOf<Q> = Q extends {options: readonly Option<infer V>[]} ? V : never;

export type Purpose = ValueOf<typeof purposeQuestion>;
export type Borrower = ValueOf<typeof borrowerQuestion>;
export type BusinessUse = ValueOf<typeof useQuestion>;
export type Build = ValueOf<typeof buildQuestion>;
export type Buying = ValueOf<typeof buyingQuestion>;
export type Selling = ValueOf<typeof sellingQuestion>;
export type Trustee = ValueOf<typeof trusteeQuestion>;
export type AmountBand = ValueOf<typeof amountQuestion>;
export type Security = ValueOf<typeof securityQuestion>;
export type Trading = ValueOf<typeof tradingQuestion>;
export type Turnover = ValueOf<typeof turnoverQuestion>;
export type CreditEvent = ValueOf<typeof creditQuestion>;
export type Timing = ValueOf<typeof timingQuestion>;

/**
 * A complete set of answers for a business result: what the rules (rules.ts) assess. The follow-up questions,
 * and trading and turnover (not asked of a super fund), are there only when they were asked.
 */
export interface Answers {
  purpose: Purpose;
  borrower: Borrower;
  use?: BusinessUse;
  build?: Build;
  buying?: Buying;
  selling?: Selling;
  trustee?: Trustee;
  amount: AmountBand;
  /** At least one; "none" only on its own. */
  security: readonly Security[];
  trading?: Trading;
  turnover?: Turnover;
  /** At least one; "none" only on its own. */
  credit: readonly CreditEvent[];
  timing: Timing;
}

export type QuestionId = (typeof questions)[number]['id'];

/** The label of an answer, for the result and the summary sent to a broker. */
export function optionLabel(id: QuestionId, value: string): string {
  const q = questions.find((x) => x.id === id);
  return q?.options.find((o) => o.value === value)?.label ?? value;
}

/**
 * A question as the visitor reads it: a super fund is asked about the fund, its trustee and members, as the check asks
 * a fund nothing about trading or turnover (a fund is not a business with owners). A buyer is asked about the business
 * being bought, which lenders assess, not her new company (a buyer's trial answered for either, and both misled).
 */
export function legendOf(
  question: {id: QuestionId; legend: string},
  answers: {borrower?: Borrower; purpose?: Purpose},
): string {
  if (question.id === 'credit' && answers.borrower === 'smsf')
    return 'In the last few years, has the fund, any trustee or any member had any of these?';
  if (answers.purpose === 'buy-business' && question.id === 'trading')
    return 'How long has the business you are buying been trading?';
  if (answers.purpose === 'buy-business' && question.id === 'turnover')
    return 'What is the annual turnover of the business you are buying?';
  if (answers.purpose === 'buy-business' && question.id === 'credit')
    return answers.borrower === 'company' || answers.borrower === 'trust'
      ? 'In the last few years, has the buyer or any of its owners had any of these?'
      : 'In the last few years, have you, or anyone buying with you, had any of these?';
  return question.legend;
}
