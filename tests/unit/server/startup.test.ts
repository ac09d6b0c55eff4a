/**
 * Broken states are refused at start-up with one clear line, not found later
 * by visitors: no site build, a database the server cannot write, a damaged
 * database, bad settings. /healthz checks the database takes a write and the
 * disk has room. Files holding enquiries are private to their owner.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {run} from '../../../server/cli/enquiries';
import {createServer, type Server} from '../../../server/server';
import {StartupError} from '../../../server/startupError';
import {openDatabase} from '../../../server/storage/database';
import {createEnquiryStore} from '../../../server/storage/enquiryStore';
import {validateEnquiry} from '../../../src/enquiry/schema';
import {freePort, removeDir, tempDir, testConfig, validEnquiry, writeFixtureBuild} from './helpers';
import {spawnServer} from './serverProcess';

const root = path.resolve(__dirname, '../../..');
let dir: string;
let server: Server | undefined;

beforeEach(() => {
  dir = tempDir();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  removeDir(dir);
});

/** Runs `node server/index.ts` with `env` until it exits (it must, within 20 s); returns its exit code and stderr. */
async function runServer(env: Record<string, string>, options: {uid?: number; gid?: number} = {}) {
  const child = spawnServer(
    {
      PATH: process.env.PATH,
      HOME: os.tmpdir(),
      PORT: String(await freePort()),
      BUILD_DIR: path.join(dir, 'build'),
      DATABASE_PATH: path.join(dir, 'data', 'enquiries.db'),
      ...env,
    },
    {inherit: false, stdio: ['ignore', 'ignore', 'pipe'], ...options},
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return {code, lines: stderr.trim().split('\n')};
}

/** Whether uid 65534 can run Node and read the server's entry file from this checkout. */
function nobodyCanRunTheServer(): boolean {
  const probe = spawnSync(
    process.execPath,
    ['-e', `require('fs').accessSync(${JSON.stringify(path.join(root, 'server', 'index.ts'))})`],
    {uid: 65534, gid: 65534, stdio: 'ignore'},
  );
  return probe.status === 0;
}

const enquiry = () => {
  const result = validateEnquiry(validEnquiry());
  if (!result.ok) throw new Error('invalid fixture');
  return result.enquiry;
};

describe('start-up refuses', () => {
  it('a missing build, with one line and no stack trace', async () => {
    expect(() => createServer(testConfig(dir))).toThrow(StartupError);
    const {code, lines} = await runServer({});
    expect(code).toBe(1);
    expect(lines).toEqual([
      `Cannot start: There is no site build in ${path.join(dir, 'build')} (no index.html): run \`npm run build\`, or set BUILD_DIR to the build's folder.`,
    ]);
  }, 30_000);

  it('an empty build folder', () => {
    fs.mkdirSync(path.join(dir, 'build'));
    expect(() => createServer(testConfig(dir))).toThrow(/There is no site build/);
  });

  it('but starts without a build when asked to serve the API only (npm run dev)', async () => {
    server = createServer(testConfig(dir, {SERVE_SITE: 'off'}));
    await server.start();
    expect((await server.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('a database the server cannot write', async () => {
    writeFixtureBuild(dir);
    const file = path.join(dir, 'data', 'enquiries.db');
    openDatabase(file).close();
    let options: {uid?: number; gid?: number} = {};
    // The folder is the server's, the file is not: SQLite opens it read-only, and every enquiry would fail.
    if (process.getuid?.() === 0) {
      // Where "nobody" cannot run Node or read the repository (a clone under /root, Node under a home folder),
      // this machine cannot show the case; the non-root branch below covers it on a developer's machine.
      if (!nobodyCanRunTheServer()) return;
      // root can write anything: run the server as "nobody", who owns the folder but can only read the file.
      fs.chmodSync(dir, 0o755);
      fs.chownSync(path.join(dir, 'data'), 65534, 65534);
      fs.chmodSync(file, 0o644);
      for (const f of walk(path.join(dir, 'build'))) fs.chmodSync(f, fs.statSync(f).isDirectory() ? 0o755 : 0o644);
      options = {uid: 65534, gid: 65534};
    } else {
      fs.chmodSync(file, 0o444);
    }
    const {code, lines} = await runServer({}, options);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `Cannot start: The database at ${file} cannot be written (SQLITE_READONLY): check that the server's user owns the file and its folder.`,
    ]);
  }, 30_000);

  it('a damaged database (PRAGMA quick_check fails)', () => {
    writeFixtureBuild(dir);
    const file = path.join(dir, 'data', 'enquiries.db');
    const db = openDatabase(file);
    const store = createEnquiryStore(db);
    for (let i = 0; i < 30; i += 1) store.save({enquiry: enquiry(), source: 'json'}, []);
    const {rootpage} = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'enquiries'").get() as {
      rootpage: number;
    };
    const pageSize = db.pragma('page_size', {simple: true}) as number;
    db.close();
    // Scramble the header of a page of the enquiries table, as a bad disk block would.
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(200, 0xff), 0, 200, rootpage * pageSize + 8);
    fs.closeSync(fd);
    expect(() => createServer(testConfig(dir))).toThrow(
      `The database at ${file} is damaged (PRAGMA quick_check failed): stop the server and restore it from a backup (docs-dev/OPERATIONS.md, "Restoring a backup").`,
    );
  });

  it('a file that is not a database at all, or whose header is broken: damaged, not a permissions problem', () => {
    writeFixtureBuild(dir);
    const file = path.join(dir, 'data', 'enquiries.db');
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, Buffer.alloc(8192, 0x5a));
    expect(() => createServer(testConfig(dir))).toThrow(
      `The database at ${file} is damaged (SQLITE_NOTADB): stop the server and restore it from a backup (docs-dev/OPERATIONS.md, "Restoring a backup").`,
    );
  });

  it('bad settings, with one line per problem and no stack trace', async () => {
    writeFixtureBuild(dir);
    const {code, lines} = await runServer({
      TRUST_PROXY: 'true',
      PORT: 'eighty',
      ENQUIRY_MIN_FILL_SECONDS: '-1',
      NOTIFICATIONS: 'on',
      SMTP_HOST: 'mail.example',
      SMTP_PASS: 'must-not-be-printed',
    });
    expect(code).toBe(1);
    // In the order server/config/settings.ts lists the settings.
    expect(lines).toEqual([
      'Setting problem: PORT must be a whole number.',
      expect.stringMatching(/^Setting problem: TRUST_PROXY=true is refused: /),
      'Setting problem: ENQUIRY_MIN_FILL_SECONDS must be between 0 and 3600 seconds.',
    ]);
    expect(lines.join('\n')).not.toContain('must-not-be-printed');
  }, 30_000);
});

