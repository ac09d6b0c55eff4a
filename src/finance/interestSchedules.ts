/**
 * Month-by-month schedules for loans that repay no principal along the way:
 * interest capitalised (added to the balance monthly, docs-dev/CALCULATORS.md §2 and
 * §7) or interest serviced (paid monthly, principal left owing). Same row
 * shape as the amortisation schedule, so the schedule table and CSV apply.
 */
import type {ScheduleRow} from './schedule';

/**
 * Interest compounds monthly at annualRate / 12 and is added to the balance.
 * With `repayAtEnd`, the last row pays off principal and interest in one sum;
 * otherwise the balance is left owing (e.g. for a sale to repay).
 * Each row's principal is payment - interest: negative while interest is being added.
 */
export function capitalisedSchedule(
  principal: number,
  annualRate: number,
  months: number,
  repayAtEnd: boolean,
): ScheduleRow[] {
  const rate = annualRate / 12;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let period = 1; period <= months; period += 1) {
    const interest = balance * rate;
    const owing = balance + interest;
    const payment = repayAtEnd && period === months ? owing : 0;
    balance = owing - payment;
    rows.push({period, payment, interest, principal: payment - interest, balance});
  }
  return rows;
}

/** Interest paid each month at annualRate / 12; the principal stays owing at the end. */
export function servicedSchedule(principal: number, annualRate: number, months: number): ScheduleRow[] {
  const interest = (principal * annualRate) / 12;
  return Array.from({length: months}, (_, i) => ({
    period: i + 1,
    payment: interest,
    interest,
    principal: 0,
    balance: principal,
  }));
}
