/**
 * On a Node older than package.json's engines, install, start, dev and build
 * stop at once with a message saying which Node to install and how
 * (scripts/check-node.mjs, engine-strict in .npmrc). The script is run as npm
 * runs it, from a copy beside a package.json that asks for a Node newer than
 * this one, so no old Node is needed to see the refusal.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const root = path.join(__dirname, '../..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: {node: string};
  scripts: Record<string, string>;
};

function runCheckAgainst(range: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-node-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(root, 'scripts/check-node.mjs'), path.join(dir, 'scripts/check-node.mjs'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({engines: {node: range}}));
  const result = spawnSync(process.execPath, ['scripts/check-node.mjs'], {cwd: dir, encoding: 'utf8'});
  fs.rmSync(dir, {recursive: true});
  return result;
}

describe('the Node version check', () => {
  it('stops a Node older than the engines, naming the Node to install and how', () => {
    const {status, stderr} = runCheckAgainst('>=99');
    expect(status).toBe(1);
    expect(stderr).toContain(`This site needs Node 99 or newer; this is Node ${process.versions.node}.`);
    expect(stderr).toContain('nvm install 99');
  });

  it('lets this Node through, as the engines ask', () => {
    expect(runCheckAgainst(packageJson.engines.node)).toMatchObject({status: 0, stderr: ''});
  });

  it('runs before every command that builds or runs the server, and npm install refuses an older Node', () => {
    const scripts: Record<string, string> = packageJson.scripts;
    // Anything that loads the server (its native SQLite module crashes on an older Node), itself or through the
    // script file it runs, is among these.
    const guarded = ['start', 'dev', 'build', 'serve', 'preview', 'enquiries', 'screenshots'];
    const loadsServer = (command: string) =>
      command.includes('server/') ||
      [...command.matchAll(/scripts\/[\w./-]+\.(?:mjs|ts)/g)].some(([file]) =>
        /['"]server\/index\.ts['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')),
      );
    for (const [name, command] of Object.entries(scripts))
      if (!name.startsWith('test') && loadsServer(command)) expect(guarded).toContain(name);
    for (const script of guarded) expect(scripts[`pre${script}`]).toBe('node scripts/check-node.mjs');
    expect(fs.readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
    expect(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(packageJson.engines.node.replace('>=', ''));
  });
});
