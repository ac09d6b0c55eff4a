#!/usr/bin/env node
/**
 * Runs before `npm start` and every npm script that loads the server (and `npm install`
 * refuses an older Node through engine-strict in .npmrc): on a Node older than
 * package.json's engines, stop at once with a message saying what to install,
 * instead of building for minutes and then crashing in the native SQLite
 * module. Written for any Node, so it can say so on an old one.
 */
import fs from 'fs';

/** The message for a Node too old for `range` (">=24"), or null when `version` ("20.19.0") is new enough. */
function nodeVersionProblem(version, range) {
  const required = Number(/>=\s*(\d+)/.exec(range)?.[1]);
  if (!required) throw new Error(`check-node: package.json's engines.node is "${range}"; expected ">=<major>"`);
  if (Number(version.split('.')[0]) >= required) return null;
  return [
    `This site needs Node ${required} or newer; this is Node ${version}.`,
    `Install Node ${required} (with nvm: \`nvm install ${required}\`, then \`nvm use\` in this folder, which reads .nvmrc),`,
    'then run `npm install` again before starting: native modules built for another Node crash at run time.',
  ].join('\n');
}

const {engines} = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const problem = nodeVersionProblem(process.versions.node, engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
