/**
 * The report printed two ways:
 * - text for a terminal: one small table per section, genuine and spam in
 *   their own columns; values typed by the public (campaign tags, landing
 *   addresses) have control characters shown as \u{...} and long ones cut;
 * - CSV for a spreadsheet, in long format: one table with the columns
 *   Section, Value, Genuine, Spam, one row per value of each section
 *   (section "total" first), so a pivot table or a filter on Section gives
 *   any one table. Cells are quoted and formula-safe (export/csv.ts).
 */
import {terminalCell as cell, terminalText} from '../cli/terminalText';
import {toCsv} from '../export/csv';
import type {Report} from './count';

export const reportCsvHeader = ['Section', 'Value', 'Genuine', 'Spam'] as const;

export function reportCsv(report: Report): string {
  const rows: (string | number)[][] = [
    ['total', 'All enquiries', report.genuine, report.spam],
    // Its own section, so a pivot on Section still gives each table and the total is not counted twice.
    ['consumer-credit', 'Looks like consumer credit', report.consumer.genuine, report.consumer.spam],
  ];
  for (const section of report.sections)
    for (const row of section.rows) rows.push([section.id, row.value, row.genuine, row.spam]);
  return toCsv(reportCsvHeader, rows);
}

const MAX_VALUE_WIDTH = 60;

export function period(report: Report): string {
  if (report.from && report.to) return `from ${report.from} to ${report.to} (Sydney dates, inclusive)`;
  if (report.from) return `from ${report.from} (Sydney date) on`;
  if (report.to) return `up to ${report.to} (Sydney date, inclusive)`;
  return 'stored, all dates';
}

export function reportText(report: Report): string {
  const lines = [
    `Enquiries ${period(report)}: ${report.genuine} genuine, ${report.spam} possible spam.`,
    // A broker's trial: consumer requests counted among the leads, though they are referred on, not arranged.
    `Of the genuine, ${report.consumer.genuine} looked like consumer credit to the readiness check (we do not arrange it).`,
    'Spam is counted in its own column, never in the genuine counts.',
    "Source: 'unknown' means no attribution was recorded (sent before attribution existed, or with JavaScript off).",
  ];
  for (const section of report.sections) {
    const width = Math.min(MAX_VALUE_WIDTH, Math.max(20, ...section.rows.map((r) => terminalText(r.value).length)));
    lines.push('', section.title, `  ${cell('', width)}  ${'Genuine'.padStart(7)}  ${'Spam'.padStart(5)}`);
    if (section.rows.length === 0) lines.push('  (none)');
    for (const row of section.rows)
      lines.push(`  ${cell(row.value, width)}  ${String(row.genuine).padStart(7)}  ${String(row.spam).padStart(5)}`);
  }
  return `${lines.join('\n')}\n`;
}
