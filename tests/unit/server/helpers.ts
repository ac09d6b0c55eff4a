/**
 * Test helpers for the server: a temporary folder with a small fixture build,
 * settings pointing at it, a real SMTP server (smtp-server) and a real HTTP
 * server standing in for a webhook. Every helper returns something to close;
 * the tests close them in afterEach/afterAll.
 */
import fs from 'fs';
import http from 'http';
import net from 'net';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import Database from 'better-sqlite3';
import {SMTPServer} from 'smtp-server';
import {loadConfig, type Config} from '../../../server/config';
export {validEnquiry} from '../../fixtures/enquiry';

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-server-test-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
}

export const INLINE_SCRIPT = 'document.documentElement.dataset.ready="1"';

/** A few pages in the shape Docusaurus builds them, with a precompressed asset. */
export function writeFixtureBuild(dir: string): string {
  const build = path.join(dir, 'build');
  const page = (title: string, body: string) =>
    `<!doctype html><html lang=en-AU><head><title>${title}</title><link rel=canonical href=https://x/${title}>` +
    `<script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"Thing"}</script>` +
    `<link rel=stylesheet href=/assets/css/styles.abc123.css><script src=/assets/js/main.abc123.js defer></script>` +
    `</head><body><header><a href=/>Home</a></header><main class=x><h1>${title}</h1>${body}</main>` +
    `<footer>Footer</footer></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home', '<p>Welcome</p>'.repeat(100)),
    'about.html': page('About', '<p>About us</p>'),
    '404.html': page('Page Not Found', '<p>We couldn’t find that page</p>'),
    'resources/guides.html': page('Guides', '<p>Guides</p>'),
    'assets/js/main.abc123.js': `console.log("main");${' '.repeat(4000)}`,
    'assets/css/styles.abc123.css': 'body{margin:0}',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(build, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
  const js = path.join(build, 'assets/js/main.abc123.js');
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(fs.readFileSync(js)));
  return build;
}

/**
 * Settings for a test server: a fixture build, a database in `dir`, no request
 * logs, a random port, the outbox polled every 50 ms and retried after 1 s.
 * `tune` changes the Config's built-in timings (server/config/index.ts).
 */
export function testConfig(dir: string, env: Record<string, string> = {}, tune: (config: Config) => void = () => {}) {
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    BUILD_DIR: path.join(dir, 'build'),
    DATABASE_PATH: path.join(dir, 'data', 'enquiries.db'),
    LOG_LEVEL: 'silent',
    ENQUIRY_MIN_FILL_SECONDS: '0',
    ...env,
  });
  config.outbox = {pollMs: 50, retryBaseMs: 1000, retryMaxMs: 1000};
  tune(config);
  return config;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * Settings that send e-mail to a test SMTP server on 127.0.0.1. The test
 * server offers no TLS, so plain SMTP is allowed explicitly, as for a local relay.
 */
export function mailEnv(port: number): Record<string, string> {
  return {
    NOTIFICATIONS: 'on',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_ALLOW_PLAINTEXT: 'on',
    MAIL_FROM: 'website@harbourline.example',
    MAIL_TO: 'broker@harbourline.example',
  };
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtp(port = 0): Promise<{port: number; messages: ReceivedMail[]; close(): Promise<void>}> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client that dies mid-session (a killed server process) resets its connection: not the test's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (for "the mail server is down"). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An HTTP server standing in for a CRM's webhook; `status` is what it answers. */
export async function startWebhook(status = 204) {
  const received: ReceivedHook[] = [];
  const state = {status};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({headers: request.headers, body: Buffer.concat(chunks).toString('utf8')});
      response.statusCode = state.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiries`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `condition` holds, checking every 20 ms, or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Times a request: what it answered, and after how long. */
export async function timed(request: Promise<Response>): Promise<{response: Response; ms: number}> {
  const since = Date.now();
  const response = await request;
  return {response, ms: Date.now() - since};
}

/** Rows from a running server's database, read through a second, read-only connection (as an operator would). */
export function readRows(databaseFile: string, sql: string, ...params: unknown[]): Record<string, unknown>[] {
  const db = new Database(databaseFile, {readonly: true});
  try {
    return db.prepare(sql).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** A received e-mail's text, quoted-printable decoded (long lines are folded on the wire). */
export function mailText(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const hex = body[i] === '=' ? /^[0-9A-F]{2}/.exec(body.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
