/** A heading's anchor from its text: "Rates, fees & calculators" -> "rates-fees-and-calculators". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
