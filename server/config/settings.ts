/**
 * The server's settings: one entry per environment variable, declared once.
 * From this list come the parsed values' type, every error message (each
 * names its variable, never its value, which could be a password), the table
 * in docs-dev/OPERATIONS.md and .env.example (`npm run config:docs` rewrites
 * both; tests/unit/server/settings.test.ts fails when they disagree).
 *
 * To add a setting, add one entry below (the variable's name is the key),
 * run `npm run config:docs`, and read it in server/config/index.ts, which turns
 * the values into the server's Config.
 */
import net from 'net';
import {z} from 'zod';

/** One environment variable. */
interface Setting<T extends z.ZodType> {
  /** The parser, given the variable's name for its messages. */
  type: (name: string) => T;
  /** As written in the environment, and parsed the same way ('' = empty). */
  default: string;
  /** One line for the table in docs-dev/OPERATIONS.md (Markdown). */
  doc: string;
  /** More for .env.example, after the line. */
  note?: string;
  /** The value .env.example shows, when not the default. */
  example?: string;
}

const setting = <T extends z.ZodType>(entry: Setting<T>) => entry;

// The types. Each makes its messages from the variable's name.

/** Any text, empty included. */
const text = () => () => z.string();

/** Text that must not be empty; the hint, if any, ends the message. */
const required = (hint?: string) => (name: string) =>
  z.string().min(1, {error: `${name} must not be empty${hint ? ` (${hint})` : ''}.`});

const flag = () => (name: string) =>
  z.stringbool({
    truthy: ['true', '1', 'on', 'yes'],
    falsy: ['false', '0', 'off', 'no', ''],
    error: `${name} must be on or off (or true/false, yes/no, 1/0).`,
  });

const oneOf =
  <const T extends readonly [string, ...string[]]>(values: T) =>
  (name: string) =>
    z.enum(values, {error: `${name} must be one of ${values.slice(0, -1).join(', ')} or ${values.at(-1)}.`});

/** A number of seconds from `min` up to `max`. */
const seconds = (min: number, max: number) => (name: string) =>
  z.coerce
    .number({error: `${name} must be a number of seconds.`})
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, {
      error: `${name} must be between ${min} and ${max} seconds.`,
    });

const wholeNumber = (min: number, max: number) => (name: string) =>
  z.coerce
    .number({error: `${name} must be a whole number.`})
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, {
      error: `${name} must be a whole number from ${min} to ${max}.`,
    });

// The domain as letters, digits and hyphens between dots: "quotes@harbourline,com.au" (a comma for a dot) was
// accepted, and the mail went to "quotes@harbourline".
const emailAddress = /^[^\s@<>,;]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** "name@example.com" or "Name <name@example.com>". */
const isMailbox = (v: string) => emailAddress.test(v.match(/<([^>]*)>\s*$/)?.[1] ?? v.trim());
/** A mailbox, or empty. */
const mailbox = () => (name: string) =>
  z.string().refine((v) => v === '' || isMailbox(v), {
    error: `${name} must be an e-mail address, such as quotes@example.com.au or "Name <quotes@example.com.au>".`,
  });
/** One mailbox or more, separated by commas (a broker and an assistant), or empty. */
const mailboxes = () => (name: string) =>
  // Split at the commas outside quotes: a name copied from a mail program may hold one ("Smith, Jo" <jo@…>).
  z.string().refine((v) => v === '' || v.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).every(isMailbox), {
    error: `${name} must be an e-mail address, or several separated by commas, such as quotes@example.com.au, broker@example.com.au.`,
  });

/** An SMTP server: a host name or address only, not a URL, no port, no spaces or line breaks. */
const hostName = () => (name: string) =>
  z.string().refine((v) => v === '' || /^[A-Za-z0-9.-]+$/.test(v) || net.isIP(v.replace(/^\[|\]$/g, '')) !== 0, {
    error: `${name} must be a host name or IP address only (such as smtp.example.com.au); put the port in SMTP_PORT.`,
  });

