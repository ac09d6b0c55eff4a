/** Display formatting: money to cents in Australian dollars, percentages to 1 dp. */

/**
 * Money is written out by hand, as dates are (src/content/formatDate.ts):
 * an Intl currency formatter loads the browser's locale data when it is
 * made, about 45 ms of a guide's main thread with the CPU slowed 4x (its
 * diagrams write whole dollars), in the middle of hydration
 * (docs-dev/PERFORMANCE.md). The output is what `Intl.NumberFormat('en-AU',
 * {style: 'currency', currency: 'AUD'})` writes: "$1,234.56", "-$1,234.56".
 */
/** A whole number with its thousands grouped: "1,642,000", "-48,000". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatMoney(value: number): string {
  // Round half away from zero to cents, and never show "-$0.00".
  const cents = Math.round(Math.abs(value) * 100 + Number.EPSILON);
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

export function formatWholeDollars(value: number): string {
  // Half a dollar rounds up, as Math.round does (-2.5 to -2); "-$0" is never shown. Rounded to cents first, so a
  // figure worked out as 1,312.4999999 (for 1,312.50) shows as $1,313, as its cents would.
  const dollars = Math.round(Math.round(value * 100) / 100);
  return `${dollars < 0 ? '-' : ''}$${groupThousands(Math.abs(dollars))}`;
}

/**
 * A price in a one-line worked example (a service page's hero caption, src/calculators/examples.ts), short enough
 * for two lines on a phone: "$1.35m" from a million up, else whole dollars.
 */
export function formatShortDollars(value: number): string {
  return value >= 1e6
    ? `$${(value / 1e6).toLocaleString('en-AU', {maximumFractionDigits: 2})}m`
    : formatWholeDollars(value);
}

/** An "about" figure in a worked example: rounded to the nearest `step` dollars ($10, $1,000), then whole dollars. */
export function formatAboutDollars(value: number, step: number): string {
  return formatWholeDollars(Math.round(value / step) * step);
}

/**
 * A percentage to one decimal place, "64.9%": a second decimal is noise on a phone, and an LVR or a yield is read
 * against limits quoted to one. A rate compared with lenders' rates (a cost rate incl. fees) takes two, "7.27%", as
 * lenders quote rates and comparison rates: to one, two offers 0.006 apart both read "7.3%". Half a last place rounds
 * away from zero, and "-0.0%" is never shown.
 */
export function formatPercent(value: number, places: 1 | 2 = 1): string {
  const scale = 10 ** places;
  const units = Math.round(Math.abs(value) * scale + Number.EPSILON * scale);
  const sign = value < 0 && units > 0 ? '-' : '';
  return `${sign}${Math.floor(units / scale)}.${String(units % scale).padStart(places, '0')}%`;
}

/** A cover ratio such as DSCR: "1.73×". */
export function formatTimes(value: number): string {
  return `${value.toFixed(2)}×`;
}

/** A ratio such as the current ratio, to 2 dp. */
export function formatRatio(value: number): string {
  return value.toFixed(2);
}

/** Days to 1 dp, thousands grouped: "36.7 days", "-1,738.3 days". */
export function formatDays(value: number): string {
  const [whole, tenth] = Math.abs(value).toFixed(1).split('.');
  const sign = value < 0 && Math.abs(value) >= 0.05 ? '-' : '';
  return `${sign}${groupThousands(Number(whole))}.${tenth} days`;
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
  const trimmed = text.replace(/[$\s]/g, '');
  // A comma that does not group thousands ("2,5m", "1,2345") is a decimal comma: kept, so the field's check says so
  // (src/finance/validate.ts), rather than "2,5m" read as 25 million.
  if (/,(?!\d{3}(?!\d))/.test(trimmed)) return trimmed;
  const plain = trimmed.replace(/,/g, '');
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
