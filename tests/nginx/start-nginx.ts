/**
 * Started by playwright.nginx.config.ts: writes the nginx configuration with
 * `npm run deploy-config` (the same command an owner runs) into a temporary
 * folder and runs nginx in the foreground, so Playwright can stop it.
 */
import {spawn, spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const [listen, api] = process.argv.slice(2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-nginx-'));
const conf = path.join(dir, 'nginx.conf');
const generate = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/deploy-config.ts',
    'nginx',
    '--root',
    'build',
    '--listen',
    listen!,
    '--api',
    api!,
    '--out',
    conf,
    // Short in the tests (playwright.nginx.config.ts), so slow-client tests wait seconds, not the default 10.
    ...(process.env.E2E_NGINX_CLIENT_TIMEOUT ? ['--client-timeout', process.env.E2E_NGINX_CLIENT_TIMEOUT] : []),
  ],
  {stdio: 'inherit'},
);
if (generate.status !== 0) process.exit(generate.status ?? 1);

// Started as root, nginx runs its workers as an unprivileged user (nobody), which cannot read a
// build inside a private folder (a clone under a 0700 home). The test's nginx runs them as the invoking root
// instead; the generated configuration, which production uses, is unchanged.
const globalDirectives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
const nginx = spawn(process.env.NGINX_PATH ?? 'nginx', ['-c', conf, '-p', dir, '-g', globalDirectives], {
  stdio: 'inherit',
});
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => {
  fs.rmSync(dir, {recursive: true, force: true});
  process.exit(code ?? 0);
});
