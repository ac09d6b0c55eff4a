#!/usr/bin/env node
/**
 * `npm run test:firefox`: the start-up script's checks in Firefox
 * (tests/firefox/), on the build. Needs Firefox ESR (Debian: firefox-esr;
 * .ci/run installs it) at FIREFOX_PATH (default /usr/bin/firefox-esr). On a
 * laptop without it, it says so and skips; in CI a missing Firefox fails.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import {skipOrFailWithout} from './lib/missingTool.mjs';

const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
if (!fs.existsSync(firefox)) {
  const message = `Firefox not found (${firefox}): install it (apt-get install firefox-esr) or set FIREFOX_PATH.`;
  skipOrFailWithout('test:firefox', message);
}
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', 'tests/firefox/'], {stdio: 'inherit'});
process.exit(run.status ?? 1);
