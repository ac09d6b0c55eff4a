/**
 * The server's settings, read from environment variables. Every setting has a
 * default that works on a laptop: port 3000 on 127.0.0.1, a database under
 * ./data, notification off. docs-dev/OPERATIONS.md and .env.example list them all.
 *
 * Every setting is checked at start-up. A bad one stops the server with one
 * line per problem naming the variable (never its value, which could be a
 * password), and no stack trace: see server/index.ts.
 */
import net from 'net';
import path from 'path';
import {z} from 'zod';
import {enquiryRetention} from '../src/compliance/retention';

const flag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no', ''], {
      error: `${name} must be on or off (or true/false, yes/no, 1/0).`,
    })
    .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

/** A number of seconds from `min` up to `max`. */
const seconds = (name: string, min: number, max = 86_400 * 7) =>
  z.coerce
    .number({error: `${name} must be a number of seconds.`})
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, {
      error: `${name} must be between ${min} and ${max} seconds.`,
    });

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({error: `${name} must be a whole number.`})
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, {
      error: `${name} must be a whole number from ${min} to ${max}.`,
    });

const emailAddress = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** "name@example.com" or "Name <name@example.com>". */
const mailbox = (name: string) =>
  z.string().refine((v) => v === '' || emailAddress.test(v.match(/<([^>]*)>\s*$/)?.[1] ?? v.trim()), {
    error: `${name} must be an e-mail address, such as quotes@example.com.au or "Name <quotes@example.com.au>".`,
  });

const envSchema = z.object({
  HOST: z.string().min(1, {error: 'HOST must not be empty (127.0.0.1 behind a proxy).'}).default('127.0.0.1'),
  PORT: wholeNumber('PORT', 0, 65535).default(3000),
  BUILD_DIR: z.string().min(1, {error: 'BUILD_DIR must not be empty.'}).default('build'),
  /** Off only for `npm run dev`, where Docusaurus serves the pages and this server only the API. */
  SERVE_SITE: flag('SERVE_SITE').default(true),
  DATABASE_PATH: z.string().min(1, {error: 'DATABASE_PATH must not be empty.'}).default('data/enquiries.db'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent.',
    })
    .default('info'),
  /** See parseTrustProxy. */
  TRUST_PROXY: z.string().default('false'),
  /** Origins, besides the site's own, whose pages may post enquiries (e.g. https://www.example.com.au). */
  ALLOWED_ORIGINS: z.string().default(''),

  HTTP_REQUEST_TIMEOUT_SECONDS: seconds('HTTP_REQUEST_TIMEOUT_SECONDS', 1, 600).default(30),
  HTTP_KEEP_ALIVE_SECONDS: seconds('HTTP_KEEP_ALIVE_SECONDS', 1, 600).default(5),
  HTTP_MAX_CONNECTIONS: wholeNumber('HTTP_MAX_CONNECTIONS', 1, 100_000).default(256),
  /** Applied only without TRUST_PROXY (behind a proxy every connection is the proxy's; the proxy limits them). */
  HTTP_MAX_CONNECTIONS_PER_CLIENT: wholeNumber('HTTP_MAX_CONNECTIONS_PER_CLIENT', 1, 100_000).default(20),
  HEALTH_MIN_FREE_MB: wholeNumber('HEALTH_MIN_FREE_MB', 0, 1_000_000_000).default(100),

  ENQUIRY_RATE_LIMIT: wholeNumber('ENQUIRY_RATE_LIMIT', 1, 1_000_000).default(5),
  ENQUIRY_RATE_WINDOW_SECONDS: seconds('ENQUIRY_RATE_WINDOW_SECONDS', 1).default(600),
  ENQUIRY_MIN_FILL_SECONDS: seconds('ENQUIRY_MIN_FILL_SECONDS', 0, 3600).default(3),

  NOTIFICATIONS: flag('NOTIFICATIONS').default(false),
  SMTP_HOST: z.string().default(''),
  SMTP_PORT: wholeNumber('SMTP_PORT', 1, 65535).default(587),
  SMTP_USER: z.string().default(''),
  SMTP_PASS: z.string().default(''),
  SMTP_SECURE: flag('SMTP_SECURE').default(false),
  /** Plain SMTP (no TLS) is refused unless this is on: for a relay on the same machine or private network only. */
  SMTP_ALLOW_PLAINTEXT: flag('SMTP_ALLOW_PLAINTEXT').default(false),
  /** How long to wait for the mail server's next reply; RFC 5321 asks clients to wait 10 minutes after the message. */
  SMTP_TIMEOUT_SECONDS: seconds('SMTP_TIMEOUT_SECONDS', 1, 3600).default(600),
  MAIL_FROM: mailbox('MAIL_FROM').default(''),
  MAIL_TO: mailbox('MAIL_TO').default(''),
  WEBHOOK_URL: z
    .union([z.literal(''), z.url({protocol: /^https?$/})], {
      error: 'WEBHOOK_URL must be an http:// or https:// address.',
    })
    .default(''),
  WEBHOOK_SECRET: z.string().default(''),
  WEBHOOK_TIMEOUT_SECONDS: seconds('WEBHOOK_TIMEOUT_SECONDS', 1, 300).default(10),
  OUTBOX_POLL_SECONDS: seconds('OUTBOX_POLL_SECONDS', 0.05, 3600).default(5),
  /** At least a second: a smaller base would retry a failing receiver in a tight loop. */
  OUTBOX_RETRY_BASE_SECONDS: seconds('OUTBOX_RETRY_BASE_SECONDS', 1).default(30),
  OUTBOX_RETRY_MAX_SECONDS: seconds('OUTBOX_RETRY_MAX_SECONDS', 1).default(3600),

  /** Defaults from src/compliance/retention.ts, which the privacy policy states. */
  ENQUIRY_RETENTION_MONTHS: wholeNumber('ENQUIRY_RETENTION_MONTHS', 1, 1200).default(enquiryRetention.months),
  SPAM_RETENTION_DAYS: wholeNumber('SPAM_RETENTION_DAYS', 1, 36_500).default(enquiryRetention.spamDays),
});

