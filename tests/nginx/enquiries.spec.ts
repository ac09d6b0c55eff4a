/**
 * Enquiries through nginx: stored by the Node server behind it, and counted
 * per visitor by the rate limit (nginx passes the address that connected,
 * whatever X-Forwarded-For the visitor sends). Visitors are told apart by
 * connecting from different loopback addresses (127.0.0.2, 127.0.0.3...).
 */
import http from 'http';
import Database from 'better-sqlite3';
import {expect, test} from '@playwright/test';
import {validEnquiry as enquiry} from '../fixtures/enquiry';

const RATE_LIMIT = Number(process.env.E2E_RATE_LIMIT);

/** POST /api/enquiries through nginx from a given local address. */
function post(
  baseURL: string,
  from: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{status: number; body: string; headers: http.IncomingHttpHeaders}> {
  const url = new URL('/api/enquiries', baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers},
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({status: response.statusCode ?? 0, body: text, headers: response.headers}));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test.describe.configure({mode: 'serial'});

test('an enquiry posted through nginx is answered 201 and stored by the server behind it', async ({baseURL}) => {
  const response = await post(baseURL!, '127.0.0.2', JSON.stringify(enquiry()));
  expect(response.status, response.body).toBe(201);
  const {reference} = JSON.parse(response.body) as {reference: string};
  expect(reference).toMatch(/^HCF-/);

  const db = new Database(process.env.E2E_DATABASE_PATH!, {readonly: true});
  try {
    const row = db.prepare('SELECT reference FROM enquiries WHERE reference = ?').get(reference);
    expect(row).toEqual({reference});
  } finally {
    db.close();
  }
});

test('both health checks reach the server behind nginx', async ({request}) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  // The server under test sends no notifications: the second check says so, from the server, not nginx's 404.
  const notifications = await request.get('/healthz/notifications');
  expect(await notifications.json()).toEqual({status: 'failing', problem: 'notifications are off'});
});

test('the rate limit counts each visitor by the address nginx saw, not a forged X-Forwarded-For', async ({baseURL}) => {
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMIT; i += 1) {
    const forged = {'x-forwarded-for': `203.0.113.${i + 1}`};
    statuses.push((await post(baseURL!, '127.0.0.3', JSON.stringify(enquiry()), forged)).status);
  }
  expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(201));
  expect(statuses[RATE_LIMIT]).toBe(429);

  // Another visitor is not held back by the first one's limit.
  expect((await post(baseURL!, '127.0.0.4', JSON.stringify(enquiry()))).status).toBe(201);
});

test('nginx refuses a request body over the API limit, as the server does, with the security headers', async ({
  baseURL,
}) => {
  const oversized = JSON.stringify({...enquiry(), message: 'x'.repeat(40 * 1024)});
  const refused = await post(baseURL!, '127.0.0.5', oversized);
  expect(refused.status).toBe(413);
  expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
  expect(refused.headers['x-content-type-options']).toBe('nosniff');
});

test('the server’s own answers through nginx carry each security header once', async ({baseURL}) => {
  const stored = await post(baseURL!, '127.0.0.6', JSON.stringify(enquiry()));
  expect(stored.status).toBe(201);
  // Node joins a repeated header with ", ": one copy from the server and one from nginx would show as two.
  expect(stored.headers['x-content-type-options']).toBe('nosniff');
  expect(stored.headers['content-security-policy']).not.toMatch(/, default-src/);
});
