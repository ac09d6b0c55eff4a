/**
 * The browser both Playwright configurations launch: Chromium from
 * CHROMIUM_PATH (default Debian's /usr/bin/chromium), or Playwright's own
 * where that file does not exist, with the flags a root user in CI needs.
 */
import fs from 'fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchOptions = {
  executablePath: fs.existsSync(chromiumPath) ? chromiumPath : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};
