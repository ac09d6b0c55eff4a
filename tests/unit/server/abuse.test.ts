/**
 * The server against abuse, over real sockets on 127.0.0.1 where it matters:
 * a forged X-Forwarded-For, posts from another site, control and invisible
 * characters, honeypot tricks, crafted alias paths, slow and idle clients.
 */
import net from 'net';
import type {Config} from '../../../server/config';
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
  writeFixtureBuild,
  readRows,
} from './helpers';

let dir: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Server | undefined;
let base: string;

async function start(env: Record<string, string> = {}, http: Partial<Config['http']> = {}) {
  server = createServer(
    testConfig(dir, {...mailEnv(smtp.port), ENQUIRY_RATE_LIMIT: '100', ...env}, (config) => {
      config.http = {...config.http, ...http};
    }),
  );
  base = await server.start();
  return server;
}

beforeEach(async () => {
  dir = tempDir();
  writeFixtureBuild(dir);
  smtp = await startSmtp();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await smtp.close();
  removeDir(dir);
});

const rows = (sql: string, ...params: unknown[]) => readRows(server!.databasePath, sql, ...params);

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const postForm = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
    body,
    redirect: 'manual',
  });

/** The valid enquiry as a browser's form post (no JavaScript) encodes it. */
function formBody(overrides: Record<string, string> = {}): URLSearchParams {
  const {consent: _c, marketing: _m, ...fields} = validEnquiry();
  return new URLSearchParams({...(fields as Record<string, string>), consent: 'true', ...overrides});
}

describe('TRUST_PROXY', () => {
  it('refuses "true" at start-up with a one-line reason', () => {
    expect(() => testConfig(dir, {TRUST_PROXY: 'true'})).toThrow(/^TRUST_PROXY=true is refused: [^\n]+$/);
  });

  it('refuses an entry that is not an address or CIDR, naming it', () => {
    expect(() => testConfig(dir, {TRUST_PROXY: '10.0.0.0/8, proxy.local'})).toThrow(
      /^TRUST_PROXY must be off, .* not understood: proxy\.local\.$/,
    );
  });

  it.each([
    ['the proxy address', '127.0.0.1'],
    ['a hop count', '1'],
  ])('with %s trusted, a forged left-most X-Forwarded-For still meets 429', async (_what, trust) => {
    await start({TRUST_PROXY: trust, ENQUIRY_RATE_LIMIT: '3'});
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // What the proxy forwards: the client's forged header, then the address it saw (198.51.100.9).
      const response = await postJson(validEnquiry(), {'x-forwarded-for': `203.0.113.${i}, 198.51.100.9`});
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    // Another visitor behind the same proxy is not affected.
    expect((await postJson(validEnquiry(), {'x-forwarded-for': '198.51.100.10'})).status).toBe(201);
  });
});