/**
 * An http(s) address to post to, or empty. It must say only where to post:
 * user names and passwords in it would be written to logs and process
 * listings (use WEBHOOK_SECRET, or a token in the path), and a #fragment is
 * never sent, so it means a mistake.
 */
const httpAddress = (name: string) => `${name} must be an http:// or https:// address.`;
const postAddress = () => (name: string) =>
  z
    // The message on the address too: when every option fails Zod reports the closest one's issue, not the union's.
    .union([z.literal(''), z.url({protocol: /^https?$/, error: httpAddress(name)})], {error: httpAddress(name)})
    .superRefine((value, context) => {
      // Zod runs this on a value the union refused too: that one has its message already.
      if (!URL.canParse(value)) return;
      const url = new URL(value);
      if (url.username || url.password)
        context.addIssue(
          `${name} must not contain a user name or password (user:pass@): use WEBHOOK_SECRET to sign the posts.`,
        );
      else if (url.hash) context.addIssue(`${name} must not contain a #fragment: it is never sent to the receiver.`);
    });

/** Origins (scheme://host[:port]) separated by commas. */
const origins = () => (name: string) =>
  z.string().transform((value, context) => {
    const list: string[] = [];
    for (const entry of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const origin = originOf(entry);
      if (origin) list.push(origin);
      else if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(entry))
        context.addIssue(
          `${name} must list origins such as https://www.example.com.au, with no user name or password.`,
        );
      else context.addIssue(`${name} must list origins such as https://www.example.com.au; not understood: ${entry}.`);
    }
    return list;
  });

function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** No proxy, a hop count, or the proxies' addresses/CIDRs: never "trust everyone". */
export type TrustProxy = false | number | string[];

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
 * Off (false, 0 or empty), a hop count (1 = the one proxy in front of the
 * server), or a comma-separated list of the proxies' addresses or CIDRs.
 * "true" is refused: it would believe whatever X-Forwarded-For a client
 * sends, so anyone could choose the address the rate limit counts.
 */
const proxies = () => (name: string) =>
  z.string().transform((value, context): TrustProxy => {
    const v = value.trim();
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') {
      context.addIssue(
        `${name}=true is refused: it lets any client choose its address with X-Forwarded-For. Set the proxy's address (e.g. ${name}=127.0.0.1) or the number of proxies in front of the server (e.g. ${name}=1).`,
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
      context.addIssue(
        `${name} must be off, a number of proxies, or IP addresses/CIDRs separated by commas; not understood: ${bad.join(', ')}.`,
      );
      return false;
    }
    return entries;
  });

