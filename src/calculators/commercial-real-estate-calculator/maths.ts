/**
 * Commercial real estate calculator (docs-dev/CALCULATORS.md §3): NOI, cap rate,
 * yields, debt service and interest cover, cash-on-cash return, the largest
 * loan a DSCR test and an LVR cap allow, the value implied by a market
 * cap rate, and, with a loan, what buying this way costs over its term. All
 * figures but that total are per year, before tax.
 */
import {pmt, pv} from '../../finance/spreadsheet';
import {
  amortisationSchedule,
  PERIODS_PER_YEAR,
  yearlySummary,
  type Frequency,
  type ScheduleRow,
  type YearRow,
} from '../../finance/schedule';

export type PropertyRepaymentType = 'principal-and-interest' | 'interest-only';
/** What the yields are measured against: the price, or the price plus acquisition costs. */
export type YieldBasis = 'price' | 'price-plus-costs';

export interface CommercialRealEstateInputs {
  /** Purchase price or current value. */
  price: number;
  /** Stamp duty, legal and other acquisition costs. */
  acquisitionCosts: number;
  /** Gross rent a year with the property fully let. */
  grossRent: number;
  /** Vacancy and bad-debt allowance, % of gross rent. */
  vacancyPercent: number;
  otherIncome: number;
  /** Outgoings the landlord pays and cannot recover from tenants, a year. */
  outgoings: number;
  /** 0 for a purchase without a loan. */
  amount: number;
  ratePercent: number;
  years: number;
  frequency: Frequency;
  repaymentType: PropertyRepaymentType;
  /** Loan establishment and other upfront loan fees, paid from the buyer's cash. */
  loanFees: number;
  yieldBasis: YieldBasis;
  /** A market cap rate (%) to value the property at; 0 to skip. */
  marketCapRatePercent: number;
  /** The lender's minimum DSCR, e.g. 1.5 (times). */
  minDscr: number;
  /** The lender's maximum LVR, %. */
  maxLvrPercent: number;
}

export interface LoanFigures {
  /** Per repayment period. */
  repayment: number;
  annualDebtService: number;
  /** A year's interest on the whole loan amount (loan x rate), as interest cover is assessed. */
  annualInterest: number;
  /** undefined when the annual interest is nil (a zero rate). */
  icr?: number;
  dscr?: number;
  lvrPercent: number;
  totalRepayments: number;
  totalInterest: number;
  schedule: ScheduleRow[];
  years: YearRow[];
}

export interface MaxLoan {
  /** undefined when the DSCR test sets no limit (interest-only at a zero rate). */
  byDscr?: number;
  byLvr: number;
  /** The lower of the two. */
  amount: number;
  binding: 'dscr' | 'lvr';
}

export interface CommercialRealEstateResult {
  effectiveGrossIncome: number;
  noi: number;
  capRatePercent: number;
  grossYieldPercent: number;
  netYieldPercent: number;
  /** undefined when no market cap rate is given, or NOI is not positive. */
  impliedValue?: number;
  /** undefined without a loan. */
  loan?: LoanFigures;
  /**
   * What buying this way costs over the loan's term: its interest, the upfront loan fees and the acquisition costs.
   * undefined without a loan (no term to spread it over: the acquisition costs are then part of the cash invested).
   */
  buyingCost?: number;
  /** The loan's own cost over its term: its interest and the upfront loan fees (undefined without a loan). */
  loanCost?: number;
  cashFlow: number;
  equity: number;
  /** undefined when no cash is invested (the loan covers the price and every cost). */
  cashOnCashPercent?: number;
  maxLoan: MaxLoan;
}

function loanFigures(inputs: CommercialRealEstateInputs, noi: number): LoanFigures {
  const perYear = PERIODS_PER_YEAR[inputs.frequency];
  const r = inputs.ratePercent / 100 / perYear;
  const n = Math.round(inputs.years * perYear);
  const interestOnly = inputs.repaymentType === 'interest-only';
  const repayment = interestOnly ? inputs.amount * r : -pmt(r, n, inputs.amount);
  const annualDebtService = repayment * perYear;
  const annualInterest = (inputs.amount * inputs.ratePercent) / 100;
  const schedule = amortisationSchedule({
    principal: inputs.amount,
    annualRate: inputs.ratePercent / 100,
    years: inputs.years,
    frequency: inputs.frequency,
    interestOnlyYears: interestOnly ? inputs.years : 0,
  });
  const totalRepayments = schedule.reduce((sum, row) => sum + row.payment, 0);
  return {
    repayment,
    annualDebtService,
    annualInterest,
    icr: annualInterest > 0 ? noi / annualInterest : undefined,
    dscr: annualDebtService > 0 ? noi / annualDebtService : undefined,
    lvrPercent: (inputs.amount / inputs.price) * 100,
    totalRepayments,
    totalInterest: totalRepayments - inputs.amount,
    schedule,
    years: yearlySummary(schedule, inputs.frequency),
  };
}

/** The largest loan whose debt service the NOI covers minDscr times, on the same rate, term and repayment type. */
function maxLoanByDscr(inputs: CommercialRealEstateInputs, noi: number): number | undefined {
  if (noi <= 0) return 0;
  const perYear = PERIODS_PER_YEAR[inputs.frequency];
  const r = inputs.ratePercent / 100 / perYear;
  const maxRepayment = noi / inputs.minDscr / perYear;
  if (inputs.repaymentType === 'interest-only') return r > 0 ? maxRepayment / r : undefined;
  return pv(r, Math.round(inputs.years * perYear), -maxRepayment);
}

export function commercialRealEstate(inputs: CommercialRealEstateInputs): CommercialRealEstateResult {
  const effectiveGrossIncome = inputs.grossRent * (1 - inputs.vacancyPercent / 100) + inputs.otherIncome;
  const noi = effectiveGrossIncome - inputs.outgoings;
  const yieldBase = inputs.yieldBasis === 'price' ? inputs.price : inputs.price + inputs.acquisitionCosts;
  const loan = inputs.amount > 0 ? loanFigures(inputs, noi) : undefined;
  const cashFlow = noi - (loan?.annualDebtService ?? 0);
  const equity = inputs.price + inputs.acquisitionCosts - inputs.amount + (loan ? inputs.loanFees : 0);
  const byDscr = maxLoanByDscr(inputs, noi);
  const byLvr = (inputs.price * inputs.maxLvrPercent) / 100;
  const bindingDscr = byDscr !== undefined && byDscr < byLvr;
  return {
    effectiveGrossIncome,
    noi,
    capRatePercent: (noi / inputs.price) * 100,
    grossYieldPercent: (inputs.grossRent / yieldBase) * 100,
    netYieldPercent: (noi / yieldBase) * 100,
    impliedValue: inputs.marketCapRatePercent > 0 && noi > 0 ? noi / (inputs.marketCapRatePercent / 100) : undefined,
    loan,
    buyingCost: loan && loan.totalInterest + inputs.loanFees + inputs.acquisitionCosts,
    loanCost: loan && loan.totalInterest + inputs.loanFees,
    cashFlow,
    equity,
    cashOnCashPercent: equity > 0 ? (cashFlow / equity) * 100 : undefined,
    maxLoan: {byDscr, byLvr, amount: bindingDscr ? byDscr : byLvr, binding: bindingDscr ? 'dscr' : 'lvr'},
  };
}
