/**
 * The server's daily retention run: purgeExpired (purge.ts) shortly after
 * start-up, then every 24 hours until the server closes. Its timers are
 * unref'd, so they never keep a stopping process alive.
 *
 * The log says how many rows went, never which: no references, names or
 * content, only counts and the cut-off dates.
 */
import type {FastifyBaseLogger} from 'fastify';
import {failureCode} from '../notify/outboxWorker';
import type {PurgeResult} from './purge';

/** The first run waits this long, so start-up (and the outbox's first delivery) comes first. */
export const RETENTION_FIRST_RUN_MS = 60_000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

export interface RetentionJobOptions {
  /** purgeExpired (purge.ts) with the retention settings, as of `now`: on the database worker in the server. */
  purge: (now: Date) => PurgeResult | Promise<PurgeResult>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  firstRunMs?: number;
  intervalMs?: number;
  clock?: () => Date;
}

export function createRetentionJob(options: RetentionJobOptions) {
  const {purge, log, firstRunMs = RETENTION_FIRST_RUN_MS, intervalMs = RETENTION_INTERVAL_MS} = options;
  const clock = options.clock ?? (() => new Date());
  let first: NodeJS.Timeout | undefined;
  let daily: NodeJS.Timeout | undefined;

  /** One purge, logged by counts only; never throws (a failure is logged by its code and tried again tomorrow). */
  async function runOnce(): Promise<PurgeResult | undefined> {
    try {
      const result = await purge(clock());
      log.info(
        {
          enquiries: result.enquiries,
          spam: result.spam,
          related: result.related,
          enquiriesBefore: result.enquiriesBefore,
          spamBefore: result.spamBefore,
        },
        'retention: deleted enquiries past their retention period',
      );
      if (result.keptUnsent.length > 0)
        log.warn(
          {count: result.keptUnsent.length},
          'retention: enquiries past their retention period kept because a notification about them is still unsent; npm run enquiries -- purge --dry-run names them; fix the channel, or delete them with npm run enquiries -- purge --include-unsent',
        );
      if (!result.logCleared)
        log.warn('retention: a reader kept the write-ahead log from being emptied; the next checkpoint clears it');
      return result;
    } catch (error) {
      log.error({error: failureCode(error)}, 'retention: the purge failed; it runs again in 24 hours');
      return undefined;
    }
  }

  return {
    runOnce,
    start(): void {
      first = setTimeout(() => {
        first = undefined;
        void runOnce();
        daily = setInterval(() => void runOnce(), intervalMs);
        daily.unref();
      }, firstRunMs);
      first.unref();
    },
    stop(): void {
      clearTimeout(first);
      clearInterval(daily);
      first = daily = undefined;
    },
  };
}