/** The retention settings alone, for `npm run enquiries -- purge` (which needs none of the others). */
const retentionSchema = envSchema.pick({ENQUIRY_RETENTION_MONTHS: true, SPAM_RETENTION_DAYS: true});

type Env = z.infer<typeof envSchema>;

export type TrustProxy = false | number | string[];

export interface Config {
  host: string;
  port: number;
  /** Absolute path of the Docusaurus build to serve. */
  buildDir: string;
  /** Whether to serve the build (off in `npm run dev`: the API only). */
  serveSite: boolean;
  /** Absolute path of the SQLite file, or ':memory:'. */
  databasePath: string;
  logLevel: Env['LOG_LEVEL'];
  /** No proxy, a hop count, or the proxies' addresses/CIDRs: never "trust everyone". */
  trustProxy: TrustProxy;
  /** Origins (scheme://host[:port]) allowed to post enquiries besides the request's own host. */
  allowedOrigins: string[];
  http: {requestTimeoutMs: number; keepAliveMs: number; maxConnections: number; maxConnectionsPerClient: number};
  /** /healthz reports a problem when the database's disk has less free space than this. */
  healthMinFreeBytes: number;
  rateLimit: {max: number; windowMs: number};
  minFillMs: number;
  notify: {
    /** Send e-mail through this SMTP server, or no e-mail when undefined. */
    smtp?: {
      host: string;
      port: number;
      secure: boolean;
      allowPlaintext: boolean;
      timeoutMs: number;
      user: string;
      pass: string;
      from: string;
      to: string;
    };
    /** Post each enquiry to this URL, or no webhook when undefined. */
    webhook?: {url: string; secret: string; timeoutMs: number};
  };
  outbox: {pollMs: number; retryBaseMs: number; retryMaxMs: number};
  retention: RetentionSettings;
}

/** How long enquiries are kept (see server/retention/purge.ts). */
export interface RetentionSettings {
  /** Every enquiry is deleted this many calendar months after it arrived. */
  enquiryMonths: number;
  /** An enquiry flagged as possible spam is deleted this many days after it arrived. */
  spamDays: number;
}

/** Bad settings; `problems` holds one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** proxy-addr's names for address ranges, accepted as they are. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = net.isIP(address!);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off (false, 0 or empty), a hop count (1 = the one proxy in
 * front of the server), or a comma-separated list of the proxies' addresses
 * or CIDRs. "true" is refused: it would believe whatever X-Forwarded-For a
 * client sends, so anyone could choose the address the rate limit counts.
 */
function parseTrustProxy(value: string, problems: string[]): TrustProxy {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    problems.push(
      "TRUST_PROXY=true is refused: it lets any client choose its address with X-Forwarded-For. Set the proxy's address (e.g. TRUST_PROXY=127.0.0.1) or the number of proxies in front of the server (e.g. TRUST_PROXY=1).",
    );
    return false;
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !rangeNames.has(e) && !isAddressOrCidr(e));
  if (bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be off, a number of proxies, or IP addresses/CIDRs separated by commas; not understood: ${bad.join(', ')}.`,
    );
    return false;
  }
  return entries;
}

function parseOrigins(value: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      )
        origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin) origins.push(origin);
    else if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(entry))
      problems.push(
        'ALLOWED_ORIGINS must list origins such as https://www.example.com.au, with no user name or password.',
      );
    else
      problems.push(`ALLOWED_ORIGINS must list origins such as https://www.example.com.au; not understood: ${entry}.`);
  }
  return origins;
}

/**
 * A webhook address must say only where to post: user names and passwords in
 * it would be written to logs and process listings (use WEBHOOK_SECRET, or a
 * token in the path), and a #fragment is never sent, so it means a mistake.
 * The value is never echoed: it may hold a secret.
 */
