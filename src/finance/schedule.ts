/**
 * Amortisation schedules for loans repaid in arrears (or, for leases, in
 * advance), with an optional interest-only period and a balloon due with the
 * last payment. Balances are kept unrounded; the site rounds only for display
 * (docs-dev/CALCULATORS.md §0).
 */
import {pmt, type PaymentTiming} from './spreadsheet';

export type Frequency = 'monthly' | 'fortnightly' | 'weekly';

/** Repayments a year: fortnightly and weekly use 26 and 52 (a 364-day year), never monthly/2 or monthly/4. */
export const PERIODS_PER_YEAR: Record<Frequency, number> = {monthly: 12, fortnightly: 26, weekly: 52};

/**
 * Periods a year that turn a periodic cost rate into a yearly one: NCCP Regulations reg 100 (a year of 26.09
 * fortnights), so a fortnightly loan with no fees shows slightly above its interest rate, in every calculator alike.
 */
export const COST_RATE_PERIODS_PER_YEAR: Record<Frequency, number> = {monthly: 12, fortnightly: 26.09, weekly: 52.18};

export interface LoanTerms {
  principal: number;
  /** Nominal annual rate as a fraction: 0.0725 for 7.25% p.a. */
  annualRate: number;
  years: number;
  frequency: Frequency;
  /** Years of interest-only repayments at the start; equal to `years` for interest-only for the whole term. */
  interestOnlyYears?: number;
  /** Lump sum due with the last repayment (in advance: at the end of the term). */
  balloon?: number;
  /** 0 = repayments at the end of each period (default); 1 = at the start, as lease rentals are. */
  timing?: PaymentTiming;
}

export interface ScheduleRow {
  period: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface YearRow {
  year: number;
  payments: number;
  interest: number;
  principal: number;
  closingBalance: number;
  rows: ScheduleRow[];
}

export function amortisationSchedule(terms: LoanTerms): ScheduleRow[] {
  if (terms.timing === 1) return advanceSchedule(terms);
  const perYear = PERIODS_PER_YEAR[terms.frequency];
  const r = terms.annualRate / perYear;
  const n = Math.round(terms.years * perYear);
  const interestOnlyPeriods = Math.min(n, Math.round((terms.interestOnlyYears ?? 0) * perYear));
  const balloon = terms.balloon ?? 0;
  const amortisingPeriods = n - interestOnlyPeriods;
  // Spreadsheet signs: the loan is received (+), repayments and the balloon are paid (-).
  const regular = amortisingPeriods > 0 ? -pmt(r, amortisingPeriods, terms.principal, -balloon) : 0;

  const rows: ScheduleRow[] = [];
  let balance = terms.principal;
  for (let period = 1; period <= n; period += 1) {
    const interest = balance * r;
    const isLast = period === n;
    let payment = period <= interestOnlyPeriods ? interest : regular;
    let principal = payment - interest;
    if (isLast) {
      // The last repayment clears what is left: the balloon, or the whole loan after interest-only.
      principal = balance;
      payment = interest + principal;
    }
    balance = isLast ? 0 : balance - principal;
    rows.push({period, payment, interest, principal, balance});
  }
  return rows;
}

/**
 * Repayments in advance (no interest-only period): repayment 1 is made on day
 * one and carries no interest; repayment k carries the interest accrued over
 * the period before it. The residual falls due at the end of the term, one
 * period after the last repayment, and is shown with that repayment with the
 * interest accrued on it, so the rows still add up to the term's cash flows.
 */
function advanceSchedule(terms: LoanTerms): ScheduleRow[] {
  const perYear = PERIODS_PER_YEAR[terms.frequency];
  const r = terms.annualRate / perYear;
  const n = Math.round(terms.years * perYear);
  const balloon = terms.balloon ?? 0;
  const regular = -pmt(r, n, terms.principal, -balloon, 1);

  const rows: ScheduleRow[] = [];
  let balance = terms.principal;
  for (let period = 1; period <= n; period += 1) {
    let interest = period === 1 ? 0 : balance * r;
    let payment = regular;
    let principal = payment - interest;
    balance -= principal;
    if (period === n) {
      // What is left (the residual discounted one period) accrues a last period's interest and is paid.
      interest += balance * r;
      payment += balance * (1 + r);
      principal += balance;
      balance = 0;
    }
    rows.push({period, payment, interest, principal, balance});
  }
  return rows;
}

/** The schedule grouped into loan years, each keeping its periods for the expanded view. */
export function yearlySummary(rows: readonly ScheduleRow[], frequency: Frequency): YearRow[] {
  const perYear = PERIODS_PER_YEAR[frequency];
  const years: YearRow[] = [];
  for (let start = 0; start < rows.length; start += perYear) {
    const slice = rows.slice(start, start + perYear);
    years.push({
      year: start / perYear + 1,
      payments: slice.reduce((sum, row) => sum + row.payment, 0),
      interest: slice.reduce((sum, row) => sum + row.interest, 0),
      principal: slice.reduce((sum, row) => sum + row.principal, 0),
      closingBalance: slice.at(-1)?.balance ?? 0,
      rows: slice,
    });
  }
  return years;
}

/** Each period as its own step, in the yearly summary's shape (for charting short loans period by period). */
export function perPeriod(rows: readonly ScheduleRow[]): YearRow[] {
  return rows.map((row) => ({
    year: row.period,
    payments: row.payment,
    interest: row.interest,
    principal: row.principal,
    closingBalance: row.balance,
    rows: [row],
  }));
}
