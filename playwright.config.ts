/**
 * End-to-end tests against the production build, served by the site's own
 * server (server/index.ts) on 127.0.0.1, with a throwaway database in a
 * temporary folder (removed by tests/e2e/global-teardown.ts) and notification
 * off. Chromium comes from CHROMIUM_PATH (default: Debian's
 * /usr/bin/chromium); where neither exists, Playwright's own browser is used.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {defineConfig, devices} from '@playwright/test';
import {launchOptions} from './tests/browser';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Made once by the main process; the test workers inherit the variable and reuse it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 30_000,
  // CI runs two workers on two cores beside the server: give assertions room under load.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of a failure's retry only: recording every test to throw the trace away costs a green run time.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
      testIgnore: /\.mobile\.spec\.ts$/,
      // Tests of the phone layout (`phoneLayout` in tests/e2e/fixtures.ts) run in the mobile project only.
      grepInvert: /@phone-only/,
    },
    {
      name: 'mobile',
      use: {...devices['Pixel 7'], viewport: {width: 375, height: 740}, launchOptions},
      testMatch: /\.(mobile|both)\.spec\.ts$/,
      // Tests the same at every width, or of the desktop layout (`sameAtEveryWidth`, `desktopLayout` in
      // tests/e2e/fixtures.ts), run in the desktop project only.
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, 'enquiries.db'),
      NOTIFICATIONS: 'off',
      ENQUIRY_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
    // Never another server found on the port (a writer's `npm run dev` answers /healthz too): the tests would
    // pass or fail against it, and write their enquiries into its database. Playwright stops with the port named.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
