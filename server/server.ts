/**
 * Puts the parts together: the database, the stores, the notification
 * senders and outbox worker, and the HTTP app. Used by server/index.ts and
 * by the integration tests, which start it on a temporary database.
 *
 * It refuses to start (StartupError, one line naming the problem) without a
 * site build, with a database it cannot check or write, or when another
 * server process already runs on the same database (processLock.ts): a
 * server that answered /healthz in those states would fail every visitor,
 * or notify every enquiry twice.
 *
 * While running it watches that the database file it has open is still the
 * one at its path (fileIdentity.ts): checked before every enquiry is stored,
 * by /healthz, and every DATABASE_CHECK_MS, which logs the moment it goes
 * wrong. From then on enquiries are refused with 503, until the file is
 * back (moved back) or the server is restarted on the file now there.
 *
 * Once a day (first a minute after start-up) it deletes enquiries past their
 * retention period (retention/job.ts), and stops doing so when it closes.
 */
import fs from 'fs';
import path from 'path';
import {business} from '../src/business';
import {buildApp} from './http/app';
import {notificationsOffWarning, plainWebhookWarning, type Config} from './config';
import {createPageShell} from './enquiries/pageShell';
import {createRetentionJob} from './retention/job';
import {registerEnquiryRoutes} from './enquiries/route';
import {createMailSender} from './notify/mail';
import {
  createOutboxWorker,
  failureCode,
  FAILING_AFTER_ATTEMPTS,
  hintFor,
  OVERDUE_AFTER_MS,
  type Sender,
} from './notify/outboxWorker';
import {createWebhookSender} from './notify/webhook';
import {loadSiteFiles} from './static/siteFiles';
import {StartupError} from './startupError';
import {openDatabase, type Db} from './storage/database';
import {NOT_IN_TIME, startDatabaseWorker} from './storage/databaseWorker';
import type {Channel} from './storage/enquiryStore';
import {watchFileIdentity} from './storage/fileIdentity';
import {lockDatabase} from './storage/processLock';
import {realScheduler, type Scheduler} from './scheduler';

/** Free bytes for unprivileged users on the disk holding `file`, or Infinity when unknown. */
function freeBytes(file: string): number {
  try {
    const stats = fs.statfsSync(path.dirname(file));
    return stats.bavail * stats.bsize;
  } catch {
    return Infinity;
  }
}

/** How long shutting down waits for a delivery in progress. */
const STOP_GRACE_MS = 10_000;
/** How often the database file's identity is checked when nothing else asks. */
const DATABASE_CHECK_MS = 2_000;

/** For tests: when the retention purge first runs and how often after (server/retention/job.ts), and the outbox's clock. */
export interface ServerTimings {
  retentionFirstRunMs?: number;
  retentionIntervalMs?: number;
  scheduler?: Scheduler;
}

