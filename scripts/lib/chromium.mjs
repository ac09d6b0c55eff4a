/**
 * The Chromium every script and test here launches: CHROMIUM_PATH (default
 * Debian's /usr/bin/chromium), with the flags it needs to run as root in CI
 * without a display and without reaching out to the network on its own
 * (background updates, sync, first-run pages), which would add work and
 * requests to every measured load.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
