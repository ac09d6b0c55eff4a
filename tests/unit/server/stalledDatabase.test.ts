/**
 * A database that cannot take a write in time, against the real server on
 * 127.0.0.1 and a real SQLite file. The stand-in for a frozen or stalled
 * filesystem (fsfreeze needs a mount of its own: frozenDisk.test.ts) is
 * another connection holding the write lock, as a stalled commit or a long
 * purge would: the server's writes then wait inside SQLite's busy handler
 * (5 s), on the database worker's thread (server/storage/databaseWorker.ts),
 * and /healthz must answer 503 with the reason at once rather than hang; an
 * enquiry that cannot be stored in time is answered 503, never 201, and once
 * the lock goes nothing acknowledged is lost and a resend stores it once.
 *
 * The worker keeps real time, so the server gets short deadlines (production
 * waits 1 s for /healthz and 3 s for a request: server/config/index.ts);
 * every answer is still timed against the 5 s a blocked thread would wait.
 */
import path from 'path';
import Database from 'better-sqlite3';
import {createServer, type Server} from '../../../server/server';
import {NOT_IN_TIME} from '../../../server/storage/databaseWorker';
import {readRows, removeDir, sleep, tempDir, testConfig, timed, validEnquiry, writeFixtureBuild} from './helpers';

/** Well under SQLite's 5 s busy wait, long enough for a commit on a busy machine. */
const deadlines = {healthMs: 200, deadlineMs: 400, closeGraceMs: 1000};
/** An answer "at once": far under the 5 s a thread held in SQLite's busy handler would take. */
const AT_ONCE_MS = 2000;

let dir: string;
let server: Server | undefined;

beforeEach(() => {
  dir = tempDir();
  writeFixtureBuild(dir);
});

/** Asks /healthz until it answers 200: the write that waited on the lock finishes a moment after the lock goes. */
async function healthyAgain(base: string, timeoutMs = 10_000): Promise<void> {
  const since = Date.now();
  while ((await fetch(`${base}/healthz`)).status !== 200) {
    if (Date.now() - since > timeoutMs) throw new Error('/healthz did not answer 200 again');
    await sleep(50);
  }
}

afterEach(async () => {
  await server?.close();
  server = undefined;
  removeDir(dir);
});

const startServer = () => {
  server = createServer(testConfig(dir, {}, (config) => void (config.database = deadlines)));
  return server.start();
};

it('answers /healthz 503 with the reason while the database cannot take a write, and acknowledges no enquiry', async () => {
  const base = await startServer();
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({status: 'ok'});

  const holder = new Database(path.join(dir, 'data', 'enquiries.db'));
  holder.exec('BEGIN IMMEDIATE');
  const {response: health, ms} = await timed(fetch(`${base}/healthz`));
  expect(ms).toBeLessThan(AT_ONCE_MS);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({status: 'unavailable', problem: NOT_IN_TIME});

  const enquiry = await fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(validEnquiry()),
  });
  expect(enquiry.status).toBe(503);
  expect(((await enquiry.json()) as {error: string}).error).toContain('your enquiry was not saved');

  holder.exec('ROLLBACK');
  expect(holder.prepare('SELECT count(*) AS n FROM enquiries').get()).toEqual({n: 0});
  holder.close();
  await healthyAgain(base);
});

it('leaves /healthz and other enquiries answering 503 at once while a commit is blocked in SQLite, and loses nothing once the lock goes', async () => {
  const base = await startServer();
  const database = path.join(dir, 'data', 'enquiries.db');
  const post = (key: string) =>
    fetch(`${base}/api/enquiries`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'idempotency-key': key},
      body: JSON.stringify(validEnquiry()),
    });
  const blockedKey = 'blocked-enquiry-key-0001';
  const laterKey = 'later-enquiry-key-000002';

  // Another connection holds the write lock: the server's commit waits in SQLite's busy handler (up to 5 s).
  const holder = new Database(database);
  holder.exec('BEGIN IMMEDIATE');
  try {
    // Past its deadline, the blocked enquiry is told 503 while its commit still waits in SQLite.
    const blocked = await timed(post(blockedKey));
    expect(blocked.ms).toBeLessThan(AT_ONCE_MS);
    expect(blocked.response.status).toBe(503);
    expect(((await blocked.response.json()) as {error: string}).error).toContain('your enquiry was not saved');

    // The thread is still held: /healthz and the next enquiry are refused at once, not queued behind it.
    const health = await timed(fetch(`${base}/healthz`));
    expect(health.ms).toBeLessThan(AT_ONCE_MS);
    expect(health.response.status).toBe(503);
    expect(await health.response.json()).toEqual({status: 'unavailable', problem: NOT_IN_TIME});
    const later = await timed(post(laterKey));
    expect(later.ms).toBeLessThan(AT_ONCE_MS);
    expect(later.response.status).toBe(503);
    expect(((await later.response.json()) as {error: string}).error).toContain('your enquiry was not saved');
  } finally {
    holder.exec('ROLLBACK');
    holder.close();
  }

  await healthyAgain(base);
  // Told 503; its commit landed once the lock went (a commit past its deadline): a resend with its key stores it once.
  const resent = await post(blockedKey);
  expect(resent.status).toBe(201);
  const {reference} = (await resent.json()) as {reference: string};
  expect((await post(laterKey)).status).toBe(201);
  expect((await post(blockedKey)).status).toBe(201);
  expect(readRows(database, 'SELECT reference FROM enquiries ORDER BY id')).toEqual([
    {reference},
    {reference: expect.not.stringMatching(reference)},
  ]);
});
