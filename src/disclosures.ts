/**
 * Facts only the business can supply for its credit guide and privacy policy:
 * the lenders it uses most, its own fees, the commissions it receives and who
 * outside Australia receives personal information. The owner fills them in
 * here; the credit guide, privacy policy and quote form read them.
 *
 * While a value is null (or the lenders list is empty) the pages say
 * something plain and true instead, never a "to be completed" box, and
 * src/launch.ts names it among the values a launch build refuses to go without.
 */

/** An Australian financial year (1 July to 30 June), written "2025-26". */
export type FinancialYear = `${number}-${number}`;

export interface MostUsedLenders {
  /** The last complete financial year, the one the list relates to. */
  financialYear: FinancialYear | null;
  /** The six lenders we arranged the most credit with in that year, most used first (the year and the list are both needed). */
  lenders: readonly string[];
}

/** The credit guide must name the six lenders used most in the last financial year. */
export const mostUsedLenders: MostUsedLenders = {financialYear: null, lenders: []};

export interface BrokerFee {
  /** Which loans it applies to, for example "Private and caveat loans". */
  appliesTo: string;
  /** The amount or how it is worked out, for example "1.1% of the loan amount, including GST". */
  amount: string;
  /** When it is payable, for example "At settlement, from the loan funds". */
  payable: string;
}

/**
 * The fees the business charges borrowers itself.
 * null: not set yet. An empty list: the business charges borrowers no broker fee of its own.
 */
export const brokerFees: readonly BrokerFee[] | null = null;

export interface CommissionRange {
  kind: 'upfront' | 'trail';
  /** The lowest and highest rate across the lenders on the licensee's panel, in per cent. */
  lowPercent: number;
  highPercent: number;
  /** What the rate is a percentage of and when it is paid, read straight after the rate: "of the amount drawn down, paid once at settlement". */
  basis: string;
}

export interface Commissions {
  ranges: readonly CommissionRange[];
  /** How commission reaches the business, a sentence, for example "Our licensee keeps 10% and pays us the rest." */
  howShared: string;
}

/** The commissions lenders pay (through the licensee). null: not set yet. */
export const commissions: Commissions | null = null;

export interface OverseasRecipient {
  /** Who receives the information, as it reads mid-sentence, for example "our e-mail and document storage provider". */
  who: string;
  /** Countries, named in full. */
  countries: readonly string[];
}

/**
 * Who outside Australia receives personal information from the business
 * (APP 1 and APP 5 require the countries to be named).
 * null: not confirmed yet. An empty list: none; the pages then say so.
 */
export const overseasRecipients: readonly OverseasRecipient[] | null = null;
