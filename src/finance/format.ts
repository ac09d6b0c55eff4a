/** Display formatting: money to cents in Australian dollars, percentages to 2 dp. */
const aud = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeAud = new Intl.NumberFormat('en-AU', {style: 'currency', currency: 'AUD', maximumFractionDigits: 0});

export function formatMoney(value: number): string {
  // Round half away from zero to cents, and never show "-$0.00".
  const cents = Math.round(Math.abs(value) * 100 + Number.EPSILON) / 100;
  return aud.format(value < 0 && cents > 0 ? -cents : cents);
}

export function formatWholeDollars(value: number): string {
  return wholeAud.format(Math.round(value));
}

export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}

/** A cover ratio such as DSCR: "1.73×". */
export function formatTimes(value: number): string {
  return `${value.toFixed(2)}×`;
}

/** A ratio such as the current ratio, to 2 dp. */
export function formatRatio(value: number): string {
  return value.toFixed(2);
}

/** Days to 1 dp: "36.7 days". */
export function formatDays(value: number): string {
  return `${value.toFixed(1)} days`;
}

/** Months to 1 dp: "36.5 months". */
export function formatMonths(value: number): string {
  return `${value.toFixed(1)} months`;
}
