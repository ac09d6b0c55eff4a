/**
 * Bridging loan calculator (docs-dev/CALCULATORS.md §7): peak debt while both
 * properties are held, interest capitalised or serviced over the bridging
 * period, end debt after the sale, the LVRs lenders test, what buying this way
 * costs (interest, fees and the purchase costs) and the loan's cost including
 * fees as an annual rate.
 */
import {capitalisedSchedule, servicedSchedule} from '../../finance/interestSchedules';
import {yearlySummary, type ScheduleRow, type YearRow} from '../../finance/schedule';
import {irr} from '../../finance/spreadsheet';
import {NoSolutionError} from '../../finance/solve';
import type {LateExitInputs} from '../../finance/lateExit';

export type BridgingInterest = 'capitalised' | 'serviced';

export interface BridgingLoanInputs {
  /** Expected sale price of the property being sold (V_e). */
  salePrice: number;
  /** Agent's commission and other selling costs, % of the assumed sale price. */
  sellingCostsPercent: number;
  /** The lender's conservative sale figure as % of the expected price (h x 100; 100 = none). */
  salePricePercent: number;
  /** Debt secured on the property being sold (D_e). */
  existingDebt: number;
  purchasePrice: number;
  /** Stamp duty, legal and other purchase costs (C). */
  purchaseCosts: number;
  /** Cash the borrower puts in (K). */
  cashContribution: number;
  /** Value of the new property (V_n); 0 means the purchase price. */
  newPropertyValue: number;
  months: number;
  /** The loan's term where it runs past the bridging period (lenders test peak debt over it); 0 or less: the same. */
  termMonths?: number;
  /** % p.a., e.g. 9.5 */
  ratePercent: number;
  interest: BridgingInterest;
  fees: number;
  /** Fees added to the loan rather than paid up front. */
  feesAdded: boolean;
}

export interface BridgingLoanResult {
  /** The new money borrowed: the purchase and its costs less the cash put in, plus fees added (at least 0). */
  newBorrowing: number;
  /** Debt at settlement of the purchase (PD), including fees added to the loan. */
  peakDebt: number;
  /** Debt at the end of the bridging period, before the sale (PD_m); equals peakDebt when interest is serviced. */
  peakDebtWithInterest: number;
  /** Interest over the bridging period: capitalised, or paid monthly. */
  totalInterest: number;
  /** Interest paid each month when serviced; undefined when capitalised. */
  monthlyInterest?: number;
  assumedSalePrice: number;
  sellingCosts: number;
  netSaleProceeds: number;
  endDebt: number;
  /** Sale proceeds left over once the bridging debt is repaid. */
  surplus: number;
  peakLvrPercent: number;
  peakLvrWithInterestPercent: number;
  /**
   * The lender's test: peak debt with interest capitalised for the loan's whole term, over both properties' value
   * (equal to peakLvrWithInterestPercent when the term ends with the bridging period, or interest is serviced).
   */
  peakLvrOverTermPercent: number;
  endLvrPercent: number;
  /** Interest and fees as an annual rate (monthly IRR x 12; the purchase costs left out); undefined if no rate solves the cash flows. */
  costRatePercent?: number;
  /** The bridging loan's own cost: the interest plus the fees. */
  loanCost: number;
  /** What buying this way costs: the loan's cost plus the purchase costs (duty, legal and other costs). */
  buyingCost: number;
  schedule: ScheduleRow[];
  years: YearRow[];
}

/** Monthly IRR x 12 of the net advance against interest and the debt left at the end. */
function costRate(netAdvance: number, schedule: readonly ScheduleRow[], debtAtEnd: number, guess: number) {
  const flows = [netAdvance, ...schedule.map((row) => -row.payment)];
  flows[flows.length - 1]! -= debtAtEnd;
  try {
    return irr(flows, guess) * 12 * 100;
  } catch (error) {
    if (error instanceof NoSolutionError) return undefined;
    throw error;
  }
}

