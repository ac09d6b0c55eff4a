/**
 * The server's settings, read from environment variables. Every setting has a
 * default that works on a laptop: port 3000 on 127.0.0.1, a database under
 * ./data, notification off. The README and .env.example list them all.
 */
import path from 'path';
import {z} from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no', ''])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const seconds = z.coerce.number().nonnegative();

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BUILD_DIR: z.string().default('build'),
  DATABASE_PATH: z.string().default('data/enquiries.db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Behind a reverse proxy: "true" trusts every hop, a number trusts that many
   * hops, anything else is a comma-separated list of proxy addresses or CIDRs.
   * Only then are X-Forwarded-For and X-Forwarded-Proto believed.
   */
  TRUST_PROXY: z.string().default('false'),

  ENQUIRY_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  ENQUIRY_RATE_WINDOW_SECONDS: seconds.default(600),
  ENQUIRY_MIN_FILL_SECONDS: seconds.default(3),

  NOTIFICATIONS: flag.default(false),
  SMTP_HOST: z.string().default(''),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: z.string().default(''),
  SMTP_PASS: z.string().default(''),
  SMTP_SECURE: flag.default(false),
  MAIL_FROM: z.string().default(''),
  MAIL_TO: z.string().default(''),
  WEBHOOK_URL: z.union([z.literal(''), z.url({protocol: /^https?$/})]).default(''),
  WEBHOOK_SECRET: z.string().default(''),
  OUTBOX_POLL_SECONDS: seconds.default(5),
  OUTBOX_RETRY_BASE_SECONDS: seconds.default(30),
  OUTBOX_RETRY_MAX_SECONDS: seconds.default(3600),
});

export interface Config {
  host: string;
  port: number;
  /** Absolute path of the Docusaurus build to serve. */
  buildDir: string;
  /** Absolute path of the SQLite file, or ':memory:'. */
  databasePath: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean | number | string[];
  rateLimit: {max: number; windowMs: number};
  minFillMs: number;
  notify: {
    /** Send e-mail through this SMTP server, or no e-mail when undefined. */
    smtp?: {host: string; port: number; secure: boolean; user: string; pass: string; from: string; to: string};
    /** Post each enquiry to this URL, or no webhook when undefined. */
    webhook?: {url: string; secret: string};
  };
  outbox: {pollMs: number; retryBaseMs: number; retryMaxMs: number};
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): Config['trustProxy'] {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the settings from `env` (process.env by default); throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Bad environment settings:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const ms = (s: number) => Math.round(s * 1000);

  let smtp: Config['notify']['smtp'];
  let webhook: Config['notify']['webhook'];
  if (e.NOTIFICATIONS) {
    if (e.SMTP_HOST) {
      const missing = (['MAIL_FROM', 'MAIL_TO'] as const).filter((k) => !e[k]);
      if (missing.length > 0) {
        throw new ConfigError(`SMTP_HOST is set, so ${missing.join(' and ')} must be set too.`);
      }
      smtp = {
        host: e.SMTP_HOST,
        port: e.SMTP_PORT,
        secure: e.SMTP_SECURE,
        user: e.SMTP_USER,
        pass: e.SMTP_PASS,
        from: e.MAIL_FROM,
        to: e.MAIL_TO,
      };
    }
    if (e.WEBHOOK_URL) webhook = {url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET};
    if (!smtp && !webhook) {
      throw new ConfigError('NOTIFICATIONS is on but neither SMTP_HOST nor WEBHOOK_URL is set.');
    }
  }

  return {
    host: e.HOST,
    port: e.PORT,
    buildDir: path.resolve(cwd, e.BUILD_DIR),
    databasePath: e.DATABASE_PATH === ':memory:' ? ':memory:' : path.resolve(cwd, e.DATABASE_PATH),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimit: {max: e.ENQUIRY_RATE_LIMIT, windowMs: ms(e.ENQUIRY_RATE_WINDOW_SECONDS)},
    minFillMs: ms(e.ENQUIRY_MIN_FILL_SECONDS),
    notify: {smtp, webhook},
    outbox: {
      pollMs: Math.max(50, ms(e.OUTBOX_POLL_SECONDS)),
      retryBaseMs: ms(e.OUTBOX_RETRY_BASE_SECONDS),
      retryMaxMs: ms(e.OUTBOX_RETRY_MAX_SECONDS),
    },
  };
}
