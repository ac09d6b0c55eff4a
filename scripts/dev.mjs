#!/usr/bin/env node
/**
 * `npm run dev`: the Docusaurus development server with live reload on
 * http://127.0.0.1:3000 (DEV_PORT), and the site's Node server for the API
 * on the next port, 127.0.0.1:3001 (DEV_API_PORT). The dev-server plugin passes /api/*
 * from the first to the second. Ctrl+C stops both; if either stops, so does
 * the other. Extra arguments go to `docusaurus start`; its --port sets DEV_PORT. A saved fact restarts
 * the first (see the end of this file).
 *
 * The dev server keeps its generated files in .docusaurus-dev (Docusaurus reads
 * DOCUSAURUS_GENERATED_FILES_DIR_NAME), not .docusaurus where `npm run build`
 * writes its own, so a production build run meanwhile cannot break it.
 */
import {spawn} from 'child_process';
import {watch} from 'fs';
import {parseArgs} from 'util';

// `npm run dev -- --port 3990`, Docusaurus's own flag, moves both servers as DEV_PORT does: read here, the API's port
// follows it (a writer's trial: the site moved and the API stayed on 3001, or stopped everything when 3001 was busy).
const {port: portArgument} = parseArgs({
  args: process.argv.slice(2),
  options: {port: {type: 'string', short: 'p'}},
  strict: false,
  allowPositionals: true,
}).values;
const devPort = (typeof portArgument === 'string' && portArgument) || process.env.DEV_PORT || '3000';
if (!/^\d{1,5}$/.test(devPort)) {
  console.error(`[dev] The port must be a number, such as 3000 (given "${devPort}").`);
  process.exit(1);
}
// The next port unless told: a writer who moves the site off a busy 3000 need not know of the second (a writer's trial).
const apiPort = process.env.DEV_API_PORT ?? String(Number(devPort) + 1);
const apiTarget = `http://127.0.0.1:${apiPort}`;
/** Kept apart from the build's .docusaurus, so `npm run build` can run while this server does. */
const devGeneratedFilesDir = '.docusaurus-dev';

const api = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  // Docusaurus serves the pages in development: this server answers the API only.
  env: {...process.env, HOST: '127.0.0.1', PORT: apiPort, SERVE_SITE: 'off'},
});
let site;
let restarting = false;
function startSite() {
  site = spawn(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      devPort,
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {...process.env, API_PROXY_TARGET: apiTarget, DOCUSAURUS_GENERATED_FILES_DIR_NAME: devGeneratedFilesDir},
    },
  );
  site.on('exit', (code) => {
    if (!restarting) return stopAll(code ?? 0);
    restarting = false;
    startSite();
  });
}
startSite();

let stopping = false;
let factWatcher;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // The watcher would keep this process, and the writer's terminal, waiting after both servers stop.
  factWatcher?.close();
  for (const child of [api, site]) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
api.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/*
 * The facts register is read once, as the site's config loads (src/plugins/remark-facts puts each fact into the
 * pages as they compile), so Docusaurus's live reload never showed a changed fact: a writer's trial saw the old cash
 * rate for minutes. A save under src/facts restarts the site's server instead, and the writer reloads the page once
 * it has compiled (an open page does not reload by itself).
 */
let factSaved;
factWatcher = watch('src/facts', {recursive: true}, () => {
  clearTimeout(factSaved);
  factSaved = setTimeout(() => {
    if (stopping || restarting) return;
    console.log(
      '\n[dev] A fact changed in src/facts: restarting the preview so every page shows it.\n      Reload the page once this says "compiled successfully" again.\n',
    );
    restarting = true;
    site.kill('SIGTERM');
  }, 500);
});
