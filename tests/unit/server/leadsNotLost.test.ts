/**
 * No lead silently lost, against the real server on 127.0.0.1:
 * one enquiry per submission (a key, or the content of a native double
 * click), the status look-up the form uses when an answer is lost, the
 * database file deleted, moved or replaced while running, SMTP smuggling seen in the raw SMTP conversation,
 * a webhook that redirects, settings with credentials, invisible names.
 */
import fs from 'fs';
import http from 'http';
import net from 'net';
import Database from 'better-sqlite3';
import {ConfigError, type Config} from '../../../server/config';
import type {Scheduler} from '../../../server/scheduler';
import {createServer, type Server} from '../../../server/server';
import {
  mailEnv,
  removeDir,
  sleep,
  startSmtp,
  startWebhook,
  tempDir,
  testConfig,
  validEnquiry,
  waitFor,
  writeFixtureBuild,
} from './helpers';
import {manualScheduler} from './manualScheduler';

// Real servers, sockets and SMTP sessions on a machine that may be busy.

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

async function startServer(
  env: Record<string, string> = {},
  scheduler?: Scheduler,
  http: Partial<Config['http']> = {},
): Promise<{server: Server; base: string}> {
  const config = testConfig(dir, {ENQUIRY_RATE_LIMIT: '100', ...env}, (c) => (c.http = {...c.http, ...http}));
  const server = createServer(config, {scheduler});
  const base = await server.start();
  toClose.push(() => server.close());
  return {server, base};
}

/** With e-mail to a test SMTP server, and the outbox on a clock the test moves (a new enquiry is sent at once). */
async function startWithMail(env: Record<string, string> = {}) {
  const smtp = await startSmtp();
  toClose.push(() => smtp.close());
  const clock = manualScheduler();
  return {...(await startServer({...mailEnv(smtp.port), ...env}, clock)), smtp, clock};
}

function rows(server: Server, sql: string) {
  const db = new Database(server.databasePath, {readonly: true});
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** Keeps the warnings and errors the server logs, instead of printing them. */
function captureLogs(server: Server): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const level of ['warn', 'error'] as const) {
    server.app.log[level] = ((object: unknown, message?: string) => {
      lines.push({...(typeof object === 'object' ? object : {}), level, msg: message ?? object});
    }) as (typeof server.app.log)[typeof level];
  }
  return lines;
}

const postJson = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });

/** The valid enquiry as a browser's form post (no JavaScript, so no key and no times) encodes it. */
function nativeFormBody(overrides: Record<string, string> = {}): string {
  const {consent: _c, marketing: _m, startedAt: _s, ...fields} = validEnquiry();
  return new URLSearchParams({...(fields as Record<string, string>), consent: 'true', ...overrides}).toString();
}

