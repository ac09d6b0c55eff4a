/**
 * Which loans the business arranges, and where the National Credit Code
 * stands. This is one fact stated in one place: service pages, guides, the
 * footer, the quote form and the legal pages all read it from here, so the
 * site can never give two versions of the rule.
 *
 * The law behind the wording (National Consumer Credit Protection Act 2009,
 * Schedule 1, the National Credit Code):
 * - s5(1): the Code covers credit to a natural person (or strata corporation)
 *   wholly or predominantly for personal, domestic or household purposes, to
 *   buy, renovate or improve residential property for investment, or to
 *   refinance credit that was for that residential investment (s5(1)(b)).
 *   A company is not a natural person, so credit to a company is outside the
 *   Code whatever it is for; individuals (including individual trustees) are
 *   not.
 * - s13: a business-purpose declaration presumes the Code does not apply, but
 *   only for business purposes or investment other than in residential
 *   property; s13(3) makes it ineffective if the credit provider knew, had
 *   reason to believe, or would have found out with reasonable inquiries, that
 *   the credit was for a Code purpose, and inducing a false declaration is an
 *   offence.
 */

/** Inline phrase: "…for business purposes (or investment other than in residential property)". */
export const BUSINESS_PURPOSE_PHRASE = 'business purposes (or investment other than in residential property)';

/** The scope statement itself: what we arrange and why the Code generally does not apply. */
export const CREDIT_SCOPE_STATEMENT =
  `The loans we arrange are for ${BUSINESS_PURPOSE_PHRASE}, ` +
  'which are generally outside the National Credit Code, except SMSF loans, which can be for residential ' +
  "property: whether the Code applies to those depends on the fund's trustee.";

/**
 * Who owes what on consumer credit: responsible lending binds anyone giving credit assistance with it; the best
 * interests duty binds a mortgage broker (NCCP Act Part 3-5A, s158LA), not every consumer loan. The glossary and
 * the bridging and development FAQs use these words too (tests/unit/independentReadFindings.test.ts).
 */
export const CONSUMER_CREDIT_DUTIES =
  'responsible lending obligations apply, and a mortgage broker also owes a best interests duty';

/**
 * What happens to a residential-investment or personal loan to an individual: the business's one position on
 * consumer credit (it arranges business-purpose credit only, and refers consumer credit out). The credit guide,
 * the SMSF trustee rule and the readiness check follow it.
 */
// In short sentences: a plain-language reader (many borrowers read English as a second language) stumbled on one
// of 60 words.
export const CONSUMER_CREDIT_STATEMENT =
  'A loan to an individual wholly or mainly for personal, domestic or household purposes is consumer credit ' +
  'under the National Credit Code. So is a loan to an individual to buy, renovate or improve residential ' +
  'property as an investment, even when it is rented out, or to refinance a loan that was for that. For both, ' +
  `${CONSUMER_CREDIT_DUTIES}. We do not arrange consumer credit. If a request is consumer credit, we tell you so ` +
  'and, with your agreement, refer you to a broker who arranges residential and personal lending, without ' +
  'suggesting a lender or helping you apply. If we would be paid for the referral, we tell you who pays and how ' +
  'much before you agree.';

/**
 * Free help for someone whose loan is consumer credit, named where the site turns the request away, so she is not
 * left with our referral as her only way on: ASIC's guides to choosing a broker, to car loans and to personal loans (a
 * family car or a home renovation is consumer credit too; those two addresses were confirmed from other sites' links,
 * not opened), and the National Debt Helpline
 * (free financial counselling, funded by governments) for debts that are hard to keep up with.
 */
export const CONSUMER_HELP = {
  brokerGuide: {
    name: 'how to choose a mortgage broker',
    href: 'https://moneysmart.gov.au/home-loans/choosing-a-mortgage-broker',
  },
  carLoans: {name: 'car loans', href: 'https://moneysmart.gov.au/car-loans'},
  // A renovation or other personal spending (a borrower's trial: a kitchen and a family car in one request).
  personalLoans: {name: 'personal loans', href: 'https://moneysmart.gov.au/personal-loans'},
  debtHelpline: {name: 'National Debt Helpline', phone: '1800 007 007', href: 'https://ndh.org.au'},
} as const;

/** CONSUMER_CREDIT_STATEMENT's gist in one line: the summary it is folded under at the end of an article. */
export const CONSUMER_CREDIT_SUMMARY =
  'A loan to an individual for personal use or residential investment is consumer credit, which we do not arrange';

/**
 * When the credit guide is given (NCCP Act s113: as soon as practicable after it becomes apparent that credit
 * assistance is likely), in one wording for the credit guide page, About and the quote form's notice.
 */
export const CREDIT_GUIDE_TIMING =
  'as soon as practicable once it is likely we will help you with credit, and always before we suggest a lender';

/** Business-purpose declarations: what they do and do not do. */
export const DECLARATION_STATEMENT =
  'Lenders ask for a signed business-purpose declaration, but signing one is not enough: it has no effect ' +
  'if the lender knew, had reason to believe, or would have found out with reasonable inquiries, that the money ' +
  'was wholly or predominantly for a personal or residential-investment purpose, and inducing a false declaration ' +
  'is an offence. We verify what the money is for, with evidence such as a contract, an invoice or an ATO statement.';

