/**
 * Second mortgage calculator (docs-dev/CALCULATORS.md §2): first and combined LVR,
 * equity left, the largest second mortgage a combined-LVR limit allows, and
 * repayments on principal-and-interest, interest-only or capitalised terms.
 */
import {capitalisedSchedule} from '../../finance/interestSchedules';
import {
  amortisationSchedule,
  PERIODS_PER_YEAR,
  yearlySummary,
  type Frequency,
  type ScheduleRow,
  type YearRow,
} from '../../finance/schedule';
import {pmt} from '../../finance/spreadsheet';
import type {LateExitInputs} from '../../finance/lateExit';

export type SecondMortgageRepayment = 'principal-and-interest' | 'interest-only' | 'capitalised';

export interface SecondMortgageInputs {
  propertyValue: number;
  /** Balance owing on the first mortgage. */
  firstMortgage: number;
  /** The second mortgage, including any fees added to it. */
  amount: number;
  /** The lender's highest combined LVR, % (e.g. 75). */
  maxCombinedLvrPercent: number;
  /** % p.a., e.g. 12 */
  ratePercent: number;
  years: number;
  /** Ignored for capitalised interest, which compounds monthly. */
  frequency: Frequency;
  repaymentType: SecondMortgageRepayment;
  /** Upfront fees: establishment, valuation, legal. */
  fees: number;
  /** Fees added to the loan (they come out of the advance) rather than paid up front. */
  feesAdded: boolean;
}

export interface SecondMortgageResult {
  firstLvrPercent: number;
  combinedLvrPercent: number;
  /** Value less both mortgages; negative when the debts exceed the value. */
  equityRemaining: number;
  /** Largest second mortgage (gross, fees included) within the combined-LVR limit. */
  maxSecondMortgage: number;
  /** What the borrower receives from the largest second mortgage after fees added to it. */
  maxNetAdvance: number;
  /** What the borrower receives from this loan after fees added to it. */
  netAdvance: number;
  /** The combined LVR is above the lender's limit. */
  overLimit: boolean;
  /** The first mortgage alone uses up the limit: no second mortgage fits. */
  noCapacity: boolean;
  /** The regular repayment per period; undefined when interest is capitalised. */
  repayment?: number;
  /** With capitalised interest: the lump sum owing at the end of the term. */
  balanceAtEnd?: number;
  periods: number;
  totalRepayments: number;
  totalInterest: number;
  /** Total interest plus the upfront fees. */
  totalCost: number;
  schedule: ScheduleRow[];
  years: YearRow[];
}

/** Amounts within half a cent are treated as equal, so 75.00% is within a 75% limit. */
const CENT = 0.005;

function scheduleFor(inputs: SecondMortgageInputs): ScheduleRow[] {
  const annualRate = inputs.ratePercent / 100;
  if (inputs.repaymentType === 'capitalised') {
    return capitalisedSchedule(inputs.amount, annualRate, Math.round(inputs.years * 12), true);
  }
  return amortisationSchedule({
    principal: inputs.amount,
    annualRate,
    years: inputs.years,
    frequency: inputs.frequency,
    interestOnlyYears: inputs.repaymentType === 'interest-only' ? inputs.years : 0,
  });
}

function regularRepayment(inputs: SecondMortgageInputs, periods: number): number | undefined {
  const rate = inputs.ratePercent / 100 / PERIODS_PER_YEAR[inputs.frequency];
  if (inputs.repaymentType === 'principal-and-interest') return -pmt(rate, periods, inputs.amount);
  if (inputs.repaymentType === 'interest-only') return inputs.amount * rate;
  return undefined;
}

export function secondMortgage(inputs: SecondMortgageInputs): SecondMortgageResult {
  const {propertyValue: value, firstMortgage: first, amount} = inputs;
  const limit = (inputs.maxCombinedLvrPercent / 100) * value;
  const maxSecondMortgage = Math.max(0, limit - first);
  const feesOut = inputs.feesAdded ? inputs.fees : 0;
  const schedule = scheduleFor(inputs);
  const totalRepayments = schedule.reduce((sum, row) => sum + row.payment, 0);
  const totalInterest = totalRepayments - amount;
  const capitalised = inputs.repaymentType === 'capitalised';
  return {
    firstLvrPercent: (first / value) * 100,
    combinedLvrPercent: ((first + amount) / value) * 100,
    equityRemaining: value - first - amount,
    maxSecondMortgage,
    maxNetAdvance: Math.max(0, maxSecondMortgage - feesOut),
    netAdvance: amount - feesOut,
    overLimit: first + amount - limit > CENT,
    noCapacity: maxSecondMortgage < CENT,
    repayment: regularRepayment(inputs, schedule.length),
    balanceAtEnd: capitalised ? schedule.at(-1)?.payment : undefined,
    periods: schedule.length,
    totalRepayments,
    totalInterest,
    totalCost: totalInterest + inputs.fees,
    schedule,
    years: yearlySummary(schedule, capitalised ? 'monthly' : inputs.frequency),
  };
}

/**
 * The second mortgage (or caveat loan) if the sale or refinance that repays it comes after the term ends
 * or the property sells for less (../lateExit). Only a loan with a lump sum due at the end has an exit:
 * interest-only (the amount) or capitalised (the balance at the end); a principal-and-interest loan is
 * repaid by its repayments, so this gives undefined. The first mortgage ranks ahead, its balance unchanged.
 */
export function secondMortgageLateExit(
  inputs: SecondMortgageInputs,
  result: SecondMortgageResult,
  defaultMarginPercent: number,
): LateExitInputs | undefined {
  if (inputs.repaymentType === 'principal-and-interest') return undefined;
  return {
    debtAtExit: result.balanceAtEnd ?? inputs.amount,
    ratePercent: inputs.ratePercent,
    defaultMarginPercent,
    daysLeftInTerm: 0,
    debtAhead: inputs.firstMortgage,
    securityValue: inputs.propertyValue,
    saleValue: inputs.propertyValue,
    proceeds: inputs.propertyValue - inputs.firstMortgage,
  };
}
