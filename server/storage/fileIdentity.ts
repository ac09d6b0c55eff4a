/**
 * Notices when the database file the server has open is no longer the file
 * at its path: deleted, moved away or replaced (a restore copied over it, a
 * careless `mv`). SQLite keeps writing to the open file without complaint,
 * so enquiries would be acknowledged into a file nobody will read again and
 * lost at the next restart. The check compares the path's device and inode
 * with those of the file when it was opened: one stat, cheap enough for
 * every enquiry and every /healthz.
 *
 * The write-ahead log (FILE-wal) is watched the same way: SQLite keeps it
 * for as long as the server's connection is open, and every commit since the
 * last checkpoint lives only there. Deleted or replaced, SQLite writes on
 * into the unlinked file and a crash then loses every acknowledged enquiry
 * not yet checkpointed, so the server must refuse to acknowledge more.
 */
import fs from 'fs';

export type FileProblem =
  | 'database file missing'
  | 'database file replaced'
  | 'database file unreadable'
  | 'database log (-wal) missing'
  | 'database log (-wal) replaced';

type Identity = Pick<fs.Stats, 'ino' | 'dev'>;

function identity(file: string): Identity | 'missing' | 'unreadable' {
  try {
    return fs.statSync(file);
  } catch (error) {
    return (error as {code?: string}).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
}

const same = (a: Identity, b: Identity) => a.ino === b.ino && a.dev === b.dev;

export function watchFileIdentity(file: string): () => FileProblem | undefined {
  if (file === ':memory:') return () => undefined;
  const opened = fs.statSync(file);
  // Present once the server's connection has written (the start-up check does).
  const log = identity(`${file}-wal`);
  return () => {
    const now = identity(file);
    if (now === 'missing') return 'database file missing';
    if (now === 'unreadable') return 'database file unreadable';
    if (!same(now, opened)) return 'database file replaced';
    if (typeof log === 'string') return undefined;
    const logNow = identity(`${file}-wal`);
    if (logNow === 'missing') return 'database log (-wal) missing';
    if (logNow === 'unreadable' || !same(logNow, log)) return 'database log (-wal) replaced';
    return undefined;
  };
}