export function bridgingLoan(inputs: BridgingLoanInputs): BridgingLoanResult {
  const annualRate = inputs.ratePercent / 100;
  const feesAdded = inputs.feesAdded ? inputs.fees : 0;
  const newBorrowing = Math.max(0, inputs.purchasePrice + inputs.purchaseCosts - inputs.cashContribution + feesAdded);
  const peakDebt =
    inputs.existingDebt + inputs.purchasePrice + inputs.purchaseCosts - inputs.cashContribution + feesAdded;
  const schedule =
    inputs.interest === 'capitalised'
      ? capitalisedSchedule(peakDebt, annualRate, inputs.months, false)
      : servicedSchedule(peakDebt, annualRate, inputs.months);
  const peakDebtWithInterest = schedule.at(-1)?.balance ?? peakDebt;
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);

  const assumedSalePrice = (inputs.salePrice * inputs.salePricePercent) / 100;
  const sellingCosts = (assumedSalePrice * inputs.sellingCostsPercent) / 100;
  const netSaleProceeds = assumedSalePrice - sellingCosts;
  const endDebt = Math.max(0, peakDebtWithInterest - netSaleProceeds);
  const newValue = inputs.newPropertyValue > 0 ? inputs.newPropertyValue : inputs.purchasePrice;
  const combinedValue = inputs.salePrice + newValue;
  const termMonths = inputs.termMonths ?? 0;
  const debtOverTerm =
    inputs.interest === 'capitalised' && termMonths > inputs.months
      ? capitalisedSchedule(peakDebt, annualRate, termMonths, false).at(-1)!.balance
      : peakDebtWithInterest;

  return {
    newBorrowing,
    peakDebt,
    peakDebtWithInterest,
    totalInterest,
    monthlyInterest: inputs.interest === 'serviced' ? (peakDebt * annualRate) / 12 : undefined,
    assumedSalePrice,
    sellingCosts,
    netSaleProceeds,
    endDebt,
    surplus: Math.max(0, netSaleProceeds - peakDebtWithInterest),
    peakLvrPercent: (peakDebt / combinedValue) * 100,
    peakLvrWithInterestPercent: (peakDebtWithInterest / combinedValue) * 100,
    peakLvrOverTermPercent: (debtOverTerm / combinedValue) * 100,
    endLvrPercent: (endDebt / newValue) * 100,
    // Fees count whether paid up front or added: either way the borrower nets the debt less the fees.
    costRatePercent: costRate(peakDebt - inputs.fees, schedule, peakDebtWithInterest, annualRate / 12),
    loanCost: totalInterest + inputs.fees,
    buyingCost: totalInterest + inputs.fees + inputs.purchaseCosts,
    schedule,
    years: yearlySummary(schedule, 'monthly'),
  };
}

/** A month in days, to turn the loan term's months beyond the bridging period into days. */
const DAYS_PER_MONTH = 365 / 12;

/**
 * The bridging loan if the sale settles late or low (../lateExit): the debt at the end of the bridging
 * period grows by daily interest, plus the default margin once the loan term (termMonths, at least the
 * bridging period) has expired; the LVR is across both properties and "left" is the sale's net proceeds
 * less the debt (negative: the end debt).
 */
export function bridgingLateExit(
  inputs: BridgingLoanInputs,
  result: BridgingLoanResult,
  defaultMarginPercent: number,
  termMonths = inputs.months,
): LateExitInputs {
  const newValue = inputs.newPropertyValue > 0 ? inputs.newPropertyValue : inputs.purchasePrice;
  return {
    debtAtExit: result.peakDebtWithInterest,
    ratePercent: inputs.ratePercent,
    defaultMarginPercent,
    daysLeftInTerm: Math.max(0, termMonths - inputs.months) * DAYS_PER_MONTH,
    debtAhead: 0,
    securityValue: inputs.salePrice + newValue,
    saleValue: inputs.salePrice,
    proceeds: result.netSaleProceeds,
  };
}
