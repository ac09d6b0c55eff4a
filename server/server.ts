/**
 * Puts the parts together: the database, the stores, the notification
 * senders and outbox worker, and the HTTP app. Used by server/index.ts and
 * by the integration tests, which start it on a temporary database.
 */
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
import {isDatabaseReady, openDatabase} from './storage/database';
import {createEnquiryStore, type Channel} from './storage/enquiryStore';
import {createOutboxStore} from './storage/outboxStore';

export function createServer(config: Config) {
  const db = openDatabase(config.databasePath);
  const site = loadSiteFiles(config.buildDir);
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
    isReady: () => isDatabaseReady(db),
    registerApi: (instance) =>
      registerEnquiryRoutes(instance, {
        store,
        channels,
        limiter: createRateLimiter(config.rateLimit),
        minFillMs: config.minFillMs,
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

  if (site.size === 0) app.log.warn({buildDir: config.buildDir}, 'no site build found: run `npm run build`');

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
    /** Stops taking requests, lets a delivery in progress finish, then closes the database. */
    async close(): Promise<void> {
      await app.close();
      await worker.stop();
      mail?.close();
      db.close();
    },
  };
}

export type Server = ReturnType<typeof createServer>;
