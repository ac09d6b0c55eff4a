/**
 * Notices when the database file the server has open is no longer the file
 * at its path: deleted, moved away or replaced (a restore copied over it, a
 * careless `mv`). SQLite keeps writing to the open file without complaint,
 * so enquiries would be acknowledged into a file nobody will read again and
 * lost at the next restart. The check compares the path's device and inode
 * with those of the file when it was opened: one stat, cheap enough for
 * every enquiry and every /healthz.
 */
import fs from 'fs';

export type FileProblem = 'database file missing' | 'database file replaced' | 'database file unreadable';

export function watchFileIdentity(file: string): () => FileProblem | undefined {
  if (file === ':memory:') return () => undefined;
  const opened = fs.statSync(file);
  return () => {
    let now: fs.Stats;
    try {
      now = fs.statSync(file);
    } catch (error) {
      return (error as {code?: string}).code === 'ENOENT' ? 'database file missing' : 'database file unreadable';
    }
    return now.ino === opened.ino && now.dev === opened.dev ? undefined : 'database file replaced';
  };
}
