/**
 * An enquiry acknowledged with 201 is on disk: the test starts the real
 * server as its own process, sends an enquiry, kills the process with SIGKILL
 * the moment the 201 arrives (no shutdown code runs), then opens the
 * database file and finds the enquiry.
 */
import {spawn, type ChildProcess} from 'child_process';
import path from 'path';
import Database from 'better-sqlite3';
import {freePort, removeDir, tempDir, validEnquiry, writeFixtureBuild} from './helpers';

const root = path.resolve(__dirname, '../../..');
let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = tempDir();
  writeFixtureBuild(dir);
});

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  removeDir(dir);
});

it('keeps an enquiry answered with 201 when the server is killed with SIGKILL straight after', async () => {
  const port = await freePort();
  const database = path.join(dir, 'data', 'enquiries.db');
  child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: path.join(dir, 'build'),
      DATABASE_PATH: database,
      LOG_LEVEL: 'silent',
      NOTIFICATIONS: 'off',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child!.once('exit', (_code, signal) => resolve(signal)),
  );

  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 20_000) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const response = await fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(validEnquiry()),
  });
  const body = await response.text();
  child.kill('SIGKILL');
  expect(response.status).toBe(201);
  const {reference} = JSON.parse(body) as {reference: string};
  expect(await exited).toBe('SIGKILL');

  const db = new Database(database, {readonly: true});
  try {
    const row = db.prepare('SELECT reference, data FROM enquiries WHERE reference = ?').get(reference) as
      {reference: string; data: string} | undefined;
    expect(row?.reference).toBe(reference);
    expect(JSON.parse(row!.data)).toMatchObject({name: 'Alex Citizen', email: 'alex@example.com.au'});
  } finally {
    db.close();
  }
}, 30_000);