function* walk(folder: string): Generator<string> {
  yield folder;
  for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

describe('GET /healthz', () => {
  beforeEach(() => writeFixtureBuild(dir));

  it('answers 503 when the database stops taking writes', async () => {
    server = createServer(testConfig(dir));
    await server.start();
    expect((await server.app.inject('/healthz')).json()).toEqual({status: 'ok'});
    await server.database.pragma('query_only = ON');
    const response = await server.app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({status: 'unavailable', problem: 'database not writable'});
  });

  it('answers 503 "disk full" when the disk has less free space than HEALTH_MIN_FREE_MB', async () => {
    server = createServer(testConfig(dir, {HEALTH_MIN_FREE_MB: '1000000000'})); // a petabyte
    await server.start();
    const response = await server.app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({status: 'unavailable', problem: 'disk full'});
  });
});

describe('behind a proxy', () => {
  beforeEach(() => writeFixtureBuild(dir));

  it('says once, with what to set, when requests carry X-Forwarded-For and TRUST_PROXY is not set', async () => {
    const forwarded = {url: '/healthz', headers: {'x-forwarded-for': '203.0.113.7'}};
    server = createServer(testConfig(dir));
    await server.start();
    const warn = jest.spyOn(server.app.log, 'warn');
    await server.app.inject('/healthz');
    expect(warn).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i += 1) await server.app.inject(forwarded);
    expect(warn.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^a request came with X-Forwarded-For but TRUST_PROXY is not set: .*TRUST_PROXY=127\.0\.0\.1/,
        ),
      ],
    ]);
    await server.close();

    server = createServer(testConfig(dir, {TRUST_PROXY: '127.0.0.1'}));
    await server.start();
    const trusted = jest.spyOn(server.app.log, 'warn');
    await server.app.inject(forwarded);
    expect(trusted).not.toHaveBeenCalled();
  });
});

describe('file permissions', () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('creates the database 0600 in a 0700 folder, and its WAL files 0600', async () => {
    writeFixtureBuild(dir);
    server = createServer(testConfig(dir));
    await server.start();
    expect((await server.app.inject({method: 'POST', url: '/api/enquiries', payload: validEnquiry()})).statusCode).toBe(
      201,
    );
    const data = path.join(dir, 'data');
    expect(mode(data)).toBe(0o700);
    for (const name of ['enquiries.db', 'enquiries.db-wal', 'enquiries.db-shm']) {
      expect([name, mode(path.join(data, name))]).toEqual([name, 0o600]);
    }
  });

  it('writes the CSV export 0600, even over an existing readable file', () => {
    const file = path.join(dir, 'enquiries.db');
    const db = openDatabase(file);
    createEnquiryStore(db).save({enquiry: enquiry(), source: 'json'}, []);
    db.close();
    const out = path.join(dir, 'export.csv');
    fs.writeFileSync(out, 'old', {mode: 0o644});
    fs.chmodSync(out, 0o644);
    expect(run(['export', '--out', out], {DATABASE_PATH: file}, () => {})).toBe(0);
    expect(mode(out)).toBe(0o600);
    expect(fs.readFileSync(out, 'utf8')).toContain('Alex Citizen');
  });
});