/** Every setting, in the order the docs list them. */
export const settings = {
  HOST: setting({
    type: required('127.0.0.1 behind a proxy'),
    default: '127.0.0.1',
    doc: 'The address the server listens on; keep `127.0.0.1` behind a reverse proxy',
  }),
  PORT: setting({type: wholeNumber(0, 65535), default: '3000', doc: 'The port the server listens on'}),
  BUILD_DIR: setting({
    type: required(),
    default: 'build',
    doc: 'The Docusaurus build to serve (the server will not start without one)',
  }),
  SERVE_SITE: setting({
    type: flag(),
    default: 'on',
    doc: '`off` answers the API only, without a build (what `npm run dev` does)',
  }),
  DATABASE_PATH: setting({
    type: required(),
    default: 'data/enquiries.db',
    doc: 'The SQLite file for enquiries, created 0600 in a 0700 folder',
    note: 'The server will not start if it fails PRAGMA quick_check or cannot be written.',
  }),
  LOG_LEVEL: setting({
    type: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    doc: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; logs never contain personal details',
  }),
  TRUST_PROXY: setting({
    type: proxies(),
    default: 'false',
    doc: 'Behind a proxy: its address/CIDR list (e.g. `127.0.0.1`) or a hop count (e.g. `1`); then `X-Forwarded-For`, `-Proto` and `-Host` are believed up to the nearest trusted proxy, so a forged `X-Forwarded-For` changes nothing. `true` is refused. Unset, the first request with `X-Forwarded-For` logs a warning to set it',
    note: 'Leave it off when nothing sits in front of the server.',
  }),
  ALLOWED_ORIGINS: setting({
    type: origins(),
    default: '',
    doc: "Origins, comma-separated, besides the site's own host whose pages may post enquiries (a post from any other is stored and notified marked possible spam)",
    note: "The site's own host is the Host header, or X-Forwarded-Host from a trusted proxy.",
  }),
  HEALTH_MIN_FREE_MB: setting({
    type: wholeNumber(0, 1_000_000_000),
    default: '100',
    doc: "`/healthz` reports `disk full` when the database's disk has less free space than this",
  }),
  ENQUIRY_RATE_LIMIT: setting({
    type: wholeNumber(1, 1_000_000),
    default: '5',
    doc: 'Enquiry posts (tries refused for errors included) one IPv4 address or IPv6 /64 may send in 10 minutes, and as many step-two posts, counted apart; more are answered 429 with `Retry-After`',
  }),
  ENQUIRY_MIN_FILL_SECONDS: setting({
    type: seconds(0, 3600),
    default: '3',
    doc: 'An enquiry sent sooner than this after its page opened is possible spam: stored and notified marked so, never dropped',
  }),
  NOTIFICATIONS: setting({
    type: flag(),
    default: 'off',
    doc: '`on` sends each enquiry by e-mail and/or webhook (then `SMTP_HOST` or `WEBHOOK_URL` must be set)',
  }),
  SMTP_HOST: setting({
    type: hostName(),
    default: '',
    doc: 'The mail server for e-mail to the broker (a host name or address; `MAIL_FROM` and `MAIL_TO` are then required)',
  }),
  SMTP_PORT: setting({type: wholeNumber(1, 65535), default: '587', doc: "The mail server's port"}),
  SMTP_SECURE: setting({
    type: flag(),
    default: 'false',
    doc: '`true` for TLS from the start (usually port 465); otherwise STARTTLS (usually 587), required',
    note: 'TLS is required either way: a server without it is refused, so the login and the enquiry never go in clear.',
  }),
  SMTP_ALLOW_PLAINTEXT: setting({
    type: flag(),
    default: 'off',
    doc: '`on` allows SMTP without TLS: only for a relay on the same machine or private network',
  }),
  SMTP_USER: setting({type: text(), default: '', doc: 'SMTP login, if the server needs one'}),
  SMTP_PASS: setting({type: text(), default: '', doc: 'SMTP password (required with `SMTP_USER`)'}),
  MAIL_FROM: setting({
    type: mailbox(),
    default: '',
    example: 'Harbourline website <website@harbourline.example>',
    doc: 'The sender of the e-mails (required with `SMTP_HOST`)',
  }),
  MAIL_TO: setting({
    type: mailboxes(),
    default: '',
    example: 'quotes@harbourline.example',
    doc: "The broker's address, or several separated by commas (required with `SMTP_HOST`)",
  }),
  WEBHOOK_URL: setting({
    type: postAddress(),
    default: '',
    doc: 'Optional: also POST each enquiry as JSON here (a CRM or automation); any 2xx answer counts, redirects are never followed (a 3xx is a failure, `EREDIRECT`). No user name or password in it; https:// (plain http:// to another machine starts with a warning)',
  }),
  WEBHOOK_SECRET: setting({
    type: text(),
    default: '',
    doc: 'With a secret, each post carries `X-Signature: sha256=<HMAC-SHA256 of the body>`',
  }),
};

export type SettingName = keyof typeof settings;

/** The settings' values once parsed, e.g. `{PORT: number; TRUST_PROXY: TrustProxy; ...}`. */
export type Settings = {[K in SettingName]: z.output<ReturnType<(typeof settings)[K]['type']>>};

/** The schema of the whole environment: each variable parsed by its type, its default parsed the same way. */
export const environmentSchema = z.object(
  Object.fromEntries(
    Object.entries(settings).map(([name, entry]) => [name, (entry.type(name) as z.ZodType).prefault(entry.default)]),
  ),
) as unknown as z.ZodType<Settings, Record<string, string | undefined>>;
