/**
 * One server process per database. Two would both deliver the outbox (every
 * e-mail and webhook twice) and each release the other's claims at start.
 *
 * The lock is on the database file itself, not on a name: an exclusive
 * open-file-description record lock (Linux `F_OFD_SETLK`, through
 * fs-native-extensions) on one byte of FILE far past anything SQLite locks
 * (SQLite's own locks sit at 1 GiB; this one at 1 TiB, past the end of any
 * real database, which a record lock may be). A lock belongs to the file's
 * inode, so a second server reaching the file by its path, a symbolic link or
 * a hard link meets it, and there is no lock file anyone could delete. It is
 * held for as long as the process keeps its descriptor open and goes when the
 * process ends, kill -9 included: nothing stale to clear by hand. SQLite's
 * locks on other bytes are untouched, so `npm run enquiries` still reads the
 * database while the server runs.
 *
 * Taken before the database is opened: a refused server has not migrated,
 * checked or written anything.
 */
import fs from 'fs';
import {tryLock} from 'fs-native-extensions';
import {StartupError} from '../startupError';
import {createPrivately} from './database';

/** The locked byte: 1 TiB into the file, clear of SQLite's lock bytes at 1 GiB. */
const LOCK_OFFSET = 2 ** 40;

export interface ProcessLock {
  release(): void;
}

/** Locks `file` (created empty if missing) for this process, or throws a StartupError naming the problem. */
export function lockDatabase(file: string): ProcessLock {
  if (file === ':memory:') return {release: () => undefined};
  let fd: number | undefined;
  let granted = false;
  let code: unknown;
  try {
    createPrivately(file);
    // An exclusive record lock needs a descriptor open for writing.
    fd = fs.openSync(file, 'r+');
    granted = tryLock(fd, LOCK_OFFSET, 1);
  } catch (error) {
    code = (error as {code?: unknown}).code;
  }
  if (!granted) {
    if (fd !== undefined) fs.closeSync(fd);
    if (code === undefined)
      throw new StartupError(
        `Another server process is using the database at ${file} (an \`npm run dev\` or \`npm run serve\` still running in another terminal, or a server reaching the same file by another path or link): stop it first, or start this one with its own DATABASE_PATH, since two would send every notification twice.`,
      );
    throw new StartupError(
      `The database at ${file} cannot be locked for this server (${typeof code === 'string' ? code : 'error'}): check that the server's user can write it.`,
    );
  }
  let held: number | undefined = fd;
  return {
    release() {
      // Closing the descriptor drops the lock.
      if (held !== undefined) fs.closeSync(held);
      held = undefined;
    },
  };
}
