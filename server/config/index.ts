/**
 * The server's Config, made from the settings in settings.ts beside it (one
 * entry per environment variable, each with a default that works on a
 * laptop: port 3000 on 127.0.0.1, a database under ./data, notification off).
 *
 * Every setting is checked at start-up, then the checks that tie settings
 * together (here). A bad one stops the server with one line per problem
 * naming the variable (never its value, which could be a password), and no
 * stack trace: see server/index.ts.
 */
import path from 'path';
import {enquiryRetention} from '../../src/compliance/retention';
import {environmentSchema, settings, type Settings} from './settings';

export type Config = ReturnType<typeof configFrom>;

/** Bad settings; `problems` holds one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const ms = (seconds: number) => Math.round(seconds * 1000);

/** Problems no single setting shows on its own. */
function problemsBetween(e: Settings): string[] {
  const problems: string[] = [];
  if (!e.NOTIFICATIONS) return problems;
  if (e.SMTP_HOST) {
    const missing = (['MAIL_FROM', 'MAIL_TO'] as const).filter((k) => !e[k]);
    if (missing.length > 0) problems.push(`SMTP_HOST is set, so ${missing.join(' and ')} must be set too.`);
    if (e.SMTP_USER && !e.SMTP_PASS) problems.push('SMTP_USER is set, so SMTP_PASS must be set too.');
  }
  if (!e.SMTP_HOST && !e.WEBHOOK_URL)
    problems.push('NOTIFICATIONS is on but neither SMTP_HOST nor WEBHOOK_URL is set.');
  return problems;
}

/**
 * The families of the notification settings. A variable of one that is not a setting is a typo (SMTP_USERNAME for
 * SMTP_USER, NOTIFICATION for NOTIFICATIONS) that would otherwise be ignored without a word, and the e-mail it
 * meant to set up would fail or never be sent. (A typo elsewhere leaves a working default; and the retired
 * ENQUIRY_RETENTION_MONTHS, still in some environments, is ignored: the privacy policy sets retention.)
 */
const settingFamilies = ['SMTP_', 'MAIL_', 'WEBHOOK_', 'NOTIFICATION'];

function unknownSettings(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env).flatMap((name) => {
    const family = settingFamilies.find((prefix) => name.startsWith(prefix));
    if (!family || name in settings) return [];
    const known = Object.keys(settings).filter((setting) => setting.startsWith(family));
    return [`${name} is not a setting the server reads: did you mean ${known.join(', or ')}?`];
  });
}

/**
 * Timings and limits a broker's operator has no reason to change, so they are
 * not settings. Tests shorten them on the Config they build.
 */
const tunables = {
  http: {
    /** A whole request, body included, must arrive in this time: ample for a quote form on a slow phone. */
    requestTimeoutMs: 30_000,
    /** Node's own default: an idle keep-alive connection costs a socket. */
    keepAliveMs: 5_000,
    /** Far above a broker's traffic, low enough that a flood of idle sockets cannot exhaust file descriptors. */
    maxConnections: 256,
    /** A browser opens at most 6 per host; 20 leaves room for an office behind one address. */
    maxConnectionsPerClient: 20,
  },
  /** RFC 5321 (4.5.3.2) asks a client to wait 10 minutes for the reply to the message. */
  smtpReplyMs: 600_000,
  /** The window ENQUIRY_RATE_LIMIT counts over: a flood is slowed for 10 minutes, a person who erred can try again soon. */
  rateWindowMs: 600_000,
  /** A receiver that has not answered in 10 s is down; the post is retried. */
  webhookMs: 10_000,
  /** Deadlines of the database worker (storage/databaseWorker.ts): a commit takes milliseconds. */
  database: {
    /** How long a request waits for the database before answering 503. */
    deadlineMs: 3_000,
    /** How long /healthz waits for the database to take a write. */
    healthMs: 1_000,
    /** How long closing waits for the worker to finish its queue and close the connection. */
    closeGraceMs: 5_000,
  },
  outbox: {
    /** New enquiries are sent at once; the poll only picks up retries that have come due. */
    pollMs: 5_000,
    /** 30 s, 60 s, 120 s ...: a receiver that is briefly down is retried soon, one that stays down is not hammered. */
    retryBaseMs: 30_000,
    /** At least hourly, so a receiver back after an outage gets its enquiries within the hour. */
    retryMaxMs: 3_600_000,
  },
};

/** How long enquiries are kept (see server/retention/purge.ts). */
export interface RetentionSettings {
  /** Every enquiry is deleted this many calendar months after it arrived. */
  enquiryMonths: number;
  /** An enquiry flagged as possible spam is deleted this many days after it arrived. */
  spamDays: number;
}

