#!/usr/bin/env node
/**
 * `node scripts/audit/compare-builds.mjs BEFORE AFTER [loads] [path ...]`:
 * a paired before-and-after comparison of two builds of the site, the way
 * docs-dev/PERFORMANCE.md's "paired throttled loads" were taken. Each build
 * is served by the audit's static server; each round loads every path once
 * from each build, back to back, alternating which goes first; each load is
 * the audit's (scripts/audit/measure.mjs: real Chromium, network and CPU
 * throttled for real, a cold context). Prints the medians of both builds.
 * Use it for a change smaller than the spread `npm run audit` prints.
 *
 *   cp -r build /tmp/before   # then change, npm run build
 *   node scripts/audit/compare-builds.mjs /tmp/before build 9 / /resources/guides/bridging-finance-explained
 */
import {chromium} from 'playwright-core';
import {SITE_TAP, measureLoad, median} from './measure.mjs';
import {serveStatic} from './staticServer.mjs';
import {chromiumFlags, chromiumPath} from '../lib/chromium.mjs';

const [before, after, loadsArg, ...pathsArg] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/audit/compare-builds.mjs BEFORE_DIR AFTER_DIR [loads=9] [path ...]');
  process.exit(2);
}
const loads = Number(loadsArg ?? 9);
const paths = pathsArg.length ? pathsArg : ['/', '/resources/guides/bridging-finance-explained', '/resources/insights'];

const servers = {before: await serveStatic(before, 0), after: await serveStatic(after, 0)};
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
try {
  // One untimed load of each path from each build first: the server compresses each file on its first request.
  for (const build of Object.values(servers)) for (const path of paths) await measureLoad(browser, build.base + path, SITE_TAP);
  for (const path of paths) {
    const results = {before: [], after: []};
    for (let round = 0; round < loads; round++) {
      const order = round % 2 ? ['after', 'before'] : ['before', 'after'];
      for (const build of order) results[build].push(await measureLoad(browser, servers[build].base + path, SITE_TAP));
    }
    const figure = (build, key) => Math.round(median(results[build].map((load) => load[key])));
    console.log(
      `${path}: hydrated ${figure('before', 'hydrated')} -> ${figure('after', 'hydrated')} ms, ` +
        `LCP ${figure('before', 'lcp')} -> ${figure('after', 'lcp')} ms, ` +
        `scripts ${figure('before', 'scriptKb')} -> ${figure('after', 'scriptKb')} KB (medians of ${loads})`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
}
