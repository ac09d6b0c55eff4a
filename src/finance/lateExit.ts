/**
 * If the exit is late or low (docs-dev/CALCULATORS.md, "Late or low exit"): what a short-term loan
 * (bridging, second mortgage, caveat) costs when the sale or refinance that repays it comes 30, 60 or 90
 * days after the planned date, or the sale price is lower than planned.
 *
 * Conventions, stated on the page:
 * - Interest for the extra days is simple daily interest, annual rate / 365 a day, on the debt owed at the
 *   planned date, added to the debt (it is not paid and does not compound over the extra days).
 * - Once the term has expired the lender charges a default margin on top of the rate, for each day after
 *   the expiry date.
 * - A lower price cuts the sale value and the net proceeds by the same percentage (selling costs are a
 *   percentage of the price).
 */

export interface LateExitInputs {
  /** The debt owed on the planned exit date, including interest capitalised up to then. */
  debtAtExit: number;
  /** The loan's rate, % p.a. */
  ratePercent: number;
  /** What the lender adds to the rate once the term has expired, % p.a. */
  defaultMarginPercent: number;
  /** Days from the planned exit date to the end of the loan term (0: the term ends on the planned date). */
  daysLeftInTerm: number;
  /** Debt ranking ahead on the same security (a first mortgage), counted in the LVR and repaid first. */
  debtAhead: number;
  /** Value of all the security at the planned price: the LVR's denominator. */
  securityValue: number;
  /** The part of the security value that is sold (and that a lower price reduces). */
  saleValue: number;
  /** What the sale leaves at the planned price to repay this loan (after selling costs and debt ahead). */
  proceeds: number;
}

export interface LateExitCase {
  daysLate: number;
  /** The sale price as a % of the planned price (100 or, e.g., 90). */
  pricePercent: number;
  /** Interest at the loan's rate over the days late. */
  interestAtRate: number;
  /** What the default margin adds over the days after the term expired. */
  defaultInterest: number;
  /** interestAtRate + defaultInterest. */
  extraInterest: number;
  /** This loan's debt on the (late) exit date. */
  debt: number;
  /** (debt ahead + debt) / security value at that price, %. */
  lvrPercent: number;
  termExpired: boolean;
  /** Proceeds less the debt: negative is a shortfall still owed after the sale. */
  left: number;
}

/** Days late tested, and the lower price (% of the planned price), as the calculator's page describes them. */
export const LATE_DAYS = [30, 60, 90] as const;
export const LOWER_PRICE_PERCENT = 90;

export function lateExitCase(inputs: LateExitInputs, daysLate: number, pricePercent = 100): LateExitCase {
  const debt0 = inputs.debtAtExit;
  const interestAtRate = (debt0 * inputs.ratePercent * daysLate) / 100 / 365;
  const defaultDays = Math.max(0, daysLate - inputs.daysLeftInTerm);
  const defaultInterest = (debt0 * inputs.defaultMarginPercent * defaultDays) / 100 / 365;
  const debt = debt0 + interestAtRate + defaultInterest;
  const cut = 1 - pricePercent / 100;
  const value = inputs.securityValue - inputs.saleValue * cut;
  const proceeds = inputs.proceeds - (inputs.proceeds + inputs.debtAhead) * cut;
  return {
    daysLate,
    pricePercent,
    interestAtRate,
    defaultInterest,
    extraInterest: interestAtRate + defaultInterest,
    debt,
    lvrPercent: ((inputs.debtAhead + debt) / value) * 100,
    termExpired: daysLate > inputs.daysLeftInTerm,
    left: proceeds - debt,
  };
}

/** The cases the page shows: on time at a 10% lower price, 30, 60 and 90 days late, and 90 days late and lower. */
export function lateExit(inputs: LateExitInputs): LateExitCase[] {
  return [
    lateExitCase(inputs, 0, LOWER_PRICE_PERCENT),
    ...LATE_DAYS.map((days) => lateExitCase(inputs, days)),
    lateExitCase(inputs, LATE_DAYS.at(-1)!, LOWER_PRICE_PERCENT),
  ];
}
