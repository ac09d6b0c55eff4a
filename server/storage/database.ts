/**
 * Opens the SQLite database and brings its schema up to date.
 *
 * journal_mode=WAL lets the CLI read while the server writes. synchronous=FULL
 * makes every commit wait until the write-ahead log is on disk: the API
 * answers 201 only after the commit, and an enquiry acknowledged to a visitor
 * must survive a power cut, not just a crashed process (NORMAL would survive
 * a crash but could lose the last commits on power loss). Enquiries arrive a
 * few a day, so the cost of an fsync per commit does not matter.
 *
 * Enquiries are personal information: a new database is created readable by
 * its owner only (0600, and SQLite gives its -wal and -shm files the same
 * mode), in a folder only its owner can enter (0700).
 *
 * Deleting overwrites: secure_delete is on for every connection, so the
 * retention purge leaves no copy of a deleted enquiry in the file.
 *
 * At start-up the database must pass PRAGMA quick_check and accept a write;
 * otherwise opening fails with a StartupError that names the problem, rather
 * than a server that answers /healthz and then fails every enquiry.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import Database from 'better-sqlite3';
import {StartupError} from '../startupError';
import {migrations} from './migrations';

export type Db = Database.Database;

export interface OpenOptions {
  /** Run PRAGMA quick_check and a test write (the server does; the CLI does not). */
  check?: boolean;
  /**
   * Bring an older schema up to date (the server does, on start). The CLI refuses one instead: run between a
   * deploy and the server's restart, it would change the tables under the server still running the old code.
   */
  upgrade?: boolean;
}

/** Creates the database file (empty, 0600, in a 0700 folder) if it does not exist yet. */
export function createPrivately(file: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true, mode: 0o700});
  try {
    // 'wx': only when the file does not exist yet; SQLite fills in an empty file.
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as {code?: string}).code !== 'EEXIST') throw error;
  }
}

function sqliteCode(error: unknown): string {
  const code = (error as {code?: unknown}).code;
  return typeof code === 'string' ? code : 'error';
}

const isDamaged = (code: string) => code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB';

/** What to do about a damaged file: docs-dev/OPERATIONS.md says how to restore a backup. */
const damaged = (file: string, why: string) =>
  `The database at ${file} is damaged (${why}): stop the server and restore it from a backup (docs-dev/OPERATIONS.md, "Restoring a backup").`;

export function openDatabase(file: string, {check = false, upgrade = true}: OpenOptions = {}): Db {
  let db: Db;
  try {
    if (file !== ':memory:') createPrivately(file);
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, not just unlinked: a purged enquiry
    // (server/retention/purge.ts) leaves no readable copy in the file's free space.
    db.pragma('secure_delete = ON');
    // Another process (the enquiries CLI) may hold the write lock for a moment.
    db.pragma('busy_timeout = 5000');
  } catch (error) {
    const code = sqliteCode(error);
    // A file that is not a database, or whose first pages are broken, fails here, before quick_check can run.
    if (isDamaged(code)) throw new StartupError(damaged(file, code));
    throw new StartupError(
      `The database at ${file} cannot be opened (${code}): check that the folder exists and that the server's user can read and write it.`,
    );
  }
  try {
    if (check) {
      const result = db.pragma('quick_check', {simple: true});
      if (result !== 'ok') {
        throw new StartupError(damaged(file, 'PRAGMA quick_check failed'));
      }
    }
    migrate(db, {upgrade, file});
    if (check) {
      const problem = writeProblem(db);
      if (problem) {
        throw new StartupError(
          problem === 'disk full'
            ? `The database at ${file} cannot be written: the disk is full.`
            : `The database at ${file} cannot be written (${problem}): check that the server's user owns the file and its folder.`,
        );
      }
    }
    return db;
  } catch (error) {
    db.close();
    if (error instanceof StartupError) throw error;
    const code = sqliteCode(error);
    if (isDamaged(code)) throw new StartupError(damaged(file, code));
    if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_IOERR'))
      throw new StartupError(
        `The database at ${file} cannot be written (${code}): check that the server's user owns the file and its folder.`,
      );
    throw error;
  }
}

/** Applies the migrations the database has not had yet; returns the version it is now at. */
export function migrate(db: Db, {upgrade = true, file = 'the database'} = {}): number {
  // For migrations that hash what they move (submission keys are kept as hashes only).
  db.function('sha256_hex', {deterministic: true}, (text: unknown) =>
    crypto.createHash('sha256').update(String(text)).digest('hex'),
  );
  db.function('sha256_base64url', {deterministic: true}, (text: unknown) =>
    crypto.createHash('sha256').update(String(text)).digest('base64url'),
  );
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as {version: number} | undefined;
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  let version = row?.version ?? 0;
  if (version > migrations.length) {
    throw new StartupError(
      `The database is at schema version ${version}, newer than this code (${migrations.length}): run the newer version of the server.`,
    );
  }
  if (!upgrade && version < migrations.length) {
    throw new StartupError(
      `The database at ${file} is at schema version ${version}, older than this code (${migrations.length}): restart the server first; it brings the database up to date.`,
    );
  }
  for (; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.prepare('UPDATE schema_version SET version = ?').run(version + 1);
    }).immediate();
  }
  return version;
}

/**
 * Writes the time into the one-row health table (committed and flushed like
 * an enquiry). Answers undefined when that works, or a short reason: 'disk
 * full', or the SQLite code (SQLITE_READONLY when the file cannot be written).
 */
export function writeProblem(db: Db, now = new Date()): string | undefined {
  try {
    if (!db.open) return 'closed';
    db.prepare(
      `INSERT INTO health (id, checked_at) VALUES (1, ?)
       ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
    ).run(now.toISOString());
    return undefined;
  } catch (error) {
    const code = sqliteCode(error);
    return code === 'SQLITE_FULL' ? 'disk full' : code;
  }
}
