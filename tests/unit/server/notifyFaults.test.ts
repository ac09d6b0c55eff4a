/**
 * Notification under faults, against real receivers on 127.0.0.1: a webhook
 * that hangs, one whose certificate cannot be verified, one that answers with
 * an endless body; an SMTP server that is slow to confirm a message, and one
 * that offers no TLS but would take a password in clear.
 */
import fs from 'fs';
import http from 'http';
import https from 'https';
import net from 'net';
import os from 'os';
import path from 'path';
import {SMTPServer} from 'smtp-server';
import {loadConfig, type Config} from '../../../server/config';
import {
  FAILING_AFTER_ATTEMPTS,
  failureCode,
  OVERDUE_AFTER_MS,
  UNCONFIRMED_LIMIT,
} from '../../../server/notify/outboxWorker';
import type {Scheduler} from '../../../server/scheduler';
import {createServer, type Server} from '../../../server/server';
import {
  mailEnv,
  removeDir,
  sleep,
  startSmtp,
  tempDir,
  testConfig,
  validEnquiry,
  waitFor,
  readRows,
  writeFixtureBuild,
} from './helpers';
import {manualScheduler} from './manualScheduler';

let dir: string;
const toClose: (() => Promise<void>)[] = [];

beforeEach(() => {
  dir = tempDir();
  writeFixtureBuild(dir);
});

afterEach(async () => {
  while (toClose.length > 0) await toClose.pop()!();
  removeDir(dir);
});

/** Keeps the warnings and errors the server logs, as objects, instead of printing them. */
function captureLogs(server: Server): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const level of ['warn', 'error'] as const) {
    server.app.log[level] = ((object: unknown, message?: string) => {
      lines.push({...(typeof object === 'object' ? object : {}), level, msg: message ?? object});
    }) as (typeof server.app.log)[typeof level];
  }
  return lines;
}

async function startServer(
  env: Record<string, string>,
  scheduler?: Scheduler,
  tune?: (config: Config) => void,
): Promise<Server> {
  const server = createServer(testConfig(dir, env, tune), {scheduler});
  await server.start();
  toClose.push(() => server.close());
  return server;
}

async function postEnquiry(server: Server): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: {'content-type': 'application/json'},
    payload: JSON.stringify(validEnquiry()),
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as {reference: string}).reference;
}

function outboxRows(server: Server) {
  return readRows(
    server.databasePath,
    'SELECT o.channel, o.status, o.attempts, o.last_error, e.reference FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id ORDER BY o.id',
  ) as {channel: string; status: string; attempts: number; last_error: string | null; reference: string}[];
}

/** An HTTP server that reads each request and then either hangs (never answers) or answers 204. */
async function startHangingWebhook() {
  const state = {hang: true, received: 0};
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      state.received += 1;
      if (!state.hang) response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  toClose.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return {url: `http://127.0.0.1:${port}/hook`, state};
}

describe('a webhook that hangs', () => {
  it('does not hold up e-mail: six enquiries give six e-mails, once each, and the webhook catches up later', async () => {
    const smtp = await startSmtp();
    toClose.push(smtp.close);
    const hook = await startHangingWebhook();
    const server = await startServer(
      {
        ...mailEnv(smtp.port),
        WEBHOOK_URL: hook.url,
        ENQUIRY_RATE_LIMIT: '100',
      },
      undefined,
      (config) => (config.notify.webhook!.timeoutMs = 1000),
    );

    const references: string[] = [];
    for (let i = 0; i < 6; i += 1) references.push(await postEnquiry(server));

    await waitFor(() => smtp.messages.length >= 6, 10_000, 'six e-mails');
    // The webhook has timed out at least once, and the failure is recorded as a string.
    await waitFor(
      () => outboxRows(server).some((r) => r.channel === 'webhook' && r.last_error === 'timeout'),
      10_000,
      'a recorded webhook timeout',
    );
    await sleep(500);
    expect(smtp.messages).toHaveLength(6);
    for (const reference of references) {
      expect(smtp.messages.filter((m) => m.raw.includes(`New enquiry ${reference}`))).toHaveLength(1);
    }
    const webhookRows = outboxRows(server).filter((r) => r.channel === 'webhook');
    // Nothing stranded: each webhook row is waiting for a retry or being sent, never lost.
    expect(webhookRows.filter((r) => r.status === 'sending').length).toBeLessThanOrEqual(1);
    expect(webhookRows.every((r) => r.status !== 'sent')).toBe(true);

    // The receiver recovers: every webhook notification goes through, and the worker is still running.
    hook.state.hang = false;
    await waitFor(
      () => outboxRows(server).every((r) => r.status === 'sent'),
      15_000,
      'all six webhook posts after the receiver recovered',
    );
    expect(smtp.messages).toHaveLength(6);
  }, 40_000);
});