describe('posts from another site', () => {
  it('stores a cross-site form post flagged, and notifies it marked possible spam', async () => {
    await start();
    const response = await postForm(formBody().toString(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(201);
    expect(rows('SELECT spam, spam_reason FROM enquiries')).toEqual([{spam: 1, spam_reason: 'cross-site'}]);
    await waitFor(() => smtp.messages.length === 1, 5000, 'the e-mail');
    expect(smtp.messages[0]!.raw).toMatch(/^Subject: Possible spam \(cross-site\): /m);
  });

  it('treats a post with only Sec-Fetch-Site: cross-site, or Origin: null, the same way', async () => {
    await start();
    expect((await postJson(validEnquiry(), {'sec-fetch-site': 'cross-site'})).status).toBe(201);
    expect((await postForm(formBody().toString(), {origin: 'null'})).status).toBe(201);
    expect(rows('SELECT spam_reason FROM enquiries')).toEqual([
      {spam_reason: 'cross-site'},
      {spam_reason: 'cross-site'},
    ]);
  });

  it('accepts same-origin JSON and the no-JavaScript form post, and notifies them', async () => {
    await start();
    const {host} = new URL(base);
    const json = await postJson(validEnquiry(), {origin: base, 'sec-fetch-site': 'same-origin'});
    expect(json.status).toBe(201);
    const form = await postForm(formBody().toString(), {origin: `http://${host}`, 'sec-fetch-site': 'same-origin'});
    expect(form.status).toBe(201);
    expect(rows('SELECT spam FROM enquiries')).toEqual([{spam: 0}, {spam: 0}]);
    await waitFor(() => smtp.messages.length === 2, 5000, 'two e-mails');
  });

  it('accepts the site as a trusted proxy forwards it (X-Forwarded-Host), and configured origins', async () => {
    await start({TRUST_PROXY: '127.0.0.1', ALLOWED_ORIGINS: 'https://www.harbourline.example'});
    const proxied = await postJson(validEnquiry(), {
      origin: 'https://harbourline.example',
      'x-forwarded-host': 'harbourline.example',
      'x-forwarded-proto': 'https',
    });
    expect(proxied.status).toBe(201);
    const listed = await postJson(validEnquiry(), {origin: 'https://www.harbourline.example'});
    expect(listed.status).toBe(201);
    const other = await postJson(validEnquiry(), {origin: 'https://harbourline.example.evil.example'});
    expect(other.status).toBe(201);
    expect(rows('SELECT spam_reason FROM enquiries')).toEqual([
      {spam_reason: null},
      {spam_reason: null},
      {spam_reason: 'cross-site'},
    ]);
  });
});

describe('control characters and invisible names', () => {
  it('refuses an escape sequence or a line break in the name, with a message naming the field', async () => {
    await start();
    for (const name of ['Alex\u001b]0;pwned\u0007', 'Alex\r\nBcc: someone@evil.example', 'Alex\u0000']) {
      const response = await postJson(validEnquiry({name}));
      expect(response.status).toBe(400);
      const {errors} = (await response.json()) as {errors: Record<string, string>};
      expect(errors.name).toMatch(/^Your name contains a control character/);
    }
    expect(rows('SELECT * FROM enquiries')).toEqual([]);
  });

  it('keeps new lines in the message, and refuses other control characters there', async () => {
    await start();
    expect((await postJson(validEnquiry({message: 'Line one\r\nLine two\n\tIndented'}))).status).toBe(201);
    const response = await postJson(validEnquiry({message: 'Hello\u001b[2J'}));
    expect(response.status).toBe(400);
    expect(((await response.json()) as {errors: Record<string, string>}).errors.message).toMatch(
      /^Anything else about the deal contains a control character/,
    );
  });

  it('shows the no-JavaScript form again with the message beside the field', async () => {
    await start();
    const response = await postForm(formBody({businessName: 'Example\u0007 Pty Ltd'}).toString());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Business name contains a control character');
  });

  it('refuses a name of only invisible characters as empty', async () => {
    await start();
    const response = await postJson(validEnquiry({name: '\u200b\u200c\u200d\u2060\ufeff '}));
    expect(response.status).toBe(400);
    expect(((await response.json()) as {errors: Record<string, string>}).errors.name).toBe('Enter your name.');
  });

  it('refuses a right-to-left override, and drops zero-width spaces and keeps NFC text', async () => {
    await start();
    const reversed = await postJson(validEnquiry({name: 'Alex \u202eneziti C'}));
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as {errors: Record<string, string>}).errors.name).toMatch(/direction of the text/);

    const decomposed = 'Rene\u0301e Zo\u0308e\u200b'; // e + combining acute, o + combining diaeresis, zero-width space
    expect((await postJson(validEnquiry({name: decomposed}))).status).toBe(201);
    const [row] = rows('SELECT data FROM enquiries');
    expect(JSON.parse(row!.data as string).name).toBe('Ren\u00e9e Z\u00f6e');
  });

  it('refuses a name that is not a string', async () => {
    await start();
    for (const name of [true, 42, {first: 'Alex'}]) {
      const response = await postJson(validEnquiry({name}));
      expect(response.status).toBe(400);
      expect(((await response.json()) as {errors: Record<string, string>}).errors.name).toBe(
        'Your name must be sent as text.',
      );
    }
    expect(rows('SELECT * FROM enquiries')).toEqual([]);
  });
});

describe('the honeypot', () => {
  it.each([
    ['sent twice in a form post', () => postForm(`${formBody()}&referrer_code=&referrer_code=spam`)],
    ['a JSON array', () => postJson(validEnquiry({referrer_code: ['', 'spam']}))],
    ['true', () => postJson(validEnquiry({referrer_code: true}))],
    ['an object', () => postJson(validEnquiry({referrer_code: {a: 1}}))],
    ['a number', () => postJson(validEnquiry({referrer_code: 0}))],
  ])('filled in as %s marks the enquiry as spam', async (_shape, send) => {
    await start();
    expect((await send()).status).toBe(201);
    expect(rows('SELECT spam, spam_reason FROM enquiries')).toEqual([{spam: 1, spam_reason: 'honeypot'}]);
    // Kept and passed on flagged: the broker decides.
    expect(rows('SELECT channel FROM outbox')).toEqual([{channel: 'email'}]);
  });

  it('left empty (as the form sends it) does not', async () => {
    await start();
    expect((await postForm(`${formBody()}&referrer_code=`)).status).toBe(201);
    expect((await postJson(validEnquiry({referrer_code: ''}))).status).toBe(201);
    expect(rows('SELECT spam FROM enquiries')).toEqual([{spam: 0}, {spam: 0}]);
  });
});

