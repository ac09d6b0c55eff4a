#!/usr/bin/env node
/**
 * `npm run test:nginx`: the hosting tests with nginx in front of the Node
 * server (playwright.nginx.config.ts). Needs nginx (Debian: nginx-light and
 * libnginx-mod-http-brotli-static; .ci/run installs them). On a laptop
 * without nginx it says so and skips; in CI a missing nginx fails.
 */
import {spawnSync} from 'child_process';

const nginx = process.env.NGINX_PATH ?? 'nginx';
const found = spawnSync(nginx, ['-v'], {stdio: 'ignore'}).status === 0;
if (!found) {
  const message = `nginx not found (${nginx}): install it (apt-get install nginx-light) or set NGINX_PATH.`;
  if (process.env.CI) {
    console.error(`test:nginx: ${message}`);
    process.exit(1);
  }
  console.warn(`test:nginx: skipped. ${message}`);
  process.exit(0);
}
const run = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'playwright.nginx.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
