/**
 * Commercial property loan calculator (docs-dev/CALCULATORS.md §1): repayments, LVR,
 * total interest and cost, and the schedule, for P&I, interest-only then
 * P&I, or interest-only for the whole term, with an optional balloon.
 */
import {pmt} from '../../finance/spreadsheet';
import {
  amortisationSchedule,
  PERIODS_PER_YEAR,
  yearlySummary,
  type Frequency,
  type ScheduleRow,
  type YearRow,
} from '../../finance/schedule';

export type RepaymentType = 'principal-and-interest' | 'interest-only-then-pi' | 'interest-only';

export interface CommercialPropertyLoanInputs {
  propertyValue: number;
  amount: number;
  /** % p.a., e.g. 7.25 */
  ratePercent: number;
  years: number;
  frequency: Frequency;
  repaymentType: RepaymentType;
  /** Used with 'interest-only-then-pi'. */
  interestOnlyYears: number;
  balloon: number;
  upfrontFees: number;
  /** Per repayment period, e.g. a monthly account-keeping fee. */
  ongoingFee: number;
}

export interface CommercialPropertyLoanResult {
  lvrPercent: number;
  /** The regular principal-and-interest repayment (after any interest-only period). */
  principalAndInterestRepayment?: number;
  /** The repayment during an interest-only period. */
  interestOnlyRepayment?: number;
  totalRepayments: number;
  totalInterest: number;
  totalFees: number;
  totalCost: number;
  periods: number;
  schedule: ScheduleRow[];
  years: YearRow[];
}

export function commercialPropertyLoan(inputs: CommercialPropertyLoanInputs): CommercialPropertyLoanResult {
  const interestOnlyYears =
    inputs.repaymentType === 'interest-only'
      ? inputs.years
      : inputs.repaymentType === 'interest-only-then-pi'
        ? inputs.interestOnlyYears
        : 0;
  // An interest-only loan repays the whole amount at the end: no balloon on top.
  const balloon = inputs.repaymentType === 'interest-only' ? 0 : inputs.balloon;
  const schedule = amortisationSchedule({
    principal: inputs.amount,
    annualRate: inputs.ratePercent / 100,
    years: inputs.years,
    frequency: inputs.frequency,
    interestOnlyYears,
    balloon,
  });
  const perYear = PERIODS_PER_YEAR[inputs.frequency];
  const termPeriods = Math.round(inputs.years * perYear);
  const ioPeriods = Math.min(termPeriods, Math.round(interestOnlyYears * perYear));
  const rate = inputs.ratePercent / 100 / perYear;
  const totalRepayments = schedule.reduce((sum, row) => sum + row.payment, 0);
  const totalInterest = totalRepayments - inputs.amount;
  const totalFees = inputs.upfrontFees + inputs.ongoingFee * schedule.length;
  return {
    lvrPercent: (inputs.amount / inputs.propertyValue) * 100,
    principalAndInterestRepayment:
      // Spreadsheet signs: the loan received is +, the balloon still owed at the end is -, so PMT is negative (paid
      // out). The same repayment as the schedule's rows (amortisationSchedule uses the same PMT).
      ioPeriods < termPeriods ? -pmt(rate, termPeriods - ioPeriods, inputs.amount, -balloon) : undefined,
    interestOnlyRepayment: ioPeriods > 0 ? inputs.amount * rate : undefined,
    totalRepayments,
    totalInterest,
    totalFees,
    totalCost: totalInterest + totalFees,
    periods: schedule.length,
    schedule,
    years: yearlySummary(schedule, inputs.frequency),
  };
}
