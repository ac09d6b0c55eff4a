/**
 * Started by playwright.nginx.config.ts: writes the nginx configuration with
 * `npm run deploy-config` (the same command an owner runs) into a temporary
 * folder and runs nginx in the foreground, so Playwright can stop it. Given a
 * third address, it serves HTTPS on the first, with a certificate made for the
 * test, and redirects plain HTTP on the third to it.
 */
import {spawn, spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const [listen, api, httpListen] = process.argv.slice(2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-nginx-'));
const conf = path.join(dir, 'nginx.conf');

/** A self-signed certificate for 127.0.0.1 (openssl, as Debian has it), passed as the owner passes a real one. */
function selfSignedCertificateArgs(): string[] {
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
    ],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  if (made.status !== 0) throw new Error('openssl could not make a test certificate (Debian: apt-get install openssl)');
  return ['--tls-cert', cert, '--tls-key', key, '--http', httpListen!];
}
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
    ...(httpListen ? selfSignedCertificateArgs() : []),
  ],
  {stdio: 'inherit'},
);
if (generate.status !== 0) process.exit(generate.status ?? 1);

// A certificate challenge waiting, where certbot's --webroot writes one (tests/nginx/https.spec.ts reads it).
const challenges = path.join(dir, 'nginx-state', 'acme', '.well-known', 'acme-challenge');
fs.mkdirSync(challenges, {recursive: true});
fs.writeFileSync(path.join(challenges, 'hcf-test'), 'hcf-test-token');

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
