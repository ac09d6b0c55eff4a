/**
 * One server process per database. Two would both deliver the outbox (every
 * e-mail and webhook twice) and each release the other's claims at start.
 *
 * The lock is an exclusive SQLite lock on a small file beside the database
 * (FILE.lock, FILE with symbolic links resolved, so a second server reaching
 * the same file through a link takes the same lock), held for as long as the
 * process runs. A hard link, or a lock file deleted while a server runs, is
 * not covered (see docs-dev/OPERATIONS.md). It is the operating
 * system's record lock, so it goes when the process does, however it ends
 * (kill -9 included): no stale lock file to clear by hand. The database
 * itself is not locked, so `npm run enquiries` can still read it.
 */
import fs from 'fs';
import Database from 'better-sqlite3';
import {StartupError} from '../startupError';

export interface ProcessLock {
  release(): void;
}

export function lockDatabase(file: string): ProcessLock {
  if (file === ':memory:') return {release: () => undefined};
  const lockFile = `${fs.realpathSync(file)}.lock`;
  let lock: Database.Database | undefined;
  try {
    // Made private like the database (0600); 'a' leaves an existing one as it is.
    fs.closeSync(fs.openSync(lockFile, 'a', 0o600));
    lock = new Database(lockFile);
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock?.close();
    const code = (error as {code?: unknown}).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED')
      throw new StartupError(
        `Another server process is using the database at ${file} (it holds ${lockFile}): stop it first, since two would send every notification twice.`,
      );
    throw new StartupError(
      `The database's lock file ${lockFile} cannot be created (${typeof code === 'string' ? code : 'error'}): check that the server's user can write the folder.`,
    );
  }
  return {
    release() {
      if (lock?.open) lock.close();
    },
  };
}
