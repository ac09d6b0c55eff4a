/**
 * A database that cannot take a write in time, against the real server on
 * 127.0.0.1 and a real SQLite file. The stand-in for a frozen or stalled
 * filesystem (fsfreeze needs a mount of its own) is another connection
 * holding the write lock, as a stalled commit or a long purge would: the
 * server's writes then wait inside SQLite, on the database worker's thread
 * (server/storage/databaseWorker.ts), and /healthz must answer 503 with the
 * reason at once rather than hang; an enquiry that cannot be stored in time
 * is answered 503, never 201, and once the lock goes nothing acknowledged is
 * lost and a resend stores it once.
 */
import type {ChildProcess} from 'child_process';
import path from 'path';
import Database from 'better-sqlite3';
import {createServer, type Server} from '../../../server/server';
import {NOT_IN_TIME} from '../../../server/storage/databaseWorker';
import {readRows, removeDir, sleep, tempDir, testConfig, validEnquiry, writeFixtureBuild} from './helpers';
import {killIfRunning, startServerProcess} from './serverProcess';

// The enquiry waits out SQLite's busy_timeout (5 s) on a machine that may be busy.
jest.setTimeout(30_000);

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

it('answers /healthz 503 with the reason while the database cannot take a write, and acknowledges no enquiry', async () => {
  server = createServer(testConfig(dir));
  const base = await server.start();
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({status: 'ok'});

  const holder = new Database(path.join(dir, 'data', 'enquiries.db'));
  holder.exec('BEGIN IMMEDIATE');
  // Well under the 5 s the server's own connection would wait for the lock.
  const health = await fetch(`${base}/healthz`, {signal: AbortSignal.timeout(4000)});
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

describe('an enquiry whose commit is blocked inside SQLite (the real server process)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => killIfRunning(child));

  it('leaves /healthz and other enquiries answering 503 at once, and loses nothing once the lock goes', async () => {
    const database = path.join(dir, 'data', 'enquiries.db');
    const running = await startServerProcess({
      BUILD_DIR: path.join(dir, 'build'),
      DATABASE_PATH: database,
      NOTIFICATIONS: 'off',
    });
    child = running.process;
    const post = (key: string, timeoutMs: number) =>
      fetch(`${running.base}/api/enquiries`, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'idempotency-key': key},
        body: JSON.stringify(validEnquiry()),
        signal: AbortSignal.timeout(timeoutMs),
      });
    const blockedKey = 'blocked-enquiry-key-0001';
    const laterKey = 'later-enquiry-key-000002';

    // Another connection holds the write lock: the server's commit waits in SQLite's busy handler (up to 5 s).
    const holder = new Database(database);
    holder.exec('BEGIN IMMEDIATE');
    let blocked: Response;
    try {
      const blockedSent = post(blockedKey, 20_000);
      // If an assertion below fails first, the server is killed under this request: not a second failure.
      blockedSent.catch(() => undefined);
      // Time for the request to reach the server and start its commit.
      await sleep(500);

      // Under SQLite's 5 s wait: a server whose request thread sits in the busy handler cannot answer in time.
      const health = await fetch(`${running.base}/healthz`, {signal: AbortSignal.timeout(2500)});
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({status: 'unavailable', problem: NOT_IN_TIME});

      const later = await post(laterKey, 4500);
      expect(later.status).toBe(503);
      expect(((await later.json()) as {error: string}).error).toContain('your enquiry was not saved');
      holder.exec('ROLLBACK');
      blocked = await blockedSent;
    } finally {
      if (holder.inTransaction) holder.exec('ROLLBACK');
      holder.close();
    }

    await healthyAgain(running.base);
    // Whatever the blocked enquiry was told, resending it (as the form does, same key) ends with it stored once.
    expect([201, 503]).toContain(blocked.status);
    const firstAnswer = (await blocked.json()) as {reference?: string};
    const resent = await post(blockedKey, 10_000);
    expect(resent.status).toBe(201);
    const {reference} = (await resent.json()) as {reference: string};
    if (blocked.status === 201) expect(reference).toBe(firstAnswer.reference);
    expect((await post(laterKey, 10_000)).status).toBe(201);
    expect((await post(blockedKey, 10_000)).status).toBe(201);
    expect(readRows(database, 'SELECT reference FROM enquiries ORDER BY id')).toEqual([
      {reference},
      {reference: expect.not.stringMatching(reference)},
    ]);
  });
});
