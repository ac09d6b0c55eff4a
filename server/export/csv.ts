/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled,
 * CRLF between rows. A cell that starts with =, +, -, @, a tab or a carriage
 * return is prefixed with an apostrophe so a spreadsheet shows it as text
 * instead of running it as a formula (CSV injection, OWASP). Enquiries are
 * typed by the public, so every text cell is treated this way.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | undefined | null): string {
  if (value === undefined || value === null) return '""';
  if (typeof value === 'number') return Number.isFinite(value) ? `"${value}"` : '""';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly (string | number | boolean | undefined | null)[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole file: a byte-order mark (so Excel reads UTF-8), the header row and the rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly (string | number | undefined)[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
