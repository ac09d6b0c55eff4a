/**
 * The database worker thread (started by databaseWorker.ts): it owns the
 * server's connection and runs the store modules' methods one message at a
 * time, {id, deadline, target, method, args} -> {id, result} or {id, error}.
 * A call that waited in the queue past its deadline is not run: its caller
 * has already been answered 503, so it must not be stored behind their back.
 */
import {parentPort, workerData} from 'worker_threads';
import {openDatabase} from './database';
import {databaseTargets, NOT_IN_TIME_CODE, type Call} from './databaseTargets';

const port = parentPort;
if (port) {
  const db = openDatabase((workerData as {file: string}).file);
  const targets = databaseTargets(db) as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>;
  port.on('message', (message: Call | 'close') => {
    if (message === 'close') {
      db.close();
      port.close();
      return;
    }
    const {id, deadline, target, method, args} = message;
    if (Date.now() > deadline) return port.postMessage({id, error: {code: NOT_IN_TIME_CODE}});
    try {
      port.postMessage({id, result: targets[target]![method]!(...args)});
    } catch (error) {
      // The code and name only: a message could quote what the visitor typed.
      const {code, name} = error as {code?: unknown; name?: unknown};
      port.postMessage({id, error: {code: typeof code === 'string' ? code : undefined, name: String(name ?? 'Error')}});
    }
  });
  port.postMessage('ready');
}
