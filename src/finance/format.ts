/** Display formatting: money to cents in Australian dollars, percentages to 2 dp. */

/**
 * Each formatter is made on first use, not when the module loads: building an
 * Intl formatter costs tens of milliseconds on a slow phone (profiled with
 * the CPU slowed 4x, docs-dev/PERFORMANCE.md), and the guides load this
 * module through their diagrams, which need only whole dollars.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const aud = onFirstUse(
  () =>
    new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const wholeAud = onFirstUse(
  () => new Intl.NumberFormat('en-AU', {style: 'currency', currency: 'AUD', maximumFractionDigits: 0}),
);

export function formatMoney(value: number): string {
  // Round half away from zero to cents, and never show "-$0.00".
  const cents = Math.round(Math.abs(value) * 100 + Number.EPSILON) / 100;
  return aud().format(value < 0 && cents > 0 ? -cents : cents);
}

export function formatWholeDollars(value: number): string {
  return wholeAud().format(Math.round(value));
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

/**
 * What a visitor typed or pasted into a money field, as the plain number text kept in the URL:
 * "$1,500,000" -> "1500000", " 250 000 " -> "250000", and the shorthands "1.5m" -> "1500000" and
 * "250k" -> "250000". Text that is not a number comes back without the separators, for the field's
 * check to explain ("abc" stays "abc"). Partial typing such as "1500." is kept as typed.
 */
export function parseMoneyInput(text: string): string {
  const plain = text.replace(/[$,\s]/g, '');
  const shorthand = /^(\d*\.?\d+)([km])$/i.exec(plain);
  if (!shorthand) return plain;
  const multiplier = shorthand[2]!.toLowerCase() === 'k' ? 1_000 : 1_000_000;
  // Whole cents, so 1.1m is 1100000 and not 1100000.0000000002.
  return String(Math.round(Number(shorthand[1]) * multiplier * 100) / 100);
}

/**
 * Plain number text with thousands separators for showing in a money field: "1500000" -> "1,500,000",
 * "2500.5" -> "2,500.5" (decimals kept as typed). Anything that is not a plain number is shown unchanged.
 */
export function formatMoneyInput(plain: string): string {
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(plain);
  if (!match) return plain;
  const [, sign, whole, decimals = ''] = match;
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals}`;
}
