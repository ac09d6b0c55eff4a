/**
 * `npm run enquiries -- purge [--dry-run] [--include-unsent]`: deletes the
 * enquiries past their retention period now, as the server does once a day
 * (server/retention/purge.ts), with the same periods, and prints how many
 * went.
 */
import type {RetentionSettings} from '../config';
import {sydneyDateTime} from '../report/dates';
import {purgeExpired, type PurgeResult} from '../retention/purge';
import {monthsInWords, daysInWords} from '../../src/compliance/retention';
import type {Db} from '../storage/database';

export interface PurgeArgs {
  dryRun: boolean;
  includeUnsent: boolean;
}

export function parsePurgeArgs(args: readonly string[]): PurgeArgs | {error: string} {
  const result: PurgeArgs = {dryRun: false, includeUnsent: false};
  for (const arg of args) {
    if (arg === '--dry-run') result.dryRun = true;
    else if (arg === '--include-unsent') result.includeUnsent = true;
    else return {error: `Unknown option for purge: ${arg}`};
  }
  return result;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function purgeSummary(result: PurgeResult, settings: RetentionSettings, dryRun: boolean): string {
  const verb = dryRun ? 'Would delete' : 'Deleted';
  const related = Object.entries(result.related)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  const lines = [
    `${verb} ${count(result.enquiries, 'enquiry', 'enquiries')} older than ${monthsInWords(settings.enquiryMonths)} (received before ${sydneyDateTime(result.enquiriesBefore)} Sydney time)`,
    `${verb} ${count(result.spam, 'possible spam enquiry', 'possible spam enquiries')} older than ${daysInWords(settings.spamDays)} (received before ${sydneyDateTime(result.spamBefore)} Sydney time)`,
    `${dryRun ? 'With them would go' : 'With them went'} these rows keyed to them: ${related || 'none'}`,
  ];
  if (result.keptUnsent > 0)
    lines.push(
      `Kept ${count(result.keptUnsent, 'expired enquiry', 'expired enquiries')} whose notification has not been sent: see the Notifications column of \`npm run enquiries -- export\`; \`purge --include-unsent\` deletes them.`,
    );
  if (dryRun) lines.push('Dry run: nothing was deleted.');
  else if (!result.logCleared)
    lines.push('A reader kept the write-ahead log from being emptied; the next checkpoint clears it.');
  return `${lines.join('\n')}\n`;
}

export function runPurge(db: Db, settings: RetentionSettings, options: PurgeArgs, out: (text: string) => void): number {
  const result = purgeExpired(db, settings, options);
  out(purgeSummary(result, settings, options.dryRun));
  return 0;
}
