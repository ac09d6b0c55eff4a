/**
 * Amortisation schedules for loans repaid in arrears, with an optional
 * interest-only period and a balloon due with the last payment. Balances are
 * kept unrounded; the site rounds only for display (calculators.md §0).
 */
import {pmt} from './spreadsheet';

export type Frequency = 'monthly' | 'fortnightly' | 'weekly';

/** Repayments a year: fortnightly and weekly use 26 and 52 (a 364-day year), never monthly/2 or monthly/4. */
export const PERIODS_PER_YEAR: Record<Frequency, number> = {monthly: 12, fortnightly: 26, weekly: 52};

export interface LoanTerms {
  principal: number;
  /** Nominal annual rate as a fraction: 0.0725 for 7.25% p.a. */
  annualRate: number;
  years: number;
  frequency: Frequency;
  /** Years of interest-only repayments at the start; equal to `years` for interest-only for the whole term. */
  interestOnlyYears?: number;
  /** Lump sum due with the last repayment. */
  balloon?: number;
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
