/**
 * `npm run preview -- <folder>` serves a downloaded "site-preview" (a pull
 * request's build, unzipped) with the site's server, and says what to open.
 */
import {spawn, type ChildProcess} from 'child_process';
import path from 'path';
import {freePort, removeDir, tempDir, waitFor, writeFixtureBuild} from './helpers';

const root = path.resolve(__dirname, '../../..');
let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => (dir = tempDir()));
afterEach(() => {
  child?.kill('SIGTERM');
  removeDir(dir);
});

function preview(folder: string, port: number) {
  let output = '';
  child = spawn(process.execPath, ['scripts/preview.mjs', folder], {
    cwd: root,
    env: {...process.env, PORT: String(port)},
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {output: () => output, exited: new Promise<number | null>((resolve) => child!.on('exit', resolve))};
}

describe('npm run preview', () => {
  it('serves the pages of an unzipped build folder, even when the build sits one level down', async () => {
    writeFixtureBuild(dir); // dir/build/index.html: the folder a writer unzipped into
    const port = await freePort();
    const run = preview(dir, port);
    await waitFor(() => run.output().includes('Server listening'), 20_000, 'the server to start');
    expect(run.output()).toContain(`Preview of ${path.join(dir, 'build')}: open http://127.0.0.1:${port}/`);
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Home</h1>');
  }, 30_000);

  it('says what to do when the folder holds no build', async () => {
    const run = preview(dir, await freePort());
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('no index.html): unzip the site-preview download and pass its folder.');
  }, 30_000);
});
