#!/usr/bin/env node
/**
 * `npm run dev`: the Docusaurus development server with live reload on
 * http://127.0.0.1:3000 (DEV_PORT), and the site's Node server for the API
 * on the next port, 127.0.0.1:3001 (DEV_API_PORT). The dev-server plugin passes /api/*
 * from the first to the second. Ctrl+C stops both; if either stops, so does
 * the other. Extra arguments go to `docusaurus start`.
 *
 * The dev server keeps its generated files in .docusaurus-dev (Docusaurus reads
 * DOCUSAURUS_GENERATED_FILES_DIR_NAME), not .docusaurus where `npm run build`
 * writes its own, so a production build run meanwhile cannot break it.
 */
import {spawn} from 'child_process';

const devPort = process.env.DEV_PORT ?? '3000';
// The next port unless told: a writer who moves the site off a busy 3000 need not know of the second (a writer's trial).
const apiPort = process.env.DEV_API_PORT ?? String(Number(devPort) + 1);
const apiTarget = `http://127.0.0.1:${apiPort}`;
/** Kept apart from the build's .docusaurus, so `npm run build` can run while this server does. */
const devGeneratedFilesDir = '.docusaurus-dev';

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: 'inherit',
    // Docusaurus serves the pages in development: this server answers the API only.
    env: {...process.env, HOST: '127.0.0.1', PORT: apiPort, SERVE_SITE: 'off'},
  }),
  spawn(
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
  ),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
