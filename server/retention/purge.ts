/**
 * Deletes enquiries past their retention period (APP 11.2: personal
 * information no longer needed is destroyed): every enquiry and every one
 * flagged as possible spam once past the period the privacy policy states
 * (src/compliance/retention.ts). Run once a day by the server (job.ts) and on
 * demand by `npm run enquiries -- purge`.
 *
 * Everything keyed to a deleted enquiry goes with it, in the same
 * transaction: the rows of every table whose foreign key points at
 * enquiries (the outbox, submission_keys, and any table added later), and
 * rows pointing at those in turn. The tables are found from the schema
 * (PRAGMA foreign_key_list over sqlite_master), not listed here, so a new
 * table that references enquiries is covered without touching this file.
 *
 * No copy is left: the connection has secure_delete on (database.ts), so
 * freed space is zeroed, and the write-ahead log, which still holds the old
 * pages, is checkpointed and truncated afterwards.
 *
 * An enquiry whose notification has not been sent yet (outbox 'pending' or
 * 'sending') is kept and listed in `keptUnsent`: the server never drops an
 * enquiry it acknowledged before the broker has been told of it. After months
 * that is a fault (a channel failing, or removed from the settings with
 * notifications still queued); the job logs the count every day, and
 * `purge --include-unsent` deletes them once someone has looked.
 */
import type {RetentionSettings} from '../config';
import type {Db} from '../storage/database';

export interface PurgeOptions {
  now?: Date;
  /** Count what would go, change nothing. */
  dryRun?: boolean;
  /** Delete expired enquiries even when a notification about them is unsent. */
  includeUnsent?: boolean;
}

export interface PurgeResult {
  /** Genuine enquiries deleted (or that would be, in a dry run). */
  enquiries: number;
  /** Enquiries flagged as possible spam deleted. */
  spam: number;
  /** Rows deleted from other tables with them, by table, e.g. {outbox: 2, submission_keys: 1}. */
  related: Record<string, number>;
  /** The references of expired enquiries kept because a notification about them is still unsent, oldest first. */
  keptUnsent: string[];
  /** The cut-offs used (ISO 8601, UTC): enquiries that arrived before these went. */
  enquiriesBefore: string;
  spamBefore: string;
  /** False when a reader kept the write-ahead log from being emptied after the delete (see clearWriteAheadLog). */
  logCleared: boolean;
}

