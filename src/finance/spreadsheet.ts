/**
 * The spreadsheet financial functions, with spreadsheet semantics and signs:
 * money received is positive, money paid is negative; `rate` is per period;
 * `type` 0 = payments at the end of each period (arrears), 1 = at the start
 * (advance). Every (1+r)^n formula branches on r = 0.
 */
import {solveRate} from './solve';

export type PaymentTiming = 0 | 1;

/** Future value: FV(rate, nper, pmt, pv = 0, type = 0). */
export function fv(rate: number, nper: number, pmt: number, pv = 0, type: PaymentTiming = 0): number {
  if (rate === 0) return -(pv + pmt * nper);
  const growth = (1 + rate) ** nper;
  return -(pv * growth + (pmt * (1 + rate * type) * (growth - 1)) / rate);
}

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

/** Number of periods: NPER(rate, pmt, pv, fv = 0, type = 0). */
export function nper(
  rate: number,
  payment: number,
  presentValue: number,
  futureValue = 0,
  type: PaymentTiming = 0,
): number {
  if (rate === 0) return -(presentValue + futureValue) / payment;
  const adjusted = payment * (1 + rate * type);
  return Math.log((adjusted - futureValue * rate) / (adjusted + presentValue * rate)) / Math.log(1 + rate);
}

/** Interest part of payment `per`: IPMT(rate, per, nper, pv, fv = 0, type = 0). */
export function ipmt(
  rate: number,
  per: number,
  periods: number,
  presentValue: number,
  futureValue = 0,
  type: PaymentTiming = 0,
): number {
  const payment = pmt(rate, periods, presentValue, futureValue, type);
  if (type === 1) {
    // The first payment in advance is made before any interest has accrued.
    if (per === 1) return 0;
    return (fv(rate, per - 2, payment, presentValue, 1) - payment) * rate;
  }
  return fv(rate, per - 1, payment, presentValue, 0) * rate;
}

/** Principal part of payment `per`: PPMT(rate, per, nper, pv, fv = 0, type = 0). */
export function ppmt(
  rate: number,
  per: number,
  periods: number,
  presentValue: number,
  futureValue = 0,
  type: PaymentTiming = 0,
): number {
  return (
    pmt(rate, periods, presentValue, futureValue, type) - ipmt(rate, per, periods, presentValue, futureValue, type)
  );
}

/** Interest paid between two payments inclusive: CUMIPMT(rate, nper, pv, start, end, type). */
export function cumipmt(
  rate: number,
  periods: number,
  presentValue: number,
  start: number,
  end: number,
  type: PaymentTiming,
): number {
  let total = 0;
  for (let per = start; per <= end; per += 1) total += ipmt(rate, per, periods, presentValue, 0, type);
  return total;
}

/** Principal repaid between two payments inclusive: CUMPRINC(rate, nper, pv, start, end, type). */
export function cumprinc(
  rate: number,
  periods: number,
  presentValue: number,
  start: number,
  end: number,
  type: PaymentTiming,
): number {
  let total = 0;
  for (let per = start; per <= end; per += 1) total += ppmt(rate, per, periods, presentValue, 0, type);
  return total;
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

/** Rate per period: RATE(nper, pmt, pv, fv = 0, type = 0, guess = 0.1). */
export function rate(
  periods: number,
  payment: number,
  presentValue: number,
  futureValue = 0,
  type: PaymentTiming = 0,
  guess = 0.1,
): number {
  const balance = (r: number) =>
    r === 0
      ? presentValue + payment * periods + futureValue
      : presentValue * (1 + r) ** periods + (payment * (1 + r * type) * ((1 + r) ** periods - 1)) / r + futureValue;
  return solveRate(balance, guess);
}

/** Effective annual rate from a nominal rate compounded `periods` times a year: EFFECT. */
export function effect(nominalRate: number, periods: number): number {
  return (1 + nominalRate / periods) ** periods - 1;
}

/** Nominal annual rate compounded `periods` times a year from an effective rate: NOMINAL. */
export function nominal(effectiveRate: number, periods: number): number {
  return periods * ((1 + effectiveRate) ** (1 / periods) - 1);
}
