/**
 * The real thing behind stalledDatabase.test.ts's stand-in: the file system
 * holding DATABASE_PATH frozen with fsfreeze (as a snapshot backup does),
 * under the real server process. Writes to a frozen file system wait in the
 * kernel until it thaws, so the server's commit blocks on its database
 * worker's thread; /healthz and other enquiries must still answer 503 at
 * once, and after the thaw nothing is lost and a resend stores it once.
 *
 * It stays a server process of its own, on the production deadlines: SQLite
 * maps its -shm file, and a thread faulting on a frozen mapping stalls its
 * whole process (ps and /proc readers too), so inside Jest the thaw would
 * never run (tried: it hung the test, and the machine's process listings,
 * until thawed by hand).
 *
 * It needs root and a loop device (a small ext4 image mounted for the test);
 * elsewhere (CI without loop devices) it is skipped with the reason printed.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import {NOT_IN_TIME} from '../../../server/storage/databaseWorker';
import {readRows, removeDir, sleep, tempDir, validEnquiry, writeFixtureBuild} from './helpers';
import {killIfRunning, startServerProcess, type ServerProcess} from './serverProcess';

jest.setTimeout(60_000);

const dir = tempDir();
const mountPoint = path.join(dir, 'mnt');

/** Runs a system command; undefined when it worked, else what went wrong. */
function run(command: string, ...args: string[]): string | undefined {
  const result = spawnSync(command, args, {encoding: 'utf8', timeout: 20_000});
  if (result.status === 0) return undefined;
  return `${command} ${args[0] ?? ''}: ${(result.error?.message ?? result.stderr).trim() || `status ${result.status}`}`;
}

/** Mounts a small ext4 image at mountPoint; undefined when it worked, else why this machine cannot. */
function mountScratch(): string | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return 'needs root on Linux (mount, fsfreeze)';
  const image = path.join(dir, 'disk.img');
  fs.writeFileSync(image, '');
  fs.truncateSync(image, 32 * 1024 * 1024);
  fs.mkdirSync(mountPoint);
  const problem = run('mkfs.ext4', '-q', '-F', image) ?? run('mount', '-o', 'loop', image, mountPoint);
  if (problem) return problem;
  mounted = true;
  return run('fsfreeze', '--freeze', mountPoint) ?? run('fsfreeze', '--unfreeze', mountPoint);
}

let mounted = false;

const cannot = mountScratch();
if (cannot) console.warn(`Skipped the frozen-disk test: ${cannot}`);

let server: ServerProcess | undefined;
let frozen = false;

const thaw = () => {
  if (frozen) run('fsfreeze', '--unfreeze', mountPoint);
  frozen = false;
};

afterAll(async () => {
  // Thawed first: a process writing to a frozen file system cannot even be killed until it thaws.
  thaw();
  if (server) {
    killIfRunning(server.process);
    await server.exited;
  }
  const stuck = mounted ? run('umount', mountPoint) : undefined;
  // Never delete through a mount that is still there.
  if (stuck) console.warn(`Left ${dir} in place: ${stuck}`);
  else removeDir(dir);
});

/** Asks /healthz until it answers 200. */
async function healthyAgain(base: string, timeoutMs = 10_000): Promise<void> {
  const since = Date.now();
  while ((await fetch(`${base}/healthz`)).status !== 200) {
    if (Date.now() - since > timeoutMs) throw new Error('/healthz did not answer 200 again');
    await sleep(50);
  }
}

(cannot ? it.skip : it)(
  'answers /healthz and other enquiries 503 at once while the database disk is frozen, and loses nothing after the thaw',
  async () => {
    writeFixtureBuild(dir);
    const database = path.join(mountPoint, 'data', 'enquiries.db');
    server = await startServerProcess({
      BUILD_DIR: path.join(dir, 'build'),
      DATABASE_PATH: database,
      NOTIFICATIONS: 'off',
      // The image is 32 MB, under the default 100 MB that /healthz calls a full disk.
      HEALTH_MIN_FREE_MB: '1',
      // Six posts from one address: more than the default limit allows.
      ENQUIRY_RATE_LIMIT: '100',
    });
    const {base} = server;
    const post = (key: string, timeoutMs: number) =>
      fetch(`${base}/api/enquiries`, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'idempotency-key': key},
        body: JSON.stringify(validEnquiry()),
        signal: AbortSignal.timeout(timeoutMs),
      });
    expect((await post('before-the-freeze-key-01', 10_000)).status).toBe(201);

    let blocked: Response;
    try {
      expect(run('fsfreeze', '--freeze', mountPoint)).toBeUndefined();
      frozen = true;
      const blockedSent = post('during-the-freeze-key-1', 20_000);
      blockedSent.catch(() => undefined);
      // Time for the request to reach the server and start its commit.
      await sleep(500);

      const health = await fetch(`${base}/healthz`, {signal: AbortSignal.timeout(2500)});
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({status: 'unavailable', problem: NOT_IN_TIME});
      const later = await post('during-the-freeze-key-2', 6000);
      expect(later.status).toBe(503);
      blocked = await blockedSent;
      expect(blocked.status).toBe(503);
    } finally {
      thaw();
    }

    await healthyAgain(base);
    // Told 503; its commit landed after the thaw or not at all: a resend with its key stores it once either way.
    const resent = await post('during-the-freeze-key-1', 10_000);
    expect(resent.status).toBe(201);
    expect((await post('during-the-freeze-key-2', 10_000)).status).toBe(201);
    expect((await post('during-the-freeze-key-1', 10_000)).status).toBe(201);
    expect(readRows(database, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 3}]);
  },
);
