/** A count with its unit, singular for one: "1 year", "5 years", "30 days". */
export const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Whole months as years and months: "1 year 6 months", "9 months". */
export function monthsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years > 0 ? plural(years, 'year') : '', rest > 0 ? plural(rest, 'month') : ''].filter(Boolean).join(' ');
}

/**
 * A term typed in years, as she would say it: "5 years", and 0.5 as "6 months", not "0.5 years" (a developer's trial
 * read "Cost over 0.5 years" for a six-month land loan).
 */
export function yearsText(years: number): string {
  const months = Math.round(years * 12);
  return Number.isInteger(years) || Math.abs(years * 12 - months) > 1e-9 ? plural(years, 'year') : monthsText(months);
}