/** A form post over its own socket, as a browser sends one; resolves with status and body. */
function rawFormPost(base: string, body: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/enquiries`,
      {
        method: 'POST',
        agent: false,
        headers: {'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body)},
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({status: response.statusCode ?? 0, body: text}));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const referenceIn = (html: string) => html.match(/HCF-\d{4}-[A-Z0-9]{6}/)?.[0];

describe('one enquiry per submission', () => {
  it('stores and e-mails a submission sent three times with the same Idempotency-Key once, answering each with its reference', async () => {
    const {server, base, smtp, clock} = await startWithMail();
    const key = '6f1c2f0e-8d7a-4a8e-9f55-1d2b3c4d5e6f';
    // Two at once (a double press), then one later (a retry after a lost answer).
    const [first, second] = await Promise.all([
      postJson(base, validEnquiry(), {'idempotency-key': key}),
      postJson(base, validEnquiry(), {'idempotency-key': key}),
    ]);
    const third = await postJson(base, validEnquiry(), {'idempotency-key': key});
    const references = await Promise.all(
      [first, second, third].map(async (r) => [r.status, (await r.json()).reference]),
    );
    expect(references[0]![0]).toBe(201);
    expect(references).toEqual([references[0], references[0], references[0]]);
    expect(rows(server, 'SELECT reference FROM enquiries')).toEqual([{reference: references[0]![1]}]);
    await server.worker.kick();
    clock.advance(3_600_000); // an hour of the worker's polls and retries: no second e-mail
    await server.worker.kick();
    expect(smtp.messages).toHaveLength(1);
  });

  it('answers the status look-up by key: 404 before the enquiry is stored, its reference after', async () => {
    const {base} = await startServer();
    const key = 'form-key-0123456789abcdef';
    // With the submission's own content: a key alone opens nothing (see submissionKeys.test.ts).
    const lookUp = (k: string) =>
      fetch(`${base}/api/enquiries/by-key/${k}`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(validEnquiry()),
      });
    const before = await lookUp(key);
    expect(before.status).toBe(404);
    expect(before.headers.get('cache-control')).toBe('no-store');
    const {reference} = (await (await postJson(base, validEnquiry(), {'idempotency-key': key})).json()) as {
      reference: string;
    };
    const after = await lookUp(key);
    expect(after.status).toBe(200);
    // With a fresh step-two secret: the first answer, which carried one, was lost.
    expect(await after.json()).toEqual({reference, detailsToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)});
    expect((await lookUp('short')).status).toBe(400);
    // Issuing a secret changes something, so a GET (which anything may repeat) does not reach it.
    expect((await fetch(`${base}/api/enquiries/by-key/${key}`)).status).not.toBe(200);
  });

  it('takes the key from the hidden field of a form post too', async () => {
    const {server, base} = await startServer();
    const body = nativeFormBody({idempotencyKey: 'hidden-field-key-0123456789'});
    const first = await rawFormPost(base, body);
    const second = await rawFormPost(base, body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(referenceIn(second.body)).toBe(referenceIn(first.body));
    expect(rows(server, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 1}]);
  });

  it('stores one enquiry when a form without JavaScript is double-clicked 150 ms apart', async () => {
    const {server, base, smtp, clock} = await startWithMail();
    const first = rawFormPost(base, nativeFormBody());
    await sleep(150);
    const second = rawFormPost(base, nativeFormBody());
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(referenceIn(answers[1]!.body)).toBe(referenceIn(answers[0]!.body));
    expect(rows(server, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 1}]);
    await server.worker.kick();
    clock.advance(3_600_000);
    await server.worker.kick();
    expect(smtp.messages).toHaveLength(1);
  });

  it('still stores two different enquiries posted without JavaScript', async () => {
    const {server, base} = await startServer();
    await rawFormPost(base, nativeFormBody());
    await rawFormPost(base, nativeFormBody({name: 'Sam Citizen', email: 'sam@example.com.au'}));
    expect(rows(server, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 2}]);
  });

  it('gives the form page it renders after a mistake a key and a start time, so resending it counts once', async () => {
    const {server, base} = await startServer();
    const page = await rawFormPost(base, nativeFormBody({email: 'not-an-address'}));
    expect(page.status).toBe(400);
    const key = page.body.match(/name="idempotencyKey" value="([^"]+)"/)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const startedAt = Number(page.body.match(/name="startedAt" value="(\d+)"/)?.[1]);
    expect(Math.abs(Date.now() - startedAt)).toBeLessThan(5000);
    const fixed = nativeFormBody({idempotencyKey: key!});
    const [a, b] = await Promise.all([rawFormPost(base, fixed), rawFormPost(base, fixed)]);
    expect(referenceIn(a.body)).toBe(referenceIn(b.body));
    expect(rows(server, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 1}]);
  });
});

describe('the database file', () => {
  it.each([
    ['deleted', (file: string) => fs.rmSync(file)],
    ['moved away', (file: string) => fs.renameSync(file, `${file}.moved`)],
    [
      'replaced by a copy',
      (file: string) => {
        fs.copyFileSync(file, `${file}.copy`);
        fs.renameSync(`${file}.copy`, file);
      },
    ],
    // SQLite would write on into the unlinked log, and a crash would lose every enquiry not yet checkpointed.
    ['with only its -wal deleted', (file: string) => fs.rmSync(`${file}-wal`)],
    [
      'with its -wal replaced by a copy',
      (file: string) => {
        fs.copyFileSync(`${file}-wal`, `${file}-wal.copy`);
        fs.renameSync(`${file}-wal.copy`, `${file}-wal`);
      },
    ],
  ])(
    '%s while the server runs: enquiries are refused with 503, /healthz says why, the log says it within seconds',
    async (_what, change) => {
      const {server, base} = await startServer();
      const logs = captureLogs(server);
      expect((await postJson(base, validEnquiry())).status).toBe(201);
      change(server.databasePath);

      const refused = await postJson(base, validEnquiry({name: 'Sam Citizen'}));
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as {error: string}).error).toMatch(/not saved/);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as {problem: string}).problem).toMatch(
        /^database (file|log \(-wal\)) (missing|replaced)$/,
      );
      await waitFor(
        () => logs.some((l) => l.level === 'error' && /database (file|log)/.test(String(l.problem))),
        5000,
        'the log line',
      );
    },
  );
});

/**
 * A mail server that speaks just enough SMTP for nodemailer and keeps every
 * byte the client sends: the conversation as the relay sees it.
 */
async function startRawSmtp() {
  const transcript: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let buffer = '';
    let inData = false;
    socket.write('220 relay.test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      transcript.push(chunk);
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO')) socket.write('250-relay.test\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          // The message may follow straight after, so "\r\n.\r\n" can also end it at the start of the buffer.
          buffer = `\r\n${buffer}`;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    text: () => Buffer.concat(transcript).toString('latin1'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('SMTP smuggling', () => {
  it('sends a message full of bare CRs and LFs with no bare line end and no smuggled command in the SMTP conversation', async () => {
    const relay = await startRawSmtp();
    toClose.push(() => relay.close());
    const {base} = await startServer(mailEnv(relay.port));
    // The server's start-up check logs in and quits first, sending nothing: the message's conversation is what follows.
    await waitFor(() => /\r\nQUIT\r\n/.test(relay.text()), 10_000, 'the start-up check');
    const checked = relay.text().length;
    const smuggled =
      'Hello\r.\r\nMAIL FROM:<ceo@bank.example>\r\nRCPT TO:<victim@bank.example>\r\nDATA\r\nPay now\r\n.\r\n' +
      'and again\n.\nMAIL FROM:<x@evil.example>\nRCPT TO:<y@bank.example>\n' +
      'once more\r.\rMAIL FROM:<z@evil.example>\rRCPT TO:<w@bank.example>\r';
    expect((await postJson(base, validEnquiry({message: smuggled}))).status).toBe(201);
    await waitFor(
      () => relay.text().endsWith('\r\n.\r\n') || /\r\nQUIT\r\n/.test(relay.text().slice(checked)),
      10_000,
      'the message',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${JSON.stringify(relay.text())}`);
    });

    const conversation = relay.text().slice(checked);
    // Every line ends CR LF: nothing a relay could read as a line end other than that.
    expect(conversation).not.toMatch(/\r(?!\n)/);
    expect(conversation).not.toMatch(/(?<!\r)\n/);
    // Read as a relay reads it: commands, then the message up to the first line that is a lone ".", then commands.
    const lines = conversation.split('\r\n');
    const data = lines.indexOf('DATA');
    const end = lines.indexOf('.', data);
    const envelope = lines.slice(0, data);
    const after = lines.slice(end + 1).filter(Boolean);
    expect(envelope.filter((l) => /^MAIL FROM:/i.test(l))).toEqual(['MAIL FROM:<website@harbourline.example>']);
    expect(envelope.filter((l) => /^RCPT TO:/i.test(l))).toEqual(['RCPT TO:<broker@harbourline.example>']);
    // The message ends once, at its real end: nothing the visitor wrote is read as a command.
    expect(end).toBe(lines.length - 2);
    expect(after).toEqual([]);
    // And the visitor's text arrived as text (a lone "." in it dot-stuffed to "..").
    expect(lines.slice(data, end)).toContain('MAIL FROM:<ceo@bank.example>');
  });
});

