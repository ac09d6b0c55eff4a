/**
 * What the request thread may ask of the database worker (databaseWorker.ts,
 * databaseThread.ts): the store modules' methods, by target and method name,
 * and the shape of one call.
 */
import type {RetentionSettings} from '../config';
import {purgeExpired} from '../retention/purge';
import {writeProblem, type Db} from './database';
import {createEnquiryStore} from './enquiryStore';
import {createOutboxStore} from './outboxStore';

/** What the request thread may call, by target and method name. */
export function databaseTargets(db: Db) {
  // all() is a generator, which cannot cross threads; the CLI reads enquiries on its own connection.
  const {all: _all, ...store} = createEnquiryStore(db);
  return {
    store,
    outbox: createOutboxStore(db),
    database: {
      /** The health check's write (committed and flushed like an enquiry). */
      health: (now: Date) => writeProblem(db, now),
      purge: (settings: RetentionSettings, now: Date) => purgeExpired(db, settings, {now}),
      /** For tests: `query_only = ON` makes the database stop taking writes. */
      pragma: (text: string) => db.pragma(text),
    },
  };
}

export type DatabaseTargets = ReturnType<typeof databaseTargets>;

export interface Call {
  id: number;
  /** Epoch ms after which the caller no longer waits. */
  deadline: number;
  target: keyof DatabaseTargets;
  method: string;
  args: unknown[];
}

/** The code of a call answered too late, or skipped because its caller stopped waiting (answered 503). */
export const NOT_IN_TIME_CODE = 'DATABASE_NOT_IN_TIME';
