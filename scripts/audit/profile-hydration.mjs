#!/usr/bin/env node
/**
 * `node scripts/audit/profile-hydration.mjs [path ...]`: where the main thread
 * goes until a page has hydrated, with the CPU slowed 4x (the audit's phone,
 * network not throttled, so the scripts arrive at once and only the CPU
 * counts). Serves ./build with the audit's static server, records a CPU
 * profile (DevTools protocol Profiler, 100 µs samples) from navigation to
 * `<html data-has-hydrated="true">`, 5 loads per page, and prints the median
 * time to hydrated and, for the median load, the time per script, the
 * longest functions by self time (with the code around them, as the bundles
 * are minified) and the tasks over 50 ms. For finding what to cut, not a
 * figure to quote: use `npm run audit` for those.
 *
 *   PROFILE_PORT=3905 node scripts/audit/profile-hydration.mjs /resources/glossary
 */
import fs from 'fs';
import path from 'path';
import {chromium} from 'playwright';
import {hydrationMessage, median, phone, throttling} from './measure.mjs';
import {serveStatic} from './staticServer.mjs';
import {chromiumFlags, chromiumPath} from '../lib/chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const buildDir = path.join(root, 'build');
const port = Number(process.env.PROFILE_PORT ?? 3905);
const runs = Number(process.env.PROFILE_RUNS ?? 5);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/resources/guides/bridging-finance-explained', '/resources/glossary', '/resources/insights'];

function watchHydration() {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
      window.__hydratedAt = performance.now();
      observer.disconnect();
      console.debug('audit: hydrated');
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

async function profileLoad(browser, url) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling.cpuSlowdown});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
    await page.addInitScript(watchHydration);
    await cdp.send('Profiler.start');
    const hydratedMessage = hydrationMessage(page);
    await page.goto(url, {waitUntil: 'commit'});
    await hydratedMessage;
    const {profile} = await cdp.send('Profiler.stop');
    const hydrated = await page.evaluate(() => window.__hydratedAt);
    return {hydrated, profile};
  } finally {
    await context.close();
  }
}

/** Self time per node, in ms, from the samples' time deltas. */
function selfTimes(profile) {
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  return profile.nodes.map((node) => ({node, ms: self.get(node.id) ?? 0}));
}

function codeAround(url, line, column) {
  const file = path.join(buildDir, new URL(url).pathname);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return ''; // an inline script: its page's URL
  const text = fs.readFileSync(file, 'utf8').split('\n')[line] ?? '';
  return text.slice(Math.max(0, column - 10), column + 90).replace(/\s+/g, ' ');
}

function report(pagePath, loads) {
  const byTime = [...loads].sort((a, b) => a.hydrated - b.hydrated);
  const mid = byTime[Math.floor(byTime.length / 2)];
  console.log(
    `\n${pagePath}: hydrated at ${Math.round(median(loads.map((l) => l.hydrated)))} ms (median of ${loads.length})`,
  );
  const times = selfTimes(mid.profile);
  const byScript = new Map();
  for (const {node, ms} of times) {
    const url = node.callFrame.url;
    const key = url ? path.basename(new URL(url).pathname) : `(${node.callFrame.functionName || 'native'})`;
    byScript.set(key, (byScript.get(key) ?? 0) + ms);
  }
  console.log('  self time by script, ms:');
  for (const [key, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`    ${ms.toFixed(0).padStart(6)}  ${key}`);
  const byFunction = new Map();
  for (const {node, ms} of times) {
    const {url, functionName, lineNumber, columnNumber} = node.callFrame;
    if (!url) continue;
    const key = `${path.basename(new URL(url).pathname)}:${lineNumber + 1}:${columnNumber + 1} ${functionName || '(anonymous)'}`;
    const entry = byFunction.get(key) ?? {ms: 0, url, lineNumber, columnNumber};
    entry.ms += ms;
    byFunction.set(key, entry);
  }
  console.log('  longest functions by self time, ms:');
  for (const [key, e] of [...byFunction].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
    console.log(
      `    ${e.ms.toFixed(0).padStart(6)}  ${key}  | ${codeAround(e.url, e.lineNumber, e.columnNumber).slice(0, 70)}`,
    );
}

const server = await serveStatic(buildDir, port);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  for (const pagePath of pages) {
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await profileLoad(browser, `${server.base}${pagePath}`));
    report(pagePath, loads);
  }
} finally {
  await browser.close();
  await server.close();
}
