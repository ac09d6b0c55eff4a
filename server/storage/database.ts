/**
 * Opens the SQLite database and brings its schema up to date.
 *
 * journal_mode=WAL lets the CLI read while the server writes. synchronous=FULL
 * makes every commit wait until the write-ahead log is on disk: the API
 * answers 201 only after the commit, and an enquiry acknowledged to a visitor
 * must survive a power cut, not just a crashed process (NORMAL would survive
 * a crash but could lose the last commits on power loss). Enquiries arrive a
 * few a day, so the cost of an fsync per commit does not matter.
 */
import fs from 'fs';
import path from 'path';
import Database from 'better-sqlite3';
import {migrations} from './migrations';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), {recursive: true});
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (the enquiries CLI) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies the migrations the database has not had yet; returns the version it is now at. */
export function migrate(db: Db): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as {version: number} | undefined;
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  let version = row?.version ?? 0;
  if (version > migrations.length) {
    throw new Error(`The database is at schema version ${version}, newer than this code (${migrations.length}).`);
  }
  for (; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.prepare('UPDATE schema_version SET version = ?').run(version + 1);
    }).immediate();
  }
  return version;
}

export function isDatabaseReady(db: Db): boolean {
  return db.open && (db.prepare('SELECT 1 AS ok').get() as {ok: number}).ok === 1;
}
