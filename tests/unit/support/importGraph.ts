/**
 * The import graph of folders of TypeScript files, and the circles in it.
 * Read with the TypeScript compiler's own import scanner (every import,
 * export-from and dynamic import, type-only ones included: a type import
 * still ties the two modules' designs together).
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names, if it is one of `files` (./x means ./x.ts, ./x.tsx or ./x/index.ts). */
function resolveRelative(from: string, specifier: string, files: Set<string>): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => files.has(candidate));
}

/** Each file under the folders `dirs` (absolute paths) with the files under them it imports. */
export function importGraph(...dirs: string[]): ImportGraph {
  const files = dirs.flatMap((dir) => sourceFiles(path.resolve(dir)));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({fileName}) => fileName.startsWith('.'))
      .map(({fileName}) => resolveRelative(file, fileName, known))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle in the graph, each once, as the list of files around it (the first file repeated at the end). */
export function importCircles(graph: ImportGraph): string[][] {
  const circles: string[][] = [];
  const seen = new Set<string>();
  const finished = new Set<string>();
  const stack: string[] = [];

  const visit = (file: string) => {
    seen.add(file);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!seen.has(target)) visit(target);
      else if (!finished.has(target)) circles.push([...stack.slice(stack.indexOf(target)), target]);
    }
    stack.pop();
    finished.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!seen.has(file)) visit(file);
  return circles;
}