/**
 * The periods the privacy policy states (src/compliance/retention.ts): not a
 * setting, so the server and the policy cannot disagree. To change them,
 * change that file and rebuild.
 */
export const retentionPeriods: RetentionSettings = {
  enquiryMonths: enquiryRetention.months,
  spamDays: enquiryRetention.spamDays,
};

/** The server's view of the settings: grouped by what reads them, in milliseconds and bytes, paths absolute. */
function configFrom(e: Settings, cwd: string) {
  const notifying = e.NOTIFICATIONS;
  return {
    host: e.HOST,
    port: e.PORT,
    /** Absolute path of the Docusaurus build to serve. */
    buildDir: path.resolve(cwd, e.BUILD_DIR),
    /** Whether to serve the build (off in `npm run dev`: the API only). */
    serveSite: e.SERVE_SITE,
    /** Absolute path of the SQLite file, or ':memory:'. */
    databasePath: e.DATABASE_PATH === ':memory:' ? ':memory:' : path.resolve(cwd, e.DATABASE_PATH),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    /** Origins (scheme://host[:port]) allowed to post enquiries besides the request's own host. */
    allowedOrigins: e.ALLOWED_ORIGINS,
    http: {...tunables.http},
    /** /healthz reports a problem when the database's disk has less free space than this. */
    healthMinFreeBytes: e.HEALTH_MIN_FREE_MB * 1024 * 1024,
    rateLimit: {max: e.ENQUIRY_RATE_LIMIT, windowMs: tunables.rateWindowMs},
    minFillMs: ms(e.ENQUIRY_MIN_FILL_SECONDS),
    notify: {
      /** Send e-mail through this SMTP server, or no e-mail when undefined. */
      smtp:
        notifying && e.SMTP_HOST
          ? {
              host: e.SMTP_HOST,
              port: e.SMTP_PORT,
              secure: e.SMTP_SECURE,
              allowPlaintext: e.SMTP_ALLOW_PLAINTEXT,
              timeoutMs: tunables.smtpReplyMs,
              user: e.SMTP_USER,
              pass: e.SMTP_PASS,
              from: e.MAIL_FROM,
              to: e.MAIL_TO,
            }
          : undefined,
      /** Post each enquiry to this URL, or no webhook when undefined. */
      webhook:
        notifying && e.WEBHOOK_URL
          ? {url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET, timeoutMs: tunables.webhookMs}
          : undefined,
      /** A channel set up while NOTIFICATIONS is off: nobody is told of enquiries, which start-up warns of. */
      ignored: notifying ? [] : (['SMTP_HOST', 'WEBHOOK_URL'] as const).filter((name) => e[name]),
    },
    database: {...tunables.database},
    outbox: {...tunables.outbox},
    retention: retentionPeriods,
  };
}

/** Reads the settings from `env` (process.env by default); throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    // Each message names its variable; one that does not (zod's own) gets the name in front.
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0]);
        return i.message.includes(name) ? i.message : `${name}: ${i.message}`;
      }),
    );
  }
  const problems = [...unknownSettings(env), ...problemsBetween(parsed.data)];
  if (problems.length > 0) throw new ConfigError(problems);
  return configFrom(parsed.data, cwd);
}

/**
 * The start-up warning while nobody is told of enquiries, or undefined when they are sent: off is the default (so
 * `npm start` needs nothing else), and a server deployed without its settings file would otherwise say nothing.
 */
export function notificationsOffWarning({notify}: Config): string | undefined {
  if (notify.smtp || notify.webhook) return undefined;
  if (notify.ignored.length === 0)
    return 'NOTIFICATIONS is off: enquiries are stored but nobody is told of them (read them with `npm run enquiries -- list`). Set NOTIFICATIONS=on with SMTP_HOST or WEBHOOK_URL to send them (docs-dev/OPERATIONS.md).';
  return `NOTIFICATIONS is off, so ${notify.ignored.join(' and ')} ${notify.ignored.length > 1 ? 'are' : 'is'} not used: enquiries are stored but nobody is told of them. Set NOTIFICATIONS=on to send them.`;
}

/**
 * The start-up warning for a webhook over plain http:// to another machine: every enquiry (names, phone numbers,
 * what a business owes) would cross the network unencrypted. Allowed, for a receiver on the same private network.
 */
export function plainWebhookWarning({notify}: Config): string | undefined {
  const url = notify.webhook && new URL(notify.webhook.url);
  if (!url || url.protocol !== 'http:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return undefined;
  return `WEBHOOK_URL is http://, so enquiries go to ${url.hostname} unencrypted: use https:// unless the receiver is on a private network you trust.`;
}
