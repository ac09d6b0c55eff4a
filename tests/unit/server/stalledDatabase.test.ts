/**
 * A database that cannot take a write in time, against the real server on
 * 127.0.0.1 and a real SQLite file. The stand-in for a frozen or stalled
 * filesystem (fsfreeze needs a mount of its own) is another connection
 * holding the write lock, as a stalled commit or a long purge would: the
 * health check's write then waits, off the request thread, and /healthz
 * must answer 503 with the reason at once rather than hang; an enquiry that
 * cannot be stored is answered 503, never 201, and is not in the database.
 */
import path from 'path';
import Database from 'better-sqlite3';
import {createServer, type Server} from '../../../server/server';
import {NOT_IN_TIME} from '../../../server/storage/writeProbe';
import {removeDir, tempDir, testConfig, validEnquiry, writeFixtureBuild} from './helpers';

// The enquiry waits out SQLite's busy_timeout (5 s) on a machine that may be busy.
jest.setTimeout(30_000);

let dir: string;
let server: Server | undefined;

beforeEach(() => {
  dir = tempDir();
  writeFixtureBuild(dir);
});

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
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({status: 'ok'});
});