export function createServer(config: Config, timings: ServerTimings = {}) {
  const site = loadSiteFiles(config.buildDir);
  if (config.serveSite && !site.lookup('/')) {
    throw new StartupError(
      `There is no site build in ${config.buildDir} (no index.html): run \`npm run build\`, or set BUILD_DIR to the build's folder.`,
    );
  }
  const lock = lockDatabase(config.databasePath);
  let checked: Db;
  try {
    // Checked and migrated here, so a bad database stops the start with one line.
    checked = openDatabase(config.databasePath, {check: true});
  } catch (error) {
    lock.release();
    throw error;
  }
  // Every statement the server runs goes through this thread, with a deadline (storage/databaseWorker.ts).
  const database = startDatabaseWorker(config.databasePath, config.database);
  // Taken while a connection holds the -wal open; closed once the worker's holds it (closing the last would delete it).
  const fileProblem = watchFileIdentity(config.databasePath);
  void database.ready.finally(() => checked.close()).catch(() => undefined);
  const {store, outbox} = database;

  const mail = config.notify.smtp && createMailSender(config.notify.smtp);
  const senders: Partial<Record<Channel, Sender>> = {};
  if (mail) senders.email = mail;
  if (config.notify.webhook) senders.webhook = createWebhookSender(config.notify.webhook);
  const channels = Object.keys(senders) as Channel[];
  const scheduler = timings.scheduler ?? realScheduler;

  const app = buildApp({
    config,
    site,
    health: async () => {
      const moved = fileProblem();
      if (moved) return moved;
      const problem = await database.writeProblem(new Date());
      if (problem) return problem === 'disk full' || problem === NOT_IN_TIME ? problem : 'database not writable';
      if (config.databasePath !== ':memory:' && freeBytes(config.databasePath) < config.healthMinFreeBytes)
        return 'disk full';
      return undefined;
    },
    notificationHealth: async () => {
      if (channels.length === 0) return 'notifications are off';
      // Channel names only: the answer is public, and the failure codes are in the log and the export.
      const failing = await outbox.failing(channels, FAILING_AFTER_ATTEMPTS);
      const overdue = await outbox.overdue(channels, scheduler.now() - OVERDUE_AFTER_MS);
      const problems = [
        ...failing.map((channel) => `${channel} failing`),
        ...overdue.filter((channel) => !failing.includes(channel)).map((channel) => `${channel} overdue`),
      ];
      return problems.length === 0 ? undefined : problems.join('; ');
    },
    registerApi: (instance) =>
      registerEnquiryRoutes(instance, {
        store,
        channels,
        rateLimit: config.rateLimit,
        minFillMs: config.minFillMs,
        allowedOrigins: config.allowedOrigins,
        shell: createPageShell(site, business.brandName),
        onStored: () => void worker.kick(),
        storageProblem: fileProblem,
      }),
  });

  // Logs once when the database file goes missing or is replaced, and once if it comes back.
  let reported: string | undefined;
  const fileWatch = setInterval(() => {
    const problem = fileProblem();
    if (problem && problem !== reported)
      app.log.error(
        {problem, database: config.databasePath},
        'the database file is no longer the one this server opened: enquiries are refused with 503; restore the file and restart the server',
      );
    else if (!problem && reported) app.log.warn({database: config.databasePath}, 'the database file is back');
    reported = problem;
  }, DATABASE_CHECK_MS);
  fileWatch.unref();

  const worker = createOutboxWorker({
    outbox,
    senders,
    log: app.log,
    pollMs: config.outbox.pollMs,
    retryBaseMs: config.outbox.retryBaseMs,
    retryMaxMs: config.outbox.retryMaxMs,
    scheduler,
  });

  const retention = createRetentionJob({
    purge: (now) => database.purge(config.retention, now),
    log: app.log,
    firstRunMs: timings.retentionFirstRunMs,
    intervalMs: timings.retentionIntervalMs,
  });
  if (config.notify.smtp?.allowPlaintext && !config.notify.smtp.secure) {
    app.log.warn('SMTP_ALLOW_PLAINTEXT is on: e-mail may go to the relay without TLS');
  }

  return {
    app,
    /** The SQLite file (tests read it on a connection of their own). */
    databasePath: config.databasePath,
    database,
    store,
    outbox,
    worker,
    retention,
    /** Starts listening and delivering, and the daily retention purge; resolves with the address. */
    async start(): Promise<string> {
      await database.ready;
      const address = await app.listen({host: config.host, port: config.port});
      // Counted before the worker starts, which may send them at once: what was waiting when the server started.
      const {pending} = await outbox.counts();
      const neverNotified = channels.length > 0 ? await outbox.countNeverNotified(channels) : 0;
      await worker.start();
      retention.start();
      app.log.info({channels, pending}, 'notifications');
      const unsentWarning =
        neverNotified > 0 &&
        `${neverNotified === 1 ? '1 enquiry was' : `${neverNotified} enquiries were`} never sent to the broker and none waits on this server's channels (taken while notifications were off): \`npm run enquiries -- retry --never-notified ${channels.join(',')}\` sends ${neverNotified === 1 ? 'it' : 'them'} now (list shows ${neverNotified === 1 ? 'it' : 'them'})`;
      for (const warning of [notificationsOffWarning(config), plainWebhookWarning(config), unsentWarning])
        if (warning) app.log.warn(warning);
      // A wrong SMTP setting (host, port, TLS, login) shows at start, not at the first enquiry hours later (an
      // operator's launch rehearsal). Not awaited: enquiries are taken meanwhile and wait in the outbox either way.
      mail?.check().then(
        () => app.log.info('the test login to the mail server worked'),
        (error: unknown) => {
          const code = failureCode(error);
          app.log.warn(
            {error: code, ...hintFor(code)},
            'the test login to the mail server failed: e-mails wait until it works',
          );
        },
      );
      return address;
    },
    /**
     * Stops taking requests, lets a delivery in progress finish, then closes
     * the database. A delivery waiting on a slow receiver (up to
     * 10 minutes) gets STOP_GRACE_MS; one still unfinished then is
     * left 'sending' and retried on the next start, like after a crash.
     */
    async close(): Promise<void> {
      clearInterval(fileWatch);
      retention.stop();
      await app.close();
      await Promise.race([worker.stop(), new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
      mail?.close();
      await database.close();
      lock.release();
    },
  };
}

export type Server = ReturnType<typeof createServer>;
