/**
 * Loan comparison tool (docs-dev/CALCULATORS.md §6): two to four offers side by side,
 * each with its repayment, total cost, cost rate including fees and effective
 * annual rate; ranked by what each would cost if repaid at a common horizon;
 * and the month from which a loan with higher fees but a lower rate becomes
 * the cheaper one.
 */
import {
  amortisationSchedule,
  COST_RATE_PERIODS_PER_YEAR,
  PERIODS_PER_YEAR,
  type Frequency,
  type ScheduleRow,
} from '../../finance/schedule';
import {irr, pmt} from '../../finance/spreadsheet';
import {NoSolutionError} from '../../finance/solve';

export type ComparedRepayment = 'principal-and-interest' | 'interest-only';

export interface ComparedLoan {
  /** What the borrower receives, before any fees added to the loan. */
  amount: number;
  /** % p.a. */
  ratePercent: number;
  years: number;
  frequency: Frequency;
  repaymentType: ComparedRepayment;
  upfrontFees: number;
  /** Upfront fees added to the loan (interest is charged on them) rather than paid at settlement. */
  feesAdded: boolean;
  /** Account-keeping or package fees a year, charged evenly with each repayment. */
  annualFees: number;
  /** Discharge or exit fee paid when the loan is repaid. */
  exitFee: number;
  /** Lump sum due with the last repayment (principal and interest only). */
  balloon: number;
}

export interface LoanComparisonInputs {
  loans: readonly ComparedLoan[];
  /** The common horizon for ranking: cost if each loan were repaid after this many years. */
  horizonYears: number;
}

export interface ComparedLoanResult {
  /** The loan as the lender writes it: the amount plus any upfront fees added to it. */
  principal: number;
  /** The regular repayment per period (excluding ongoing fees). */
  repayment: number;
  periods: number;
  totalInterest: number;
  /** Upfront, ongoing and exit fees over the full term. */
  totalFees: number;
  /** Everything paid over the full term: repayments, balloon, ongoing and exit fees, fees paid at settlement. */
  totalRepaid: number;
  /** Total repaid less the amount received. */
  totalCost: number;
  /** Cost if repaid at the horizon (the full-term cost when the term is shorter). */
  costAtHorizon: number;
  /** Periodic cost rate x 12, 26.09 or 52.18 (the NCCP reg 100 annualisation); undefined if unsolvable. */
  costRatePercent?: number;
  /** 1 = cheapest at the horizon; equal costs share a rank. */
  rank: number;
  /** Cost if repaid at the end of month t, for t = 0 .. the longest term (or horizon) in months. */
  costByMonth: number[];
  /** costByMonth less the cheapest loan's (the first, if several tie): what choosing this loan adds, month by month. */
  extraByMonth: number[];
}

export interface BreakEven {
  /** Index of the loan with higher fees and a lower rate. */
  lowerRate: number;
  /** Which of its fees are the higher ones: only those named, so a sentence never claims a fee both loans lack. */
  higherFees: ('upfront' | 'exit')[];
  /** Index of the loan with lower fees and a higher rate. */
  lowerFees: number;
  /** First month at whose end the lower-rate loan costs no more; undefined if never within the months compared. */
  month?: number;
}

export interface LoanComparisonResult {
  loans: ComparedLoanResult[];
  breakEvens: BreakEven[];
  /** Months covered by costByMonth. */
  months: number;
  /** What the cheapest loan at the horizon saves against the next cheapest; undefined when the cheapest tie. */
  saving?: {loan: number; against: number; amount: number};
}

/** Costs within half a cent are equal. */
const CENT = 0.005;

interface Priced {
  loan: ComparedLoan;
  schedule: ScheduleRow[];
  fee: number;
  feesPaid: number;
  principal: number;
}

function price(loan: ComparedLoan): Priced {
  const added = loan.feesAdded ? loan.upfrontFees : 0;
  const principal = loan.amount + added;
  const interestOnly = loan.repaymentType === 'interest-only';
  const schedule = amortisationSchedule({
    principal,
    annualRate: loan.ratePercent / 100,
    years: loan.years,
    frequency: loan.frequency,
    interestOnlyYears: interestOnly ? loan.years : 0,
    balloon: interestOnly ? 0 : loan.balloon,
  });
  const fee = loan.annualFees / PERIODS_PER_YEAR[loan.frequency];
  return {loan, schedule, fee, feesPaid: loan.upfrontFees - added, principal};
}

