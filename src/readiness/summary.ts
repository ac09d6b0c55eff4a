/**
 * The readiness result's one-line reminder of the answers it rests on ("Buying before selling · you
 * personally · $500k–$2m · in 1 to 3 months"): the four answers that shape the result most, in short words, so a
 * visitor (or whoever she shares the link with) sees at a glance what the result is about.
 */
import type {AmountBand, Borrower, BusinessUse, Purpose, Timing} from './questions';
import type {PartialAnswers} from './urlState';

const purposeWords: Record<Purpose, string> = {
  'buy-commercial': 'Buying a commercial property',
  bridge: 'Buying before selling',
  refinance: 'Refinancing',
  development: 'Developing or building',
  equipment: 'Equipment or machinery',
  // Not "for the business": beside "for personal or household needs" that contradicted itself (a borrower's trial).
  vehicles: 'Vehicles',
  'working-capital': 'Cash flow',
  trade: 'Paying suppliers',
  'buy-business': 'Buying a business',
  'tax-debt': 'Paying business debts',
  'smsf-property': 'Buying property in super',
  home: 'A home to live in',
  'residential-investment': 'A residential investment',
  personal: 'Personal or household needs',
};

const borrowerWords: Record<Borrower, string> = {
  company: 'a company',
  trust: 'a trust',
  'sole-trader': 'a sole trader',
  partnership: 'a partnership',
  smsf: 'a super fund',
  individual: 'you personally',
};

/** Said only when it is not a business's: what made a business purpose consumer credit, or left it open. */
const useWords: Record<Exclude<BusinessUse, 'business'>, string> = {
  personal: 'for personal or household needs',
  unsure: 'business use not sure',
};

export const amountWords: Record<AmountBand, string> = {
  'under-100k': 'under $100k',
  '100k-500k': '$100k–$500k',
  '500k-2m': '$500k–$2m',
  '2m-10m': '$2m–$10m',
  'over-10m': 'over $10m',
};

export const timingWords: Record<Timing, string> = {
  'two-weeks': 'within 2 weeks',
  month: 'within a month',
  quarter: 'in 1 to 3 months',
  later: 'more than 3 months away',
};

/** The answers in one line, leaving out any not given (a result that came before the amount was asked). */
export function answersSummary(a: PartialAnswers): string {
  return [
    a.purpose && purposeWords[a.purpose],
    // "Buying property in super" already says who borrows.
    a.borrower && !(a.borrower === 'smsf' && a.purpose === 'smsf-property') && borrowerWords[a.borrower],
    // "Vehicles for the business · a sole trader" read as a business's under a consumer result (a borrower's trial).
    a.use && a.use !== 'business' && useWords[a.use],
    a.amount && amountWords[a.amount],
    a.timing && timingWords[a.timing],
  ]
    .filter(Boolean)
    .join(' · ');
}
