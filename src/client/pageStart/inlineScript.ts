/**
 * Build-time (Node) side: bundles keepEarlyInteractions and
 * startScriptsAfterPaint into one small minified script, which
 * docusaurus.config.ts inlines in every page's <head>. The server's
 * Content-Security-Policy allows it by its hash, read from the build.
 */
import {buildSync} from 'esbuild';

const entry = `
import {keepEarlyInteractions} from './keepEarlyInteractions';
import {startScriptsAfterPaint} from './startScriptsAfterPaint';
const interactions = keepEarlyInteractions();
startScriptsAfterPaint(interactions.scriptsRan);
`;

export function pageStartScript(): string {
  const result = buildSync({
    stdin: {contents: entry, resolveDir: __dirname, loader: 'ts'},
    bundle: true,
    format: 'iife',
    minify: true,
    // The browsers the site supports (Docusaurus's production browserslist) all run ES2020.
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text.trim();
}
