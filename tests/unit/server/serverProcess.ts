/**
 * The real server as a process of its own (`node --import tsx
 * server/index.ts`, as `npm run serve` starts it), for the tests that kill
 * it, start it twice on one database, or read what it prints at start-up.
 */
import {spawn, spawnSync, type ChildProcess, type SpawnOptions} from 'child_process';
import path from 'path';
import {freePort} from './helpers';

const root = path.resolve(__dirname, '../../..');
const ENTRY = ['--import', 'tsx', 'server/index.ts'];

/** The settings every test process gets, under `env`; `inherit: false` leaves out this process's own environment. */
function processEnv(env: NodeJS.ProcessEnv, inherit = true): NodeJS.ProcessEnv {
  return {...(inherit ? process.env : {}), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env};
}

/** Starts the server with `env` and returns at once (output ignored unless `options.stdio` says otherwise). */
export function spawnServer(env: NodeJS.ProcessEnv, options: SpawnOptions & {inherit?: boolean} = {}): ChildProcess {
  const {inherit, ...spawnOptions} = options;
  return spawn(process.execPath, ENTRY, {cwd: root, stdio: 'ignore', ...spawnOptions, env: processEnv(env, inherit)});
}

/** Runs the server with `env` until it exits, as an operator starting it by hand: its status and stderr. */
export function runServerSync(env: NodeJS.ProcessEnv, timeoutMs = 40_000) {
  return spawnSync(process.execPath, ENTRY, {cwd: root, env: processEnv(env), encoding: 'utf8', timeout: timeoutMs});
}

export interface ServerProcess {
  process: ChildProcess;
  port: number;
  base: string;
  /** The signal that ended it (null when it exited by itself). */
  exited: Promise<NodeJS.Signals | null>;
}

/** Starts the server on a free port (or `env.PORT`) and resolves once its /healthz answers 200. */
export async function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 40_000): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawnServer({...env, PORT: String(port)});
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const base = `http://127.0.0.1:${port}`;
  const since = Date.now();
  // Waiting for another process to come up: no clock to inject, so ask until it answers.
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('The server exited while starting');
    if (Date.now() - since > timeoutMs) {
      // The caller never gets the process to stop: stop it here.
      child.kill('SIGKILL');
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {process: child, port, base, exited};
}

/** Kills a server process left running by a failed test. */
export function killIfRunning(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
