/**
 * `npm run enquiries -- purge [--dry-run] [--include-unsent]`: deletes the
 * enquiries past their retention period now, as the server does once a day
 * (server/retention/purge.ts), with the same periods, and prints how many
 * went. `delete REFERENCE --yes`: deletes one enquiry the same way.
 */
import type {RetentionSettings} from '../config';
import {sydneyDateTime} from '../report/dates';
import {deleteEnquiry, purgeExpired, type PurgeResult} from '../retention/purge';
import {terminalText} from './terminalText';
import type {StoredEnquiry} from '../storage/enquiryStore';
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

/** How many kept enquiries the summary names by reference. */
const KEPT_NAMED = 20;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The rows deleted with the enquiries, by table: "2 outbox, 1 submission_keys", or "none". */
const relatedRows = (related: Record<string, number>) =>
  Object.entries(related)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ') || 'none';

export function purgeSummary(result: PurgeResult, settings: RetentionSettings, dryRun: boolean): string {
  const verb = dryRun ? 'Would delete' : 'Deleted';
  const lines = [
    `${verb} ${count(result.enquiries, 'enquiry', 'enquiries')} older than ${monthsInWords(settings.enquiryMonths)} (received before ${sydneyDateTime(result.enquiriesBefore)} Sydney time)`,
    `${verb} ${count(result.spam, 'possible spam enquiry', 'possible spam enquiries')} older than ${daysInWords(settings.spamDays)} (received before ${sydneyDateTime(result.spamBefore)} Sydney time)`,
    `${dryRun ? 'With them would go' : 'With them went'} these rows keyed to them: ${relatedRows(result.related)}`,
  ];
  const kept = result.keptUnsent;
  // The first few by name: a channel removed with thousands queued would print thousands.
  const named =
    kept.length > KEPT_NAMED
      ? `${kept.slice(0, KEPT_NAMED).join(', ')} and ${kept.length - KEPT_NAMED} more`
      : kept.join(', ');
  if (kept.length > 0)
    lines.push(
      `${dryRun ? 'Would keep' : 'Kept'} ${count(kept.length, 'expired enquiry', 'expired enquiries')} whose notification has not been sent: ${named}. \`npm run enquiries -- show ${kept[0]}\` says which channel failed; \`purge --include-unsent\` deletes ${kept.length === 1 ? 'it' : 'them'}.`,
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

/** Names the enquiry; with --yes, deletes it. A backup made before still holds it (docs-dev/OPERATIONS.md). */
export function runDelete(
  db: Db,
  stored: StoredEnquiry,
  {confirmed, includeUnsent}: {confirmed: boolean; includeUnsent: boolean},
  out: (text: string) => void,
  /** Why the broker may not have it: then it is deleted only with --include-unsent (an operator's trial). */
  warning?: string,
): number {
  const held = Boolean(warning) && !includeUnsent;
  if (warning) out(`${warning}${confirmed && !held ? '' : ' Read it with show first.'}\n`);
  const which = `${stored.reference}, from ${terminalText(stored.enquiry.name)}, received ${sydneyDateTime(stored.createdAt)} Sydney time`;
  if (!confirmed || held) {
    const how = warning ? '--yes --include-unsent' : '--yes';
    out(`Would delete ${which}. Nothing was deleted: run again with ${how} to delete it.\n`);
    return confirmed ? 1 : 0;
  }
  const result = deleteEnquiry(db, stored.reference)!;
  out(`Deleted ${which}, and with it these rows keyed to it: ${relatedRows(result.related)}.\n`);
  if (!result.logCleared) out('A reader kept the write-ahead log from being emptied; the next checkpoint clears it.\n');
  return 0;
}
