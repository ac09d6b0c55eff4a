#!/usr/bin/env node
/**
 * `npm run preview -- <folder>`: serves a built site from <folder> with the
 * site's own server, as the pull request's reviewers see it. For the
 * "site-preview" a pull request's checks attach: download it from the run's
 * page, unzip it, and pass the unzipped folder. (Opened from disk, its pages
 * do not render: every address in them starts at the site's root.)
 * Without a folder it serves build/, like `npm run serve`. Enquiries sent
 * from the preview go to a throwaway database, never data/, and notify nobody: a
 * reviewer's test enquiry never reaches the broker's mail or CRM, whatever the
 * shell's settings say. PORT as for serve.
 */
import {spawn} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const given = path.resolve(process.argv[2] ?? 'build');
// An artifact unzipped into a folder of its own may hold the build one level down.
const buildDir = [given, path.join(given, 'build'), path.join(given, 'site-preview')].find((dir) =>
  fs.existsSync(path.join(dir, 'index.html')),
);
if (!buildDir) {
  console.error(`No built site in ${given} (no index.html): unzip the site-preview download and pass its folder.`);
  process.exit(1);
}
const port = process.env.PORT ?? '3000';
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-preview-'));
console.log(`Preview of ${buildDir}: open http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: port,
    BUILD_DIR: buildDir,
    DATABASE_PATH: path.join(data, 'enquiries.db'),
    NOTIFICATIONS: 'off',
    SMTP_HOST: '',
    WEBHOOK_URL: '',
  },
});
const stop = () => server.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
server.on('exit', (code) => {
  fs.rmSync(data, {recursive: true, force: true});
  process.exit(code ?? 0);
});