describe('the webhook', () => {
  it('never follows a redirect: a 307 is a failure with its own code and the target receives nothing', async () => {
    const internal = await startWebhook(204);
    toClose.push(() => internal.close());
    const redirecting = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(307, {location: internal.url});
        response.end();
      });
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    toClose.push(
      () =>
        new Promise<void>((resolve) => {
          redirecting.closeAllConnections();
          redirecting.close(() => resolve());
        }),
    );
    const url = `http://127.0.0.1:${(redirecting.address() as net.AddressInfo).port}/hook`;
    const {server, base} = await startServer({NOTIFICATIONS: 'on', WEBHOOK_URL: url});
    captureLogs(server);
    expect((await postJson(base, validEnquiry())).status).toBe(201);
    await waitFor(() => rows(server, 'SELECT last_error FROM outbox')[0]?.last_error != null, 5000, 'the failure');
    expect(rows(server, 'SELECT status, last_error FROM outbox')).toEqual([
      {status: 'pending', last_error: 'EREDIRECT (HTTP 307)'},
    ]);
    // The attempt ended at the redirect (its error is recorded; a retry waits its back-off): nothing followed it.
    expect(internal.received).toHaveLength(0);
  });
});

describe('settings refused at start-up, one line each, never echoing a secret', () => {
  it.each([
    [
      'WEBHOOK_URL with a user name and password',
      {NOTIFICATIONS: 'on', WEBHOOK_URL: 'https://crm:hunter2@crm.example/hook'},
      /^WEBHOOK_URL must not contain a user name or password/,
    ],
    [
      'WEBHOOK_URL with a #fragment',
      {NOTIFICATIONS: 'on', WEBHOOK_URL: 'https://crm.example/hook#hunter2'},
      /^WEBHOOK_URL must not contain a #fragment/,
    ],
    // Not "Invalid URL": what to write instead, for an address with no scheme, another scheme or none at all.
    ...['crm.example/hook', 'ftp://crm.example/hook', 'not-a-url'].map(
      (value): [string, Record<string, string>, RegExp] => [
        `WEBHOOK_URL "${value}"`,
        {NOTIFICATIONS: 'on', WEBHOOK_URL: value},
        /^WEBHOOK_URL must be an http:\/\/ or https:\/\/ address\.$/,
      ],
    ),
    [
      'ALLOWED_ORIGINS with credentials',
      {ALLOWED_ORIGINS: 'https://a:hunter2@www.example.com'},
      /^ALLOWED_ORIGINS must list origins/,
    ],
    [
      'SMTP_HOST written as a URL',
      {...mailEnv(25), SMTP_HOST: 'smtp://user:hunter2@mail.example'},
      /^SMTP_HOST must be a host name or IP address only/,
    ],
  ])('%s', (_what, env, message) => {
    let error: unknown;
    try {
      testConfig(dir, env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).not.toContain('\n');
    expect(problems[0]).not.toContain('hunter2');
  });
});

describe('invisible names', () => {
  it.each([
    ['Hangul fillers', '\u3164\u3164'],
    ['blank braille', '\u2800'],
    ['a choseong filler', '\u115f'],
    ['zero-width spaces', '\u200b\u200b'],
    ['combining marks alone', '\u0301\u0302'],
  ])('count as empty on the server (%s), with the usual message next to the field', async (_what, name) => {
    const {server, base} = await startServer();
    const json = await postJson(base, validEnquiry({name}));
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({errors: {name: 'Enter your name.'}});
    const page = await rawFormPost(base, nativeFormBody({name}));
    expect(page.status).toBe(400);
    expect(page.body).toContain('<p id="quote-name-error" class="hcf-error">Enter your name.</p>');
    expect(rows(server, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 0}]);
  });
});

