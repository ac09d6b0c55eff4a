/**
 * `npm run enquiries -- report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]`:
 * enquiries counted by month, source, landing page, campaign, service and
 * tool, spam apart. Dates are Sydney dates, both ends included; without
 * them, every stored enquiry. See server/report/.
 */
import {serviceName} from '../notify/enquiryMessage';
import {buildReport} from '../report/count';
import {reportCsv, reportText} from '../report/format';
import {reportEnquiries} from '../report/query';
import type {Db} from '../storage/database';
import type {Enquiry} from '../../src/enquiry/schema';
import {isCalendarDate} from '../../src/content/calendarDate';

export interface ReportArgs {
  from?: string;
  to?: string;
  csv: boolean;
}

/** The command's options, or a message saying what is wrong with them. */
export function parseReportArgs(args: readonly string[]): ReportArgs | {error: string} {
  const result: ReportArgs = {csv: false};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--csv') result.csv = true;
    else if (arg === '--from' || arg === '--to') {
      const value = args[i + 1];
      i += 1;
      if (value === undefined || !isCalendarDate(value))
        return {error: `${arg} needs a date written YYYY-MM-DD, such as 2026-07-01.`};
      result[arg === '--from' ? 'from' : 'to'] = value;
    } else return {error: `Unknown option for report: ${arg}`};
  }
  if (result.from && result.to && result.from > result.to)
    return {error: `--from ${result.from} is after --to ${result.to}.`};
  return result;
}

const nameOfService = (slug: string) => serviceName(slug as Enquiry['service']) ?? slug;

export function runReport(db: Db, options: ReportArgs, out: (text: string) => void): number {
  const report = buildReport(reportEnquiries(db, options), {
    from: options.from,
    to: options.to,
    serviceName: nameOfService,
  });
  out(options.csv ? reportCsv(report) : reportText(report));
  return 0;
}
