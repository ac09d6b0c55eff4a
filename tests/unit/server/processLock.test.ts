/**
 * One server process per database, whatever path leads to the file: a real
 * server process runs on a database; a second server through the same path,
 * a symbolic link or a hard link is refused with one line, and there is no
 * lock file beside the database that someone could delete to get round it.
 * Once the first process is killed with SIGKILL (no shutdown code runs), a
 * new server starts on the same file straight away.
 */
import type {ChildProcess} from 'child_process';
import fs from 'fs';
import path from 'path';
import Database from 'better-sqlite3';
import {createServer} from '../../../server/server';
import {StartupError} from '../../../server/startupError';
import {removeDir, tempDir, testConfig, writeFixtureBuild} from './helpers';
import {killIfRunning, runServerSync, startServerProcess} from './serverProcess';

// Starts real server processes on a machine that may be busy.
jest.setTimeout(60_000);

let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = tempDir();
  writeFixtureBuild(dir);
});

afterEach(() => {
  killIfRunning(child);
  removeDir(dir);
});

function serverEnv(database: string): NodeJS.ProcessEnv {
  return {BUILD_DIR: path.join(dir, 'build'), DATABASE_PATH: database, NOTIFICATIONS: 'off'};
}

function refusal(database: string): unknown {
  try {
    void createServer(testConfig(dir, {DATABASE_PATH: database})).close();
  } catch (error) {
    return error;
  }
  return undefined;
}

it('refuses a second server through the same path, a symbolic link or a hard link, with no lock file to delete; a killed server does not block a restart', async () => {
  const database = path.join(dir, 'data', 'enquiries.db');
  const first = await startServerProcess(serverEnv(database));
  child = first.process;

  const symlink = path.join(dir, 'symlink.db');
  fs.symlinkSync(database, symlink);
  const hardLink = path.join(dir, 'hardlink.db');
  fs.linkSync(database, hardLink);
  for (const second of [database, symlink, hardLink]) {
    const error = refusal(second);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Another server process is using the database at [^\n]+$/);
  }

  // Started as the operator would: one line on stderr, exit status 1.
  const refused = runServerSync(serverEnv(hardLink));
  expect(refused.status).toBe(1);
  expect(refused.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^Cannot start: Another server process is using the database at .*hardlink\.db/),
  ]);

  // Nothing beside the database stands for the lock: only SQLite's own log and index.
  expect(fs.readdirSync(path.dirname(database)).sort()).toEqual([
    'enquiries.db',
    'enquiries.db-shm',
    'enquiries.db-wal',
  ]);
  // The lock leaves the database readable by the enquiries CLI.
  const reader = new Database(database, {readonly: true});
  expect(reader.prepare('SELECT count(*) AS n FROM enquiries').get()).toEqual({n: 0});
  reader.close();

  child.kill('SIGKILL');
  expect(await first.exited).toBe('SIGKILL');
  const restarted = createServer(testConfig(dir, {DATABASE_PATH: database}));
  await restarted.close();
});
