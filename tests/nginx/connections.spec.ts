/**
 * Through the generated nginx configuration, on a port other than 80 or 443
 * (E2E_NGINX_PORT): a post from the site's own page is not taken for a post
 * from another site (nginx passes the host with its port), and one client
 * holding many slow connections does not shut other visitors out (nginx's
 * client timeout is short here: E2E_NGINX_CLIENT_TIMEOUT).
 */
import net from 'net';
import http from 'http';
import Database from 'better-sqlite3';
import {expect, test} from '@playwright/test';
import {validEnquiry} from '../fixtures/enquiry';

function stored(name: string): {spam_reason: string | null}[] {
  const db = new Database(process.env.E2E_DATABASE_PATH!, {readonly: true});
  try {
    return db.prepare("SELECT spam_reason FROM enquiries WHERE json_extract(data, '$.name') = ?").all(name) as {
      spam_reason: string | null;
    }[];
  } finally {
    db.close();
  }
}

test('runs on a port other than 80 or 443, where the Host header must keep its port', async ({baseURL}) => {
  expect(['', '80', '443']).not.toContain(new URL(baseURL!).port);
});

test('an enquiry sent from the site’s own page through nginx is not flagged as cross-site', async ({page}) => {
  await page.goto('/');
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/enquiries', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(body),
      });
      return response.status;
    },
    validEnquiry({name: 'Nina Nginxport'}),
  );
  expect(status).toBe(201);
  expect(stored('Nina Nginxport')).toEqual([{spam_reason: null}]);
});

/** nginx's client_header_timeout in these tests (playwright.nginx.config.ts sets it short). */
const CLIENT_TIMEOUT_MS = Number(process.env.E2E_NGINX_CLIENT_TIMEOUT) * 1000;
/** How late a timeout may fire on a loaded machine. */
const LATE_MS = 4000;

/** A connection from `from` that trickles a request: its headers (`headers`) or its body, a few bytes every `everyMs`. */
function trickle(port: number, from: string, part: 'headers' | 'body', everyMs = 1000) {
  const socket = net.connect({port, host: '127.0.0.1', localAddress: from});
  socket.on('error', () => {});
  const opened = Date.now();
  const answer = {text: ''};
  socket.on('data', (chunk: Buffer) => (answer.text += chunk.toString('latin1')));
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    if (part === 'headers') {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      timer = setInterval(() => socket.write('X-Slow: 1\r\n'), everyMs);
    } else {
      socket.write(
        'POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), everyMs);
    }
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - opened);
    }),
  );
  return {socket, closed, answer};
}

function request(baseURL: string, from: string, method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(path, baseURL),
      {
        method,
        localAddress: from,
        agent: false,
        headers: body ? {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)} : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test('one address trickling 80 requests does not shut out other visitors, and its slow headers are cut off', async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const port = Number(new URL(baseURL!).port);
  const attacker = [
    ...Array.from({length: 40}, () => trickle(port, '127.0.0.20', 'headers')),
    ...Array.from({length: 40}, () => trickle(port, '127.0.0.20', 'body')),
  ];
  await new Promise((resolve) => setTimeout(resolve, 1000));

  expect(await request(baseURL!, '127.0.0.21', 'GET', '/')).toBe(200);
  const body = JSON.stringify(validEnquiry({name: 'Vera Visitor'}));
  expect(await request(baseURL!, '127.0.0.22', 'POST', '/api/enquiries', body)).toBe(201);

  // nginx itself turns away that address's requests beyond its limit (limit_conn), at once.
  const turnedAway = attacker.slice(40).filter((a) => /^HTTP\/1\.1 429[^]*nginx/.test(a.answer.text));
  expect(turnedAway.length).toBeGreaterThanOrEqual(10);

  // Headers must arrive whole within nginx's client_header_timeout, however steadily they trickle.
  const headerTimes = await Promise.all(attacker.slice(0, 40).map((a) => a.closed));
  expect(Math.max(...headerTimes)).toBeLessThan(CLIENT_TIMEOUT_MS + LATE_MS);
  for (const {socket} of attacker) socket.destroy();
});

test('half-open connections from one address are closed at the header timeout, and that address is served meanwhile', async ({
  baseURL,
}) => {
  // limit_conn counts only connections whose headers have arrived, so these 300 are far past the
  // per-address limit of 20 and still held: the header timeout and worker_connections bound them.
  const port = Number(new URL(baseURL!).port);
  const halfOpen = Array.from({length: 300}, () => trickle(port, '127.0.0.1', 'headers', 500));
  await new Promise((resolve) => setTimeout(resolve, 500));

  expect(await request(baseURL!, '127.0.0.1', 'GET', '/about')).toBe(200);
  expect(await request(baseURL!, '127.0.0.1', 'GET', '/healthz')).toBe(200);

  const closedAfter = await Promise.all(halfOpen.map((a) => a.closed));
  // Trickling a header every half second does not keep a connection: each is cut at the timeout, not before.
  expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 500);
  expect(Math.max(...closedAfter)).toBeLessThan(CLIENT_TIMEOUT_MS + LATE_MS);
  // nginx sends a slow client nothing back, not even a 408: it only closes the connection.
  expect(halfOpen.map((a) => a.answer.text).filter(Boolean)).toEqual([]);
});