describe('/healthz/notifications, for a monitor', () => {
  async function health(server: Server, url: string) {
    const response = await server.app.inject({method: 'GET', url});
    return {code: response.statusCode, body: response.json() as {status: string; problem?: string}};
  }

  it('fails while a channel keeps failing, and /healthz stays ok: the enquiries are still taken', async () => {
    const smtp = await startSmtp();
    toClose.push(smtp.close);
    const hook = {status: 503};
    const receiver = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(hook.status).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    toClose.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const {port} = receiver.address() as net.AddressInfo;
    const clock = manualScheduler();
    const server = await startServer({...mailEnv(smtp.port), WEBHOOK_URL: `http://127.0.0.1:${port}/hook`}, clock);

    expect(FAILING_AFTER_ATTEMPTS).toBe(3);
    await postEnquiry(server);
    await server.worker.kick();
    // Two failed tries are not yet a failure to report (a receiver restarting).
    clock.advance(60_000);
    await server.worker.kick();
    expect(await health(server, '/healthz/notifications')).toEqual({code: 200, body: {status: 'ok'}});
    clock.advance(60_000);
    await server.worker.kick();
    // The channel's name only: the answer is public.
    expect(await health(server, '/healthz/notifications')).toEqual({
      code: 503,
      body: {status: 'failing', problem: 'webhook failing'},
    });
    expect((await health(server, '/healthz')).code).toBe(200);
    expect(smtp.messages).toHaveLength(1);

    hook.status = 204;
    clock.advance(60_000);
    await server.worker.kick();
    expect(await health(server, '/healthz/notifications')).toEqual({code: 200, body: {status: 'ok'}});
  }, 15_000);

  it('fails while a notification waits untried, as when the delivery loop has stopped, and recovers once it goes', async () => {
    const smtp = await startSmtp();
    toClose.push(smtp.close);
    // On the real clock's time, so the enquiry is due when it is stored, as in the server.
    const clock = manualScheduler(Date.now());
    const server = await startServer(mailEnv(smtp.port), clock);
    // A loop that has stopped: nothing is tried, so no failed try is ever recorded.
    await server.worker.stop();
    await postEnquiry(server);

    clock.advance(OVERDUE_AFTER_MS - 60_000);
    expect(await health(server, '/healthz/notifications')).toEqual({code: 200, body: {status: 'ok'}});
    clock.advance(2 * 60_000);
    expect(await health(server, '/healthz/notifications')).toEqual({
      code: 503,
      body: {status: 'failing', problem: 'email overdue'},
    });
    expect((await health(server, '/healthz')).code).toBe(200);
    expect(smtp.messages).toHaveLength(0);

    await server.worker.start();
    await waitFor(() => smtp.messages.length === 1);
    expect(await health(server, '/healthz/notifications')).toEqual({code: 200, body: {status: 'ok'}});
  }, 15_000);

  it('fails while notifications are off: nobody is told of an enquiry', async () => {
    const server = await startServer({});
    expect(await health(server, '/healthz/notifications')).toEqual({
      code: 503,
      body: {status: 'failing', problem: 'notifications are off'},
    });
  });
});

