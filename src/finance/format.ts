/** Display formatting: money to cents in Australian dollars, percentages to 2 dp. */
const aud = new Intl.NumberFormat('en-AU', {style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2});
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
