/**
 * The browser both Playwright configurations launch: Chromium from
 * CHROMIUM_PATH (scripts/lib/chromium.mjs), or Playwright's own where that
 * file does not exist, with the flags the audit scripts use too.
 */
import fs from 'fs';
import {chromiumFlags, chromiumPath} from '../scripts/lib/chromium.mjs';

export const launchOptions = {
  executablePath: fs.existsSync(chromiumPath) ? chromiumPath : undefined,
  args: chromiumFlags,
};
