/** The schedule as CSV, one row per repayment, amounts to the cent. */
import type {ScheduleRow} from '../../../finance/schedule';

export function scheduleCsv(rows: readonly ScheduleRow[]): string {
  const lines = ['Period,Repayment,Interest,Principal,Closing balance'];
  for (const row of rows) {
    lines.push(
      [row.period, row.payment, row.interest, row.principal, row.balance]
        .map((v, i) => (i === 0 ? String(v) : v.toFixed(2)))
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], {type: 'text/csv;charset=utf-8'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
