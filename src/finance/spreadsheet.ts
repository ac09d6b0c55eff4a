/**
 * The spreadsheet financial functions, with spreadsheet semantics and signs:
 * money received is positive, money paid is negative; `rate` is per period;
 * `type` 0 = payments at the end of each period (arrears), 1 = at the start
 * (advance). Every (1+r)^n formula branches on r = 0.
 */
import {solveRate} from './solve';

export type PaymentTiming = 0 | 1;

/** Payment per period: PMT(rate, nper, pv, fv = 0, type = 0). */
export function pmt(rate: number, nper: number, pv: number, futureValue = 0, type: PaymentTiming = 0): number {
  if (rate === 0) return -(pv + futureValue) / nper;
  const growth = (1 + rate) ** nper;
  return -(rate * (pv * growth + futureValue)) / ((1 + rate * type) * (growth - 1));
}

/** Present value: PV(rate, nper, pmt, fv = 0, type = 0). */
export function pv(rate: number, nper: number, payment: number, futureValue = 0, type: PaymentTiming = 0): number {
  if (rate === 0) return -(futureValue + payment * nper);
  const growth = (1 + rate) ** nper;
  return -(futureValue + (payment * (1 + rate * type) * (growth - 1)) / rate) / growth;
}

/** Net present value of cash flows at the END of periods 1, 2, ...: NPV(rate, values). */
export function npv(rate: number, cashflows: readonly number[]): number {
  return cashflows.reduce((sum, value, i) => sum + value / (1 + rate) ** (i + 1), 0);
}

/** Internal rate of return per period of cash flows at periods 0, 1, 2, ...: IRR(values, guess). */
export function irr(cashflows: readonly number[], guess = 0.1): number {
  const presentValue = (r: number) => cashflows.reduce((sum, value, t) => sum + value / (1 + r) ** t, 0);
  return solveRate(presentValue, guess);
}
