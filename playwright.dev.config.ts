/**
 * The preview writers use: `npm run dev` itself (scripts/dev.mjs, the
 * Docusaurus development server with the API behind its proxy), started as a
 * writer starts it, on --port (DEV_PORT here) and the port after it, with a throwaway database.
 * Run by `npm run test:dev` (part of `npm test`); the production build's tests
 * are in playwright.config.ts.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {defineConfig, devices} from '@playwright/test';
import {launchOptions} from './tests/browser';

// Not 3000: a writer's own `npm run dev` may be running there while she runs the tests.
const devPort = process.env.DEV_PORT ?? '3110';
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-e2e-dev-'));

export default defineConfig({
  testDir: 'tests/dev',
  // One server, one file under edit: the tests run in order in one worker.
  workers: 1,
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  // The first page compiles on demand; on a busy two-core machine that takes a while.
  timeout: 150_000,
  expect: {timeout: 30_000},
  use: {baseURL: `http://127.0.0.1:${devPort}`, trace: 'retain-on-failure', launchOptions},
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions}},
  ],
  webServer: {
    // Docusaurus's own --port, as a writer used to `docusaurus start` moves it: the API's port must follow it (the
    // quote form's test sends through it). DEV_PORT does the same through the environment.
    command: `node scripts/dev.mjs --no-open --port ${devPort}`,
    url: `http://127.0.0.1:${devPort}/`,
    env: {
      DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, 'enquiries.db'),
      NOTIFICATIONS: 'off',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
