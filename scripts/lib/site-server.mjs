/**
 * Starts the site's own server on a free port with a throwaway database and
 * notification off, for the scripts that measure the built site (bench,
 * audit). Resolves once /healthz answers; `stop()` ends it and removes the
 * database.
 */
import {spawn} from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startSiteServer(extraEnv = {}) {
  if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-measure-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: path.join(dir, 'enquiries.db'),
      NOTIFICATIONS: 'off',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, {recursive: true, force: true});
  };
  const started = Date.now();
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 30_000) {
      stop();
      throw new Error('The server did not start.');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {base, stop};
}