describe('failure codes', () => {
  it('are always short strings, whatever a sender throws', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(timeout.code).toBe(23); // the number that once stopped the worker
    expect(failureCode(timeout)).toBe('timeout');
    expect(failureCode(Object.assign(new Error('x'), {code: 23}))).toBe('Error');
    expect(failureCode(Object.assign(new TypeError('fetch failed'), {cause: {code: 'CERT_HAS_EXPIRED'}}))).toBe(
      'CERT_HAS_EXPIRED',
    );
    expect(failureCode('a string')).toBe('error');
    expect(failureCode(null)).toBe('error');
    expect(failureCode({status: 502})).toBe('HTTP 502');
    // A mail server that refuses the connection, as nodemailer reports it: the system's code beside the mailer's.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
      code: 'ESOCKET',
      errno: -os.constants.errno.ECONNREFUSED,
      syscall: 'connect',
    });
    expect(failureCode(refused)).toBe('ESOCKET ECONNREFUSED');
    // An errno the system does not know, or no safe number at all: the mailer's code alone, never a throw.
    expect(failureCode(Object.assign(new Error('x'), {code: 'ESOCKET', errno: -1_000_000}))).toBe('ESOCKET');
    expect(failureCode(Object.assign(new Error('x'), {code: 'ESOCKET', errno: -(2 ** 60)}))).toBe('ESOCKET');
  });
});

