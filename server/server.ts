/**
 * Puts the parts together: the database, the stores, the notification
 * senders and outbox worker, and the HTTP app. Used by server/index.ts and
 * by the integration tests, which start it on a temporary database.
 *
 * It refuses to start (StartupError, one line naming the problem) without a
 * site build, or with a database it cannot check or write: a server that
 * answered /healthz in those states would fail every visitor instead.
 */
import fs from 'fs';
import path from 'path';
import {business} from '../src/business';
import {buildApp} from './app';
import type {Config} from './config';
import {createPageShell} from './enquiries/pageShell';
import {createRateLimiter} from './enquiries/rateLimit';
import {registerEnquiryRoutes} from './enquiries/route';
import {createMailSender} from './notify/mail';
import {createOutboxWorker, type Sender} from './notify/outboxWorker';
import {createWebhookSender} from './notify/webhook';
import {loadSiteFiles} from './static/siteFiles';
import {StartupError} from './startupError';
import {openDatabase, writeProblem} from './storage/database';
import {createEnquiryStore, type Channel} from './storage/enquiryStore';
import {createOutboxStore} from './storage/outboxStore';

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

export function createServer(config: Config) {
  const site = loadSiteFiles(config.buildDir);
  if (config.serveSite && !site.lookup('/')) {
    throw new StartupError(
      `There is no site build in ${config.buildDir} (no index.html): run \`npm run build\`, or set BUILD_DIR to the build's folder.`,
    );
  }
  const db = openDatabase(config.databasePath, {check: true});
  const store = createEnquiryStore(db);
  const outbox = createOutboxStore(db);

  const mail = config.notify.smtp && createMailSender(config.notify.smtp);
  const senders: Partial<Record<Channel, Sender>> = {};
  if (mail) senders.email = mail;
  if (config.notify.webhook) senders.webhook = createWebhookSender(config.notify.webhook);
  const channels = Object.keys(senders) as Channel[];

  const app = buildApp({
    config,
    site,
    health: () => {
      const problem = writeProblem(db);
      if (problem) return problem === 'disk full' ? problem : 'database not writable';
      if (config.databasePath !== ':memory:' && freeBytes(config.databasePath) < config.healthMinFreeBytes)
        return 'disk full';
      return undefined;
    },
    registerApi: (instance) =>
      registerEnquiryRoutes(instance, {
        store,
        channels,
        limiter: createRateLimiter(config.rateLimit),
        minFillMs: config.minFillMs,
        allowedOrigins: config.allowedOrigins,
        shell: createPageShell(site, business.brandName),
        onStored: () => void worker.kick(),
      }),
  });

  const worker = createOutboxWorker({
    outbox,
    senders,
    log: app.log,
    pollMs: config.outbox.pollMs,
    retryBaseMs: config.outbox.retryBaseMs,
    retryMaxMs: config.outbox.retryMaxMs,
  });

  if (config.notify.smtp?.allowPlaintext && !config.notify.smtp.secure) {
    app.log.warn('SMTP_ALLOW_PLAINTEXT is on: e-mail may go to the relay without TLS');
  }

  return {
    app,
    db,
    store,
    outbox,
    worker,
    /** Starts listening and delivering; resolves with the address. */
    async start(): Promise<string> {
      const address = await app.listen({host: config.host, port: config.port});
      worker.start();
      app.log.info({channels, pending: outbox.counts().pending}, 'notifications');
      return address;
    },
    /**
     * Stops taking requests, lets a delivery in progress finish, then closes
     * the database. A delivery waiting on a slow receiver (up to
     * SMTP_TIMEOUT_SECONDS) gets STOP_GRACE_MS; one still unfinished then is
     * left 'sending' and retried on the next start, like after a crash.
     */
    async close(): Promise<void> {
      await app.close();
      await Promise.race([worker.stop(), new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
      mail?.close();
      db.close();
    },
  };
}

export type Server = ReturnType<typeof createServer>;
