/**
 * server/ and the deploy tooling (deploy/) have no import circle: the running
 * server never imports deploy tooling, and shared rules live in modules both
 * read (server/limits.ts). A circle makes load order matter and ties modules
 * that should change on their own.
 */
import path from 'path';
import {importCircles, importGraph, type ImportGraph} from '../support/importGraph';

const root = path.resolve(__dirname, '../../..');
const relative = (file: string) => path.relative(root, file);
const deployDir = `deploy${path.sep}`;

describe('the import graph of server/ and deploy/', () => {
  const graph = importGraph(path.join(root, 'server'), path.join(root, 'deploy'));

  it('is read from the source (the enquiry route and the hosting rules read the shared limits)', () => {
    const importsOf = (file: string) => (graph.get(path.join(root, file)) ?? []).map(relative);
    expect(importsOf('server/enquiries/route.ts')).toContain(path.join('server', 'limits.ts'));
    expect(importsOf('deploy/rules.ts')).toContain(path.join('server', 'limits.ts'));
    expect(importsOf('deploy/rules.ts')).toContain(path.join('server', 'static', 'siteFiles.ts'));
  });

  it('has no circle', () => {
    expect(importCircles(graph).map((circle) => circle.map(relative).join(' -> '))).toEqual([]);
  });

  it('has no import from the running server into deploy tooling (deploy/)', () => {
    const intoDeploy = [...graph].flatMap(([file, targets]) =>
      relative(file).startsWith(deployDir)
        ? []
        : targets.filter((target) => relative(target).startsWith(deployDir)).map(() => relative(file)),
    );
    expect(intoDeploy).toEqual([]);
  });
});

describe('the circle finder', () => {
  it('finds a circle, a self-import and none in a chain', () => {
    const graph: ImportGraph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['f']],
      ['f', []],
    ]);
    expect(importCircles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'd'],
    ]);
  });
});