describe('a webhook whose certificate cannot be verified', () => {
  it('records and logs the certificate problem, not just "TypeError"', async () => {
    const fixtures = path.join(__dirname, 'fixtures');
    const server = https.createServer(
      {
        key: fs.readFileSync(path.join(fixtures, 'self-signed-key.pem')),
        cert: fs.readFileSync(path.join(fixtures, 'self-signed-cert.pem')),
      },
      (_request, response) => response.writeHead(204).end(),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    toClose.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const {port} = server.address() as net.AddressInfo;

    const app = await startServer({
      NOTIFICATIONS: 'on',
      WEBHOOK_URL: `https://127.0.0.1:${port}/hook`,
    });
    const logs = captureLogs(app);
    await postEnquiry(app);
    await waitFor(() => outboxRows(app)[0]?.last_error != null, 5000, 'a recorded failure');
    expect(outboxRows(app)[0]!.last_error).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    await waitFor(() => logs.some((l) => l.msg === 'notification failed'));
    expect(logs.find((l) => l.msg === 'notification failed')).toMatchObject({error: 'DEPTH_ZERO_SELF_SIGNED_CERT'});
  });
});

describe('a webhook that answers with an endless body', () => {
  it('counts the status and does not read the body', async () => {
    let bytesSent = 0;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const server = http.createServer((request, response) => {
      request.resume();
      response.writeHead(200, {'content-type': 'application/octet-stream'});
      const pump = () => {
        while (!response.destroyed && bytesSent < 300 * 1024 * 1024) {
          bytesSent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    toClose.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const {port} = server.address() as net.AddressInfo;

    const app = await startServer({NOTIFICATIONS: 'on', WEBHOOK_URL: `http://127.0.0.1:${port}/hook`});
    await postEnquiry(app);
    await waitFor(() => outboxRows(app)[0]?.status === 'sent', 3000, 'the post counted as delivered');
    await sleep(300);
    // A few socket buffers at most, not the 300 MB on offer.
    expect(bytesSent).toBeLessThan(8 * 1024 * 1024);
  });
});

/** An SMTP server that takes `delayMs` to confirm each message (after it has received all of it). */
async function startSlowSmtp(delayMs: number) {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  toClose.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {port: (server.server.address() as net.AddressInfo).port, messages};
}

const messageId = (raw: string) => raw.match(/^Message-ID: (.*)$/im)?.[1];

describe('a mail server slow to confirm', () => {
  it('waits 10 minutes for a reply by default, as RFC 5321 asks', () => {
    expect(loadConfig(mailEnv(25)).notify.smtp!.timeoutMs).toBe(600_000);
  });

  it('gets one copy when it answers within the timeout', async () => {
    const smtp = await startSlowSmtp(1500);
    const clock = manualScheduler();
    const server = await startServer(mailEnv(smtp.port), clock, (config) => (config.notify.smtp!.timeoutMs = 4000));
    await postEnquiry(server);
    // Waits for the delivery the new enquiry started: the receiver's 1.5 s are real.
    await server.worker.kick();
    expect(outboxRows(server)[0]).toMatchObject({status: 'sent', last_error: null});
    // An hour of the worker's time on, nothing was sent again.
    clock.advance(3_600_000);
    await server.worker.kick();
    expect(smtp.messages).toHaveLength(1);
  }, 15_000);

  it('gets a bounded number of copies, with one Message-ID, when it never confirms in time', async () => {
    const smtp = await startSlowSmtp(2500);
    const clock = manualScheduler();
    const server = await startServer(mailEnv(smtp.port), clock, (config) => (config.notify.smtp!.timeoutMs = 1000));
    const logs = captureLogs(server);
    const reference = await postEnquiry(server);
    // Each attempt waits out the real 1 s reply timeout; each retry is due when the test moves the clock.
    await server.worker.kick();
    for (let retry = 0; retry < 5; retry += 1) {
      clock.advance(60_000);
      await server.worker.kick();
    }
    expect(smtp.messages).toHaveLength(UNCONFIRMED_LIMIT);
    expect(new Set(smtp.messages.map(messageId))).toEqual(new Set([`<${reference}@harbourline.example>`]));
    expect(outboxRows(server)[0]).toMatchObject({status: 'sent', last_error: 'unconfirmed: ETIMEDOUT'});
    expect(logs.some((l) => l.level === 'error' && String(l.msg).startsWith('notification unconfirmed'))).toBe(true);
  }, 25_000);
});

describe('a mail server that offers no TLS', () => {
  async function startPlainSmtpWithLogin() {
    const logins: string[] = [];
    const messages: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, {user: auth.username});
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          messages.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    toClose.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return {port: (server.server.address() as net.AddressInfo).port, logins, messages};
  }

  it('is never sent the password or the enquiry in clear', async () => {
    const smtp = await startPlainSmtpWithLogin();
    const {SMTP_ALLOW_PLAINTEXT: _plain, ...env} = mailEnv(smtp.port);
    const server = await startServer({...env, SMTP_USER: 'website', SMTP_PASS: 'secret-password'});
    const logs = captureLogs(server);
    await postEnquiry(server);
    await waitFor(() => outboxRows(server)[0]?.last_error != null, 5000, 'a refused attempt');
    expect(outboxRows(server)[0]).toMatchObject({status: 'pending', last_error: 'ETLS (SMTP 500)'});
    // The log says which setting to change, not the code alone (an operator's rehearsal).
    await waitFor(() => logs.some((l) => l.msg === 'notification failed'));
    expect(logs.find((l) => l.msg === 'notification failed')).toMatchObject({
      error: 'ETLS (SMTP 500)',
      hint: expect.stringContaining('SMTP_ALLOW_PLAINTEXT=on for a relay on this machine'),
    });
    expect(smtp.logins).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it('is checked at start: a wrong TLS setting is logged with its hint before any enquiry', async () => {
    const smtp = await startPlainSmtpWithLogin();
    const {SMTP_ALLOW_PLAINTEXT: _plain, ...env} = mailEnv(smtp.port);
    const server = await startServer({...env, SMTP_USER: 'website', SMTP_PASS: 'secret-password'});
    const logs = captureLogs(server);
    await waitFor(() => logs.length > 0, 5000, 'a warning');
    expect(logs).toEqual([
      expect.objectContaining({
        msg: 'the test login to the mail server failed: e-mails wait until it works',
        error: 'ETLS (SMTP 500)',
        hint: expect.stringContaining('SMTP_SECURE=true for port 465'),
      }),
    ]);
    expect(smtp.logins).toEqual([]);
  });

  it('is used in clear only when SMTP_ALLOW_PLAINTEXT is on (a local relay)', async () => {
    const smtp = await startPlainSmtpWithLogin();
    const server = await startServer({...mailEnv(smtp.port), SMTP_USER: 'website', SMTP_PASS: 'secret-password'});
    await postEnquiry(server);
    await waitFor(() => smtp.messages.length === 1, 5000, 'the e-mail through the local relay');
    // The start's check logged in too, and sent nothing.
    await waitFor(() => smtp.logins.length === 2, 5000, 'the check’s login');
    expect(smtp.logins).toEqual(['website:secret-password', 'website:secret-password']);
    expect(smtp.messages).toHaveLength(1);
  });
});