describe('one client cannot take every connection (slowloris)', () => {
  /** A connection from `from` that sends a request's headers and then trickles its body, a byte a second. */
  function trickle(port: number, from: string) {
    const socket = net.connect({port, host: '127.0.0.1', localAddress: from});
    socket.on('error', () => {});
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), 1000);
    });
    socket.on('close', () => clearInterval(timer));
    return socket;
  }

  /** A request from another visitor's address. */
  function visit(port: number, from: string, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/enquiries',
          method: 'POST',
          localAddress: from,
          agent: false,
          headers: {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)},
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  it('keeps serving other visitors while one address holds as many trickling connections as the server allows', async () => {
    const {server, base} = await startServer({}, undefined, {
      maxConnections: 12,
      maxConnectionsPerClient: 3,
      requestTimeoutMs: 30_000,
    });
    const port = Number(new URL(base).port);
    const attacker = Array.from({length: 12}, () => trickle(port, '127.0.0.2'));
    // Destroyed before the server closes (afterEach runs in reverse order), whatever the outcome.
    toClose.push(async () => attacker.forEach((socket) => socket.destroy()));
    const stillOpen = () => attacker.filter((s) => !s.destroyed && s.readyState === 'open').length;
    // Only the per-client maximum of the twelve stay open.
    const closed = () => attacker.filter((s) => s.destroyed).length;
    await waitFor(() => closed() >= 9, 5000, 'the extra connections to be closed').catch(() => undefined);
    for (let i = 0; i < 3; i += 1) {
      const visitor = `127.0.0.${3 + i}`;
      expect(await visit(port, visitor, JSON.stringify(validEnquiry({name: `Visitor ${i}`})))).toBe(201);
    }
    // Counted once the three visits are served (time enough for a wrongly closed fourth to show): three still trickle.
    expect(stillOpen()).toBe(3);
    expect(rows(server, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 3}]);
    for (const socket of attacker) socket.destroy();
  });

  it('ends a request whose body is still trickling in when the request timeout is up, however steadily it trickles', async () => {
    const {base} = await startServer({}, undefined, {requestTimeoutMs: 2000});
    const started = Date.now();
    const socket = trickle(Number(new URL(base).port), '127.0.0.2');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