describe('crafted alias paths', () => {
  const securityHeaders = (headers: Headers) => ({
    csp: headers.get('content-security-policy')?.includes("frame-ancestors 'none'"),
    nosniff: headers.get('x-content-type-options'),
  });

  it.each([
    ['/case-studies/x%0d%0aSet-Cookie:%20pwn=1', 404, undefined],
    ['/case-studies/x%00', 404, undefined],
    ['/case-studies/%E4%B8%AD', 301, '/resources/case-studies/%E4%B8%AD'],
    ['/case-studies/a%20b?q=%0d%0a', 301, '/resources/case-studies/a%20b?q=%0d%0a'],
    ['/%E4', 400, undefined],
  ])('%s answers %i with the security headers and no cookie', async (url, status, location) => {
    await start();
    const response = await fetch(base + url, {redirect: 'manual'});
    expect(response.status).toBe(status);
    expect(response.headers.get('location') ?? undefined).toBe(location);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(securityHeaders(response.headers)).toEqual({csp: true, nosniff: 'nosniff'});
    const body = await response.text();
    expect(body).not.toMatch(/Invalid character|ERR_|FST_|stack|at \//);
  });

  it('answers a failure inside the API with the security headers and no internal detail', async () => {
    await start();
    await server!.database.pragma('query_only = ON'); // the database stops taking writes
    const response = await postJson(validEnquiry());
    expect(response.status).toBe(503);
    expect(securityHeaders(response.headers)).toEqual({csp: true, nosniff: 'nosniff'});
    const body = await response.text();
    expect(body).toContain('your enquiry was not saved');
    expect(body).not.toMatch(/SQLITE|readonly|query_only/i);
  });
});

describe('slow and idle connections', () => {
  const http = {requestTimeoutMs: 2000, keepAliveMs: 1000, maxConnections: 4};

  /** Opens a socket to the server; resolves when it is closed, with how long that took and what was answered. */
  function connect(onOpen: (socket: net.Socket) => void = () => {}) {
    const {port} = new URL(base);
    const started = Date.now();
    const socket = net.connect(Number(port), '127.0.0.1', () => onOpen(socket));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<{ms: number; received: string}>((resolve) =>
      socket.on('close', () => resolve({ms: Date.now() - started, received})),
    );
    return {socket, closed};
  }

  it('closes a connection that sends nothing', async () => {
    await start({}, http);
    const {closed} = connect();
    const {ms} = await closed;
    expect(ms).toBeGreaterThanOrEqual(1500);
    expect(ms).toBeLessThan(5000);
  });

  it('closes a connection whose headers trickle in', async () => {
    await start({}, http);
    let timer: NodeJS.Timeout | undefined;
    const {closed} = connect((socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
    });
    const {ms, received} = await closed;
    clearInterval(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5000);
  });

  it('closes a request whose body trickles in', async () => {
    await start({}, http);
    let timer: NodeJS.Timeout | undefined;
    const {closed} = connect((socket) => {
      socket.write(
        'POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), 200);
    });
    const {ms} = await closed;
    clearInterval(timer);
    expect(ms).toBeLessThan(5000);
    expect(rows('SELECT * FROM enquiries')).toEqual([]);
  });

  it('closes an idle keep-alive connection after its keep-alive time', async () => {
    await start({}, {...http, requestTimeoutMs: 20_000});
    const {closed} = connect((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
    const {ms, received} = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200[^]*Keep-Alive: timeout=1\r\n/i);
    // 1 s, plus the second of grace Node gives a client it told "timeout=1"; well before the 20 s request timeout.
    expect(ms).toBeLessThan(4000);
  });

  it('holds at most its maximum of connections at once', async () => {
    await start({}, http);
    const open = Array.from({length: 4}, () => connect());
    await sleep(200);
    const extra = connect();
    const {ms} = await extra.closed;
    expect(ms).toBeLessThan(500);
    for (const {socket} of open) socket.destroy();
  });
});