/** `months` calendar months before `now` (UTC), the day kept where it exists (31 March less one month: 28 or 29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(now);
  result.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return result;
}

export function retentionCutoffs(now: Date, settings: RetentionSettings) {
  return {
    enquiriesBefore: monthsBefore(now, settings.enquiryMonths).toISOString(),
    spamBefore: new Date(now.getTime() - settings.spamDays * 86_400_000).toISOString(),
  };
}

/** A foreign key: rows of `table` whose `from` column holds a value of `parent`'s `to` column. */
export interface Reference {
  table: string;
  from: string;
  parent: string;
  to: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every foreign key in the database that points at `parent` (a column, or its primary key when unnamed). */
export function referencesTo(db: Db, parent: string): Reference[] {
  const rows = db
    .prepare(
      `SELECT m.name AS "table", f."from" AS "from", f."to" AS "to"
         FROM sqlite_master m, pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f."table" = ? COLLATE NOCASE
        ORDER BY m.name, f.id, f.seq`,
    )
    .all(parent) as {table: string; from: string; to: string | null}[];
  return rows.map((row) => ({table: row.table, from: row.from, parent, to: row.to ?? primaryKey(db, parent)}));
}

function primaryKey(db: Db, table: string): string {
  const columns = db.prepare('SELECT name, pk FROM pragma_table_info(?)').all(table) as {name: string; pk: number}[];
  const keys = columns.filter((c) => c.pk > 0);
  // A foreign key without a column names the parent's primary key; without one, the rowid.
  return keys.length === 1 ? keys[0]!.name : 'rowid';
}

/**
 * Deletes the rows of `table` matching `where` (SQL over that table, with `params`),
 * after the rows of every table that references them, depth first. Counts go into `counts`.
 */
function deleteWithDependents(
  db: Db,
  table: string,
  where: string,
  params: unknown[],
  counts: Record<string, number>,
  path: string[] = [],
): number {
  if (path.includes(table)) return 0; // a circle of references: the first visit deletes them
  for (const ref of referencesTo(db, table)) {
    const childWhere = `${quote(ref.from)} IN (SELECT ${quote(ref.to)} FROM ${quote(table)} WHERE ${where})`;
    const n = deleteWithDependents(db, ref.table, childWhere, params, counts, [...path, table]);
    counts[ref.table] = (counts[ref.table] ?? 0) + n;
  }
  return db.prepare(`DELETE FROM ${quote(table)} WHERE ${where}`).run(...params).changes;
}

class DryRun extends Error {}

/** Deletes what has passed its retention period; see the top of this file. */
export function purgeExpired(db: Db, settings: RetentionSettings, options: PurgeOptions = {}): PurgeResult {
  const {now = new Date(), dryRun = false, includeUnsent = false} = options;
  const {enquiriesBefore, spamBefore} = retentionCutoffs(now, settings);
  const expired = `(created_at < ? OR (spam = 1 AND created_at < ?))`;
  const unsent = `EXISTS (SELECT 1 FROM outbox o WHERE o.enquiry_id = enquiries.id AND o.status IN ('pending', 'sending'))`;

  let result: PurgeResult | undefined;
  const run = db.transaction(() => {
    const ids = (
      db
        .prepare(`SELECT id FROM enquiries WHERE ${expired}${includeUnsent ? '' : ` AND NOT ${unsent}`}`)
        .pluck()
        .all(enquiriesBefore, spamBefore) as number[]
    ).map(Number);
    const keptUnsent = includeUnsent
      ? []
      : (db
          .prepare(`SELECT reference FROM enquiries WHERE ${expired} AND ${unsent} ORDER BY id`)
          .pluck()
          .all(enquiriesBefore, spamBefore) as string[]);
    const doomed = JSON.stringify(ids);
    const inList = 'id IN (SELECT value FROM json_each(?))';
    const spam = db
      .prepare(`SELECT COUNT(*) FROM enquiries WHERE spam = 1 AND ${inList}`)
      .pluck()
      .get(doomed) as number;
    const related: Record<string, number> = {};
    const deleted = deleteWithDependents(db, 'enquiries', inList, [doomed], related);
    result = {enquiries: deleted - spam, spam, related, keptUnsent, enquiriesBefore, spamBefore, logCleared: true};
    if (dryRun) throw new DryRun();
  });
  try {
    run.immediate();
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  if (!dryRun && result!.enquiries + result!.spam > 0) result!.logCleared = clearWriteAheadLog(db);
  return result!;
}

/**
 * Deletes one enquiry and everything keyed to it, as the purge does, at once: a person's request, a test enquiry
 * (`npm run enquiries -- delete`). Answers undefined when no enquiry has the reference.
 */
export function deleteEnquiry(
  db: Db,
  reference: string,
): {related: Record<string, number>; logCleared: boolean} | undefined {
  const related: Record<string, number> = {};
  const remove = db.transaction(() => deleteWithDependents(db, 'enquiries', 'reference = ?', [reference], related));
  return remove.immediate() === 0 ? undefined : {related, logCleared: clearWriteAheadLog(db)};
}

/**
 * Copies the log into the database and empties it: the log still holds the
 * pages as they were before the delete. Answers false when a reader (the
 * enquiries command, a backup) kept part of it; the next checkpoint clears it.
 */
export function clearWriteAheadLog(db: Db): boolean {
  const [row] = db.pragma('wal_checkpoint(TRUNCATE)') as {busy: number}[];
  return !row || row.busy === 0;
}
