/**
 * The routing, redirect, not-found, header, caching and enquiry tests again,
 * with nginx in front: nginx serves the build with the configuration that
 * `npm run deploy-config -- nginx` generates and passes /api and /healthz to
 * the site's Node server, which trusts nginx's address (TRUST_PROXY) so the
 * rate limit sees each visitor. `npm run test:nginx`; nginx from Debian's
 * `nginx-light` package (NGINX_PATH to use another). Needs a build.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {defineConfig, devices} from '@playwright/test';
import {launchOptions} from './tests/browser';

const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 3105);
const API_PORT = Number(process.env.E2E_NGINX_API_PORT ?? 3106);
/** The HTTPS configuration's two ports (tests/nginx/https.spec.ts): HTTPS, and plain HTTP redirected to it. */
const HTTPS_PORT = Number(process.env.E2E_NGINX_HTTPS_PORT ?? 3107);
const HTTP_REDIRECT_PORT = Number(process.env.E2E_NGINX_HTTP_REDIRECT_PORT ?? 3108);
process.env.E2E_NGINX_PLAIN_URL = `http://127.0.0.1:${NGINX_PORT}`;
process.env.E2E_NGINX_HTTPS_URL = `https://127.0.0.1:${HTTPS_PORT}`;
process.env.E2E_NGINX_HTTP_REDIRECT_URL = `http://127.0.0.1:${HTTP_REDIRECT_PORT}`;

process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-e2e-'));
/** Read by tests/nginx/enquiries.spec.ts to find what the server stored. */
process.env.E2E_DATABASE_PATH ??= path.join(process.env.E2E_DATA_DIR, 'enquiries.db');
/** nginx's slow-client timeout (headers, body, response) in seconds: short, so tests/nginx/connections.spec.ts waits little. */
process.env.E2E_NGINX_CLIENT_TIMEOUT ??= '3';
/** Enquiries one visitor may send; the nginx enquiry test runs into it on purpose. */
process.env.E2E_RATE_LIMIT ??= '4';

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/redirects.spec.ts', 'e2e/server.spec.ts', 'e2e/hosting.spec.ts', 'nginx/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${NGINX_PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'nginx',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/index.ts',
      url: `http://127.0.0.1:${API_PORT}/healthz`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(API_PORT),
        DATABASE_PATH: process.env.E2E_DATABASE_PATH,
        NOTIFICATIONS: 'off',
        TRUST_PROXY: '127.0.0.1',
        ENQUIRY_RATE_LIMIT: process.env.E2E_RATE_LIMIT,
        ENQUIRY_MIN_FILL_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx tests/nginx/start-nginx.ts 127.0.0.1:${NGINX_PORT} http://127.0.0.1:${API_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx tests/nginx/start-nginx.ts 127.0.0.1:${HTTPS_PORT} http://127.0.0.1:${API_PORT} 127.0.0.1:${HTTP_REDIRECT_PORT}`,
      url: `https://127.0.0.1:${HTTPS_PORT}/healthz`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