/** DECLARATION_STATEMENT's gist in one line: the summary it is folded under on service pages and readiness results. */
export const DECLARATION_SUMMARY =
  'Signing a business-purpose declaration is not enough: we check what the money is for';

/** For bridging, second mortgage, caveat, private and debt-consolidation loans (the records' `declaration` scope). */
export const NO_CONSUMER_PURPOSE_STATEMENT =
  'We do not arrange bridging, second mortgage, caveat, private or debt-consolidation loans for personal or ' +
  'residential-investment purposes.';

/**
 * Refinancing takes the purpose of the loan it pays out (Credit Code s5(1)(b) names refinancing residential investment
 * credit; a home loan's is personal), and the predominant purpose is that of more than half the credit (s5(4)).
 */
export const REFINANCED_LOAN_PURPOSE =
  'A refinance takes the purpose of the loan it pays out: if more than half of the new loan pays out a home loan or ' +
  'a loan for residential investment, and the borrowers are individuals (as trustees or partners too), it is ' +
  'consumer credit, which we do not arrange.';

/**
 * The rule's gist where a visitor meets a product, its rates and a quote button before any other statement of it
 * (a service page's hero): someone after a family car reads it before the car rates.
 */
export const BUSINESS_ONLY_LINE = `For ${BUSINESS_PURPOSE_PHRASE} only, not personal or household needs.`;

/**
 * The short note for a service or calculator offered for business purposes
 * only (the quote form when such a service is chosen, the second-mortgage
 * calculator).
 */
export const BUSINESS_PURPOSE_ONLY_NOTE =
  `We arrange this finance only for ${BUSINESS_PURPOSE_PHRASE}, never for personal or ` +
  'residential-investment purposes, and we check what the money is for.';

/**
 * The quote form's note before a type of finance is chosen, or with "Not sure yet": a phone trial's consumer (a
 * family car, "Not sure yet") sent the form having met no statement of the rule above the Send button.
 */
export const FINANCE_SCOPE_NOTE =
  'We arrange business finance and SMSF property loans only, never for personal or household needs.';

/**
 * Before the trustee rule, where the property may be commercial: the quote form's note for every SMSF enquiry and the
 * start of the SMSF page's statement below (trials' trustees buying a warehouse unit, and a practice's suite, read
 * only the residential rule).
 */
export const SMSF_COMMERCIAL_NOTE =
  "A super fund's loan for commercial property is outside the National Credit Code, whoever its trustees are.";

/**
 * For SMSF loans: a fund buying residential property is investing in
 * residential property, so whether the Code applies turns on who borrows
 * (s5(1): natural persons and strata corporations only). The commercial rule first: a trial's individual trustees,
 * buying their practice's suite, read only the residential rule on the SMSF page and were left unsure.
 */
export const SMSF_TRUSTEE_STATEMENT =
  `${SMSF_COMMERCIAL_NOTE} ` +
  'SMSF loans are the exception to the business-purpose rule: a fund may borrow to buy residential property, which ' +
  "is investment in residential property, so whether the National Credit Code applies depends on the fund's " +
  'trustee. A loan to a fund with a corporate trustee is not a loan to an individual, and the Code does not apply ' +
  'to it. A loan to a fund whose trustees are individuals can be consumer credit under the Code: ' +
  `${CONSUMER_CREDIT_DUTIES}. Most SMSF lenders require a corporate trustee in any case. We arrange ` +
  'residential SMSF loans only for funds with a corporate trustee; a residential loan to a fund whose trustees are individuals we refer, as we ' +
  'do all consumer credit.';

/** What borrowed money is for, as the National Credit Code's s5(1) sorts it. */
export type CreditPurpose = 'personal' | 'residential-investment' | 'business';

/**
 * Whether credit is consumer credit under the Code (s5(1)): credit to a
 * natural person for personal, domestic or household purposes (a home to live
 * in among them), or to buy, renovate, improve or refinance residential
 * property as an investment. Credit to a company is outside the Code whatever
 * it is for. Where the borrower may be individuals (a trust whose trustees are
 * not known yet), pass naturalPerson: true: the site treats it as consumer
 * credit until it knows otherwise.
 */
export function isConsumerCredit({naturalPerson, purpose}: {naturalPerson: boolean; purpose: CreditPurpose}): boolean {
  return naturalPerson && purpose !== 'business';
}

/** The SMSF trustee rule on its own, for a page that does not state the scope sentence first (the readiness check). */
export const SMSF_TRUSTEE_NOTE =
  "Whether the National Credit Code applies to a fund buying residential property depends on the fund's trustee: " +
  'a loan to a fund with a corporate trustee is outside the Code, while a loan to a fund whose trustees are ' +
  `individuals can be consumer credit: ${CONSUMER_CREDIT_DUTIES}. Most SMSF lenders ` +
  'require a corporate trustee in any case. We arrange residential SMSF loans only for funds with a corporate ' +
  'trustee; a residential loan to a fund whose trustees are individuals we refer, as we do all consumer credit.';
