/**
 * Asset finance ROI calculator (docs-dev/CALCULATORS.md §4): repayments on a chattel
 * mortgage or finance lease with a balloon or residual, the cost rate once
 * fees are counted, and what the asset earns back: payback with and without
 * the finance, simple ROI over the term, the asset's IRR and NPV.
 */
import {irr, npv, pmt, type PaymentTiming} from '../../finance/spreadsheet';
import {
  amortisationSchedule,
  COST_RATE_PERIODS_PER_YEAR,
  PERIODS_PER_YEAR,
  yearlySummary,
  type Frequency,
  type ScheduleRow,
  type YearRow,
} from '../../finance/schedule';
import {NoSolutionError} from '../../finance/solve';

export type AssetFinanceStructure = 'chattel-mortgage' | 'finance-lease';

export interface AssetFinanceInputs {
  structure: AssetFinanceStructure;
  /** GST-inclusive for a chattel mortgage; the ex-GST amount financed for a finance lease. */
  price: number;
  /**
   * The GST in the price that the business claims back on its BAS (a chattel mortgage); 0 where the price leaves it
   * out already (a finance lease: the lender claims it). The asset's own return counts the price without it either way.
   */
  gstCredit: number;
  /** Cash deposit or trade-in. */
  deposit: number;
  /** Upfront fees (establishment, documentation). */
  fees: number;
  /** true: fees are added to the amount financed; false: paid in cash at the start. */
  feesFinanced: boolean;
  /** Per repayment period, e.g. a monthly account fee. */
  ongoingFee: number;
  ratePercent: number;
  years: number;
  frequency: Frequency;
  /** 0 arrears (chattel mortgage default), 1 advance (lease default). */
  timing: PaymentTiming;
  /** Balloon or residual in dollars, due at the end of the term. */
  balloon: number;
  /** Added net revenue or cost saving a month, after the asset's running costs. */
  monthlyBenefit: number;
  /** Expected resale value at the end of the term. */
  resaleValue: number;
  /** % p.a. for the NPV. */
  discountRatePercent: number;
}

export interface AssetFinanceResult {
  amountFinanced: number;
  /** Per repayment period. */
  repayment: number;
  totalRepayments: number;
  totalInterest: number;
  /** Upfront and ongoing fees over the term. */
  totalFees: number;
  /** What the finance costs over its term: interest plus all fees. */
  totalCost: number;
  /** The rate (p.a., at the repayment frequency) that equates the cash received with the repayments and fees. */
  costRatePercent?: number;
  months: number;
  /** Months for the monthly benefit to add up to the price without GST; undefined: never (no benefit). */
  unleveredPaybackMonths?: number;
  /** Benefit less repayments and fees, a month, while the finance runs. */
  netMonthlyCashEffect: number;
  /** Cash paid upfront (deposit and fees paid in cash). */
  upfrontCash: number;
  /** Months for the net monthly cash effect to repay the upfront cash; undefined: never. */
  leveredPaybackMonths?: number;
  totalOutlay: number;
  simpleRoiPercent: number;
  /** Annualised; undefined when the asset's cash flows have no rate of return. */
  assetIrrPercent?: number;
  npv: number;
  schedule: ScheduleRow[];
  years: YearRow[];
}

/** Per-period IRR of the borrower's cash flows, or undefined when there is none. */
function safeIrr(flows: number[], guess: number): number | undefined {
  try {
    return irr(flows, guess);
  } catch (error) {
    if (error instanceof NoSolutionError) return undefined;
    throw error;
  }
}

export function assetFinanceRoi(inputs: AssetFinanceInputs): AssetFinanceResult {
  const perYear = PERIODS_PER_YEAR[inputs.frequency];
  const r = inputs.ratePercent / 100 / perYear;
  const n = Math.round(inputs.years * perYear);
  const months = Math.round(inputs.years * 12);
  const feesPaid = inputs.feesFinanced ? 0 : inputs.fees;
  const amountFinanced = inputs.price - inputs.deposit + (inputs.feesFinanced ? inputs.fees : 0);
  const repayment = -pmt(r, n, amountFinanced, -inputs.balloon, inputs.timing);
  const totalRepayments = n * repayment + inputs.balloon;
  const totalFees = inputs.fees + n * inputs.ongoingFee;

  // The borrower receives the asset's price less the deposit and any fees paid in cash (fees
  // financed are owed but never received); in advance, the first repayment is due the same day.
  const outgoing = repayment + inputs.ongoingFee;
  const flows = Array.from({length: n + 1}, () => -outgoing);
  flows[0] = inputs.price - inputs.deposit - feesPaid;
  if (inputs.timing === 1) {
    flows[0] -= outgoing;
    flows[n] = -inputs.balloon;
  } else {
    flows[n] = -outgoing - inputs.balloon;
  }
  const costRate = safeIrr(flows, r);

  const monthlyOutgoing = (outgoing * perYear) / 12;
  const netMonthlyCashEffect = inputs.monthlyBenefit - monthlyOutgoing;
  const upfrontCash = inputs.deposit + feesPaid;
  // What the business pays, less the GST it gets back: the same asset costs the same however it is financed.
  const totalOutlay = upfrontCash + n * outgoing + inputs.balloon - inputs.gstCredit;
  const assetCost = inputs.price - inputs.gstCredit;

  const assetFlows = Array.from({length: months + 1}, () => inputs.monthlyBenefit);
  assetFlows[0] = -assetCost;
  assetFlows[months] = inputs.monthlyBenefit + inputs.resaleValue;
  const assetMonthlyIrr = safeIrr(assetFlows, 0.01);

  const schedule = amortisationSchedule({
    principal: amountFinanced,
    annualRate: inputs.ratePercent / 100,
    years: inputs.years,
    frequency: inputs.frequency,
    balloon: inputs.balloon,
    timing: inputs.timing,
  });

  return {
    amountFinanced,
    repayment,
    totalRepayments,
    totalInterest: totalRepayments - amountFinanced,
    totalFees,
    totalCost: totalRepayments - amountFinanced + totalFees,
    costRatePercent: costRate === undefined ? undefined : costRate * COST_RATE_PERIODS_PER_YEAR[inputs.frequency] * 100,
    months,
    unleveredPaybackMonths: inputs.monthlyBenefit > 0 ? assetCost / inputs.monthlyBenefit : undefined,
    netMonthlyCashEffect,
    upfrontCash,
    leveredPaybackMonths:
      upfrontCash === 0 ? 0 : netMonthlyCashEffect > 0 ? upfrontCash / netMonthlyCashEffect : undefined,
    totalOutlay,
    simpleRoiPercent: ((months * inputs.monthlyBenefit + inputs.resaleValue - totalOutlay) / totalOutlay) * 100,
    assetIrrPercent: assetMonthlyIrr === undefined ? undefined : ((1 + assetMonthlyIrr) ** 12 - 1) * 100,
    npv: npv(inputs.discountRatePercent / 100 / 12, assetFlows.slice(1)) - assetCost,
    schedule,
    years: yearlySummary(schedule, inputs.frequency),
  };
}