/** Cost if repaid at the end of each month 0..months: fees and repayments so far, the payout and exit fee, less the amount. */
function costByMonth({loan, schedule, fee, feesPaid, principal}: Priced, months: number): number[] {
  const perYear = PERIODS_PER_YEAR[loan.frequency];
  const paidSoFar = [0];
  for (const row of schedule) paidSoFar.push(paidSoFar.at(-1)! + row.payment + fee);
  return Array.from({length: months + 1}, (_, month) => {
    const made = Math.min(schedule.length, Math.floor((month * perYear) / 12 + 1e-9));
    const owing = made === 0 ? principal : schedule[made - 1]!.balance;
    return feesPaid + paidSoFar[made]! + owing + loan.exitFee - loan.amount;
  });
}

/** The periodic rate at which the net amount received equals the repayments, fees and balloon discounted. */
function periodicCostRate({loan, schedule, fee, feesPaid}: Priced): number | undefined {
  const flows = [loan.amount - feesPaid, ...schedule.map((row) => -(row.payment + fee))];
  flows[flows.length - 1]! -= loan.exitFee;
  try {
    return irr(flows, loan.ratePercent / 100 / PERIODS_PER_YEAR[loan.frequency]);
  } catch (error) {
    if (error instanceof NoSolutionError) return undefined;
    throw error;
  }
}

/** The repayment each period before the last (which also carries any balloon). */
function regularRepayment({loan, schedule, principal}: Priced): number {
  const rate = loan.ratePercent / 100 / PERIODS_PER_YEAR[loan.frequency];
  if (loan.repaymentType === 'interest-only') return principal * rate;
  return -pmt(rate, schedule.length, principal, -loan.balloon);
}

function ranks(costs: readonly number[]): number[] {
  return costs.map((cost) => 1 + costs.filter((other) => other < cost - CENT).length);
}

function breakEvens(loans: readonly ComparedLoan[], costs: readonly number[][]): BreakEven[] {
  const found: BreakEven[] = [];
  loans.forEach((a, i) =>
    loans.forEach((b, j) => {
      const startA = a.upfrontFees + a.exitFee;
      const startB = b.upfrontFees + b.exitFee;
      if (startA > startB + CENT && a.ratePercent < b.ratePercent) {
        const costA = costs[i]!;
        const costB = costs[j]!;
        const month = costA.findIndex((cost, t) => t > 0 && cost <= costB[t]! + CENT);
        const higherFees = [
          ...(a.upfrontFees > b.upfrontFees + CENT ? (['upfront'] as const) : []),
          ...(a.exitFee > b.exitFee + CENT ? (['exit'] as const) : []),
        ];
        found.push({lowerRate: i, higherFees, lowerFees: j, month: month > 0 ? month : undefined});
      }
    }),
  );
  return found;
}

export function loanComparison(inputs: LoanComparisonInputs): LoanComparisonResult {
  const priced = inputs.loans.map(price);
  const horizon = Math.round(inputs.horizonYears * 12);
  const months = Math.max(horizon, ...inputs.loans.map((loan) => Math.ceil(loan.years * 12)));
  const costs = priced.map((p) => costByMonth(p, months));
  const atHorizon = costs.map((c) => c[horizon]!);
  const rankings = ranks(atHorizon);
  const best = rankings.indexOf(1);
  // The saving in whole dollars: the difference of the two whole-dollar costs shown, so the page's figures add up.
  const [next] = rankings.flatMap((rank, i) => (rank > 1 ? [i] : [])).sort((i, j) => atHorizon[i]! - atHorizon[j]!);
  const saving =
    rankings.filter((rank) => rank === 1).length === 1 && next !== undefined
      ? {loan: best, against: next, amount: Math.round(atHorizon[next]!) - Math.round(atHorizon[best]!)}
      : undefined;

  const loans = priced.map((p, i): ComparedLoanResult => {
    const {loan, schedule, fee, feesPaid, principal} = p;
    const payments = schedule.reduce((sum, row) => sum + row.payment, 0);
    const totalRepaid = payments + fee * schedule.length + loan.exitFee + feesPaid;
    const periodic = periodicCostRate(p);
    return {
      principal,
      repayment: regularRepayment(p),
      periods: schedule.length,
      totalInterest: payments - principal,
      totalFees: loan.upfrontFees + fee * schedule.length + loan.exitFee,
      totalRepaid,
      totalCost: totalRepaid - loan.amount,
      costAtHorizon: atHorizon[i]!,
      costRatePercent: periodic === undefined ? undefined : periodic * COST_RATE_PERIODS_PER_YEAR[loan.frequency] * 100,
      rank: rankings[i]!,
      costByMonth: costs[i]!,
      extraByMonth: costs[i]!.map((cost, t) => cost - costs[best]![t]!),
    };
  });
  return {loans, breakEvens: breakEvens(inputs.loans, costs), months, saving};
}
