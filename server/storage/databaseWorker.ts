/**
 * The server's database connection, owned by a worker thread
 * (databaseThread.ts). better-sqlite3 is synchronous: a commit that waits on
 * a frozen filesystem (a snapshot backup's fsfreeze, a stalled volume) or on
 * a write lock another process holds would, on the request thread, hold
 * every request, /healthz included, for as long as that lasts, without
 * saying why. Here the request thread sends the worker a message (a store
 * method's name and arguments) and waits at most a deadline: no answer by
 * then is itself the answer, an error with code NOT_IN_TIME_CODE, which the
 * enquiry routes answer 503 ("not saved"; the form then asks by key, since a
 * commit that was only slow may still land) and /healthz reports as
 * NOT_IN_TIME. While a call is stuck past its deadline, new calls are
 * refused at once instead of queueing behind it, and calls that waited in
 * the queue past their deadline are not run.
 *
 * Start-up checks (quick_check, migrations, a test write) run before this,
 * on the request thread, so a bad database still stops the server with one
 * line (server.ts).
 */
import path from 'path';
import {Worker} from 'worker_threads';
import type {Call, DatabaseTargets} from './databaseTargets';
import {NOT_IN_TIME_CODE} from './databaseTargets';

/** The worker's deadlines: the production values are Config's `database` (server/config/index.ts); tests shorten them. */
export interface DatabaseDeadlines {
  /** How long a request waits for the database before answering 503. */
  deadlineMs: number;
  /** How long /healthz waits for the database to take a write. */
  healthMs: number;
  /** How long closing waits for the worker to finish its queue and close the connection. */
  closeGraceMs: number;
}

export const NOT_IN_TIME = 'database not writable in time (locked or stalled disk)';

/** The code of every call once the worker has stopped. */
export const WORKER_STOPPED_CODE = 'DATABASE_WORKER_STOPPED';

/** A target's methods as the request thread sees them: the same arguments, the result later. */
export type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

// Loads TypeScript in the worker the same way under node --import tsx, and jest.
const bootstrap = `const {workerData} = require('worker_threads');
require(workerData.tsx).register();
require(workerData.entry);`;

const codedError = (code: string, name = 'Error') => Object.assign(new Error(code), {code, name});

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  late: boolean;
}

export function startDatabaseWorker(file: string, deadlines: DatabaseDeadlines) {
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: {file, tsx: require.resolve('tsx/cjs/api'), entry: path.join(__dirname, 'databaseThread.ts')},
  });
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let stopped: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', () => reject(codedError(WORKER_STOPPED_CODE)));
  });
  // A failure to start is reported by the first call (and by start()); never as an unhandled rejection.
  ready.catch(() => undefined);

  worker.on('message', (message: 'ready' | {id: number; result?: unknown; error?: {code?: string; name: string}}) => {
    if (message === 'ready') return;
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    clearTimeout(call.timer);
    if (message.error) call.reject(codedError(message.error.code ?? message.error.name, message.error.name));
    else call.resolve(message.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of waiting.values()) {
      clearTimeout(call.timer);
      call.reject(stopped);
    }
    waiting.clear();
  };
  worker.on('error', () => stop(codedError(WORKER_STOPPED_CODE)));
  worker.on('exit', () => stop(codedError(WORKER_STOPPED_CODE)));

  async function call(target: Call['target'], method: string, args: unknown[], deadlineMs: number) {
    await ready;
    if (stopped) throw stopped;
    // The oldest call is the one running: if it is past its deadline, the thread is stuck.
    const running = waiting.values().next().value;
    if (running?.late) throw codedError(NOT_IN_TIME_CODE);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const entry: Waiting = {
        resolve,
        reject,
        late: false,
        timer: setTimeout(() => {
          entry.late = true;
          reject(codedError(NOT_IN_TIME_CODE));
        }, deadlineMs),
      };
      waiting.set(id, entry);
      worker.postMessage({id, deadline: Date.now() + deadlineMs, target, method, args} satisfies Call);
    });
  }

  function remote<K extends keyof DatabaseTargets>(target: K, deadlineMs = deadlines.deadlineMs) {
    return new Proxy({} as Remote<DatabaseTargets[K]>, {
      get:
        (_object, method) =>
        (...args: unknown[]) =>
          call(target, String(method), args, deadlineMs),
    });
  }
  const database = remote('database');
  const probe = remote('database', deadlines.healthMs);

  return {
    /** Resolves once the worker has opened the database; rejects if it could not. */
    ready,
    store: remote('store'),
    outbox: remote('outbox'),
    /** Deletes what has passed its retention period (retention/purge.ts). */
    purge: database.purge,
    /** For tests: runs a PRAGMA on the worker's connection. */
    pragma: database.pragma,
    /** Undefined when the database took a write in time; else 'disk full', NOT_IN_TIME or the code. */
    async writeProblem(now: Date): Promise<string | undefined> {
      try {
        return await probe.health(now);
      } catch (error) {
        const {code} = error as {code: string};
        return code === NOT_IN_TIME_CODE ? NOT_IN_TIME : code;
      }
    },
    /**
     * Closes the connection once the calls before have run; a worker stuck on
     * a frozen disk is left to the process's exit after `closeGraceMs`.
     */
    async close(): Promise<void> {
      if (stopped) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, deadlines.closeGraceMs).unref())]);
      worker.unref();
      void worker.terminate();
    },
  };
}

export type DatabaseWorker = ReturnType<typeof startDatabaseWorker>;
