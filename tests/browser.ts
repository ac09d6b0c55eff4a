/**
 * The browser the Playwright configurations and the screenshots launch, with
 * the flags the audit scripts use too. Tests prefer Debian's
 * chromium-headless-shell (HEADLESS_SHELL_PATH): the same Chromium release's
 * old headless mode, which Playwright itself runs for headless tests; on this
 * two-core machine it opens a context and loads a page in about half the time
 * of the full browser (about 0.8 s against 1.6 s a page), which is most of
 * what a test costs. Without it, Chromium from CHROMIUM_PATH
 * (scripts/lib/chromium.mjs); without that, Playwright's own browser. The
 * speed audit keeps the full browser a visitor runs.
 */
import fs from 'fs';
import {chromiumFlags, chromiumPath} from '../scripts/lib/chromium.mjs';

const headlessShellPath = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const launchOptions = {
  executablePath: [headlessShellPath, chromiumPath].find((file) => fs.existsSync(file)),
  args: chromiumFlags,
};
