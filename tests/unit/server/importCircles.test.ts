/**
 * server/ has no import circle: the running server never imports deploy
 * tooling (server/hosting), and shared rules live in modules both read
 * (server/limits.ts). A circle makes load order matter and ties modules that
 * should change on their own.
 */
import path from 'path';
import {importCircles, importGraph, type ImportGraph} from '../support/importGraph';

const serverDir = path.resolve(__dirname, '../../../server');
const relative = (file: string) => path.relative(serverDir, file);

describe('the import graph of server/', () => {
  const graph = importGraph(serverDir);

  it('is read from the source (the enquiry route and the hosting rules read the shared limits)', () => {
    const importsOf = (file: string) => (graph.get(path.join(serverDir, file)) ?? []).map(relative);
    expect(importsOf('enquiries/route.ts')).toContain('limits.ts');
    expect(importsOf('hosting/rules.ts')).toContain('limits.ts');
    expect(importsOf('hosting/rules.ts')).toContain(path.join('static', 'siteFiles.ts'));
  });

  it('has no circle', () => {
    expect(importCircles(graph).map((circle) => circle.map(relative).join(' -> '))).toEqual([]);
  });

  it('has no import from the running server into deploy tooling (server/hosting)', () => {
    const intoHosting = [...graph].flatMap(([file, targets]) =>
      relative(file).startsWith(`hosting${path.sep}`)
        ? []
        : targets.filter((target) => relative(target).startsWith(`hosting${path.sep}`)).map(() => relative(file)),
    );
    expect(intoHosting).toEqual([]);
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