function webhookUrlProblems(value: string): string[] {
  if (!value) return [];
  const url = new URL(value);
  if (url.username || url.password)
    return ['WEBHOOK_URL must not contain a user name or password (user:pass@): use WEBHOOK_SECRET to sign the posts.'];
  if (url.hash) return ['WEBHOOK_URL must not contain a #fragment: it is never sent to the receiver.'];
  return [];
}

/** SMTP_HOST is a host name or address only: not a URL, no port, no spaces or line breaks. */
function smtpHostProblems(value: string): string[] {
  if (!value) return [];
  if (/^[A-Za-z0-9.-]+$/.test(value) || net.isIP(value.replace(/^\[|\]$/g, '')) !== 0) return [];
  return ['SMTP_HOST must be a host name or IP address only (such as smtp.example.com.au); put the port in SMTP_PORT.'];
}

/** Reads the settings from `env` (process.env by default); throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) =>
        i.message.includes(String(i.path[0])) ? i.message : `${i.path.join('.')}: ${i.message}`,
      );
  // Checked even when other settings are bad, so every problem is reported at once.
  const trustProxy = parseTrustProxy(env.TRUST_PROXY ?? 'false', problems);
  const allowedOrigins = parseOrigins(env.ALLOWED_ORIGINS ?? '', problems);
  if (!parsed.success) throw new ConfigError(problems);
  const e = parsed.data;
  const ms = (s: number) => Math.round(s * 1000);

  problems.push(...webhookUrlProblems(e.WEBHOOK_URL), ...smtpHostProblems(e.SMTP_HOST));
  if (e.OUTBOX_RETRY_MAX_SECONDS < e.OUTBOX_RETRY_BASE_SECONDS) {
    problems.push('OUTBOX_RETRY_MAX_SECONDS must be at least OUTBOX_RETRY_BASE_SECONDS.');
  }

  let smtp: Config['notify']['smtp'];
  let webhook: Config['notify']['webhook'];
  if (e.NOTIFICATIONS) {
    if (e.SMTP_HOST) {
      const missing = (['MAIL_FROM', 'MAIL_TO'] as const).filter((k) => !e[k]);
      if (missing.length > 0) problems.push(`SMTP_HOST is set, so ${missing.join(' and ')} must be set too.`);
      if (e.SMTP_USER && !e.SMTP_PASS) problems.push('SMTP_USER is set, so SMTP_PASS must be set too.');
      smtp = {
        host: e.SMTP_HOST,
        port: e.SMTP_PORT,
        secure: e.SMTP_SECURE,
        allowPlaintext: e.SMTP_ALLOW_PLAINTEXT,
        timeoutMs: ms(e.SMTP_TIMEOUT_SECONDS),
        user: e.SMTP_USER,
        pass: e.SMTP_PASS,
        from: e.MAIL_FROM,
        to: e.MAIL_TO,
      };
    }
    if (e.WEBHOOK_URL)
      webhook = {url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET, timeoutMs: ms(e.WEBHOOK_TIMEOUT_SECONDS)};
    if (!smtp && !webhook) problems.push('NOTIFICATIONS is on but neither SMTP_HOST nor WEBHOOK_URL is set.');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    host: e.HOST,
    port: e.PORT,
    buildDir: path.resolve(cwd, e.BUILD_DIR),
    serveSite: e.SERVE_SITE,
    databasePath: e.DATABASE_PATH === ':memory:' ? ':memory:' : path.resolve(cwd, e.DATABASE_PATH),
    logLevel: e.LOG_LEVEL,
    trustProxy,
    allowedOrigins,
    http: {
      requestTimeoutMs: ms(e.HTTP_REQUEST_TIMEOUT_SECONDS),
      keepAliveMs: ms(e.HTTP_KEEP_ALIVE_SECONDS),
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxConnectionsPerClient: e.HTTP_MAX_CONNECTIONS_PER_CLIENT,
    },
    healthMinFreeBytes: e.HEALTH_MIN_FREE_MB * 1024 * 1024,
    rateLimit: {max: e.ENQUIRY_RATE_LIMIT, windowMs: ms(e.ENQUIRY_RATE_WINDOW_SECONDS)},
    minFillMs: ms(e.ENQUIRY_MIN_FILL_SECONDS),
    notify: {smtp, webhook},
    outbox: {
      pollMs: ms(e.OUTBOX_POLL_SECONDS),
      retryBaseMs: ms(e.OUTBOX_RETRY_BASE_SECONDS),
      retryMaxMs: ms(e.OUTBOX_RETRY_MAX_SECONDS),
    },
    retention: {enquiryMonths: e.ENQUIRY_RETENTION_MONTHS, spamDays: e.SPAM_RETENTION_DAYS},
  };
}

/** The retention settings from `env`, checked as loadConfig checks them; throws ConfigError. */
export function loadRetentionSettings(env: NodeJS.ProcessEnv = process.env): RetentionSettings {
  const parsed = retentionSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message));
  return {enquiryMonths: parsed.data.ENQUIRY_RETENTION_MONTHS, spamDays: parsed.data.SPAM_RETENTION_DAYS};
}
