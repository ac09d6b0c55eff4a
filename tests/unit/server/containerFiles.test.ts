/**
 * The container's run stage holds only the files its COPY lines name (Dockerfile): the server and the operator's
 * enquiries command must work from those alone. Assembled here from the same lines, without Docker.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import {removeDir, tempDir} from './helpers';

const root = path.resolve(__dirname, '../../..');

/** [sources, destination] of each COPY in the last stage that copies from the repository (not another stage). */
function runStageCopies(): [string[], string][] {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return [...runStage.matchAll(/^COPY (?!--from)(.+)$/gm)].map((match) => {
    const parts = match[1]!.trim().split(/\s+/);
    return [parts.slice(0, -1), parts.at(-1)!];
  });
}

let app: string;
beforeAll(() => {
  app = tempDir();
  for (const [sources, destination] of runStageCopies()) {
    for (const source of sources) {
      const target = destination.endsWith('/')
        ? path.join(app, destination, path.basename(source))
        : path.join(app, destination);
      fs.cpSync(path.join(root, source), target, {recursive: true});
    }
  }
  // The run stage's node_modules come from another stage; the repository's stand in for them.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'));
});
afterAll(() => removeDir(app));

test('the run stage copies the server, the shared code and the package file', () => {
  for (const file of ['package.json', 'server/index.ts', 'src/enquiry/schema.ts']) {
    expect(fs.existsSync(path.join(app, file))).toBe(true);
  }
});

test('`npm run enquiries -- list` works from the container’s files', () => {
  const list = spawnSync('npm', ['run', '-s', 'enquiries', '--', 'list'], {
    cwd: app,
    env: {...process.env, DATABASE_PATH: path.join(app, 'data', 'enquiries.db')},
    encoding: 'utf8',
  });
  // No database yet: said on standard error, so standard output (the data) stays empty.
  expect(list.stdout).toBe('');
  expect(list.stderr).toMatch(/^No enquiries yet: there is no database at [^\n]+\n$/);
  expect(list.status).toBe(0);
});
