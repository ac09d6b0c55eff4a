/**
 * The health check's write, off the request thread. SQLite calls are
 * synchronous: on a frozen or stalled filesystem (a snapshot backup's
 * fsfreeze, a slow volume) or behind a write lock another process holds,
 * a write in the request thread holds every request, /healthz included,
 * for as long as that lasts, without saying why. So the probe writes the
 * one-row health table (committed and flushed like an enquiry) from its own
 * connection in a worker thread, and the server waits for it at most
 * WRITE_PROBE_TIMEOUT_MS: no answer by then is itself the answer,
 * "database not writable in time".
 *
 * One probe at a time: while one is stuck, later checks wait on the same
 * one, so a frozen disk never piles up threads or writes.
 */
import {Worker} from 'worker_threads';

/** How long /healthz waits for the database to take a write. */
export const WRITE_PROBE_TIMEOUT_MS = 1000;

export const NOT_IN_TIME = 'database not writable in time (locked or stalled disk)';

// Plain JavaScript evaluated in the worker, so it runs the same under tsx, node and jest.
const workerCode = `
const {parentPort, workerData} = require('worker_threads');
const Database = require('better-sqlite3');
let db;
parentPort.on('message', (now) => {
  try {
    if (!db) {
      db = new Database(workerData.file, {fileMustExist: true});
      db.pragma('synchronous = FULL');
      // Waiting on another writer is the caller's timeout's job, not SQLite's.
      db.pragma('busy_timeout = ${WRITE_PROBE_TIMEOUT_MS * 30}');
    }
    db.prepare('INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at').run(now);
    parentPort.postMessage(null);
  } catch (error) {
    parentPort.postMessage(error && typeof error.code === 'string' ? error.code : 'error');
  }
});
`;

export interface WriteProbe {
  /** Undefined when the database took a write in time; else 'disk full', NOT_IN_TIME or the SQLite code. */
  check(now: Date): Promise<string | undefined>;
  /** Stops the worker (a write stuck on a frozen disk does not hold the process). */
  close(): void;
}

export function createWriteProbe(file: string, timeoutMs = WRITE_PROBE_TIMEOUT_MS): WriteProbe {
  const worker = new Worker(workerCode, {eval: true, workerData: {file}});
  worker.unref();
  let pending: Promise<string | undefined> | undefined;
  let failed: string | undefined;
  worker.on('error', (error) => {
    failed = (error as {code?: string}).code ?? 'error';
  });

  const write = (now: Date) =>
    new Promise<string | undefined>((resolve) => {
      worker.once('message', (code: string | null) => {
        pending = undefined;
        resolve(code === null ? undefined : code === 'SQLITE_FULL' ? 'disk full' : code);
      });
      worker.postMessage(now.toISOString());
    });

  return {
    async check(now) {
      if (failed) return failed;
      pending ??= write(now);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(NOT_IN_TIME), timeoutMs);
      });
      try {
        return await Promise.race([pending, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      void worker.terminate();
    },
  };
}
