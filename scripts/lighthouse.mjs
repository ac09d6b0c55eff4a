#!/usr/bin/env node
/**
 * `npm run audit`: Lighthouse 13 (mobile, simulated throttling) on one page
 * of each type, three runs each, against the site's own server on the build
 * (started here on a free port, or BASE_URL if set). Prints the median of each
 * figure and fails when a median misses the goal below. Writes the medians to
 * audit-results.json for the README's performance table.
 *
 *   npm run build && npm run audit
 *   AUDIT_RUNS=1 AUDIT_PAGES=/,/contact npm run audit   # a quick look
 *   BASE_URL=http://127.0.0.1:4100 AUDIT_PAGES=/,/docs/intro npm run audit   # another site, same way
 */
import fs from 'fs';
import os from 'os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {startSiteServer} from './lib/site-server.mjs';
import {chromiumFlags, chromiumPath} from './lib/chromium.mjs';

const pageTypes = {
  home: '/',
  service: '/services/bridging-finance',
  guide: '/resources/guides/bridging-finance-explained',
  'case study': '/resources/case-studies/bridging-a-freehold-purchase',
  'insights list': '/resources/insights',
  'calculator (property loan)': '/tools/commercial-property-loan-calculator',
  'calculator (loan comparison)': '/tools/loan-comparison-tool',
  contact: '/contact',
  glossary: '/resources/glossary',
  FAQs: '/resources/faqs',
  search: '/search',
};

/** The goal per page type (issue: first paint from the HTML alone). */
const goals = {
  performance: {min: 98},
  accessibility: {min: 100},
  'best-practices': {min: 100},
  seo: {min: 100},
  'LCP (ms)': {max: 1200},
  'TBT (ms)': {max: 150},
  CLS: {max: 0},
};

/**
 * Pages kept out of search engines on purpose (robots noindex): Lighthouse's SEO category marks them down for
 * exactly that, so their SEO score is shown but not held to the goal.
 */
const noindexByDesign = new Set(['/search']);

const runs = Number(process.env.AUDIT_RUNS ?? 3);
const only = process.env.AUDIT_PAGES?.split(',');
// AUDIT_PAGES may name other paths too (another site at BASE_URL, such as the stock template for comparison).
const pageType = (path) => Object.entries(pageTypes).find(([, known]) => known === path)?.[0] ?? 'page';
const pages = only ? only.map((path) => [pageType(path), path]) : Object.entries(pageTypes);

const server = process.env.BASE_URL ? {base: process.env.BASE_URL, stop() {}} : await startSiteServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'LCP (ms)': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    'TBT (ms)': Math.round(lhr.audits['total-blocking-time'].numericValue),
    CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const table = {};
let failed = false;
try {
  for (const [type, path] of pages) {
    const results = [];
    for (let attempt = 0; results.length < runs; attempt += 1) {
      const {lhr} = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      // A run Lighthouse itself could not complete (its runtimeError) is repeated, not counted as a figure.
      if (lhr.runtimeError) {
        console.warn(`${path}: Lighthouse could not finish a run (${lhr.runtimeError.code}); running it again`);
        if (attempt >= runs + 2) throw new Error(`${path}: ${lhr.runtimeError.message}`);
        continue;
      }
      results.push(figures(lhr));
      console.log(`${path} run ${results.length}: ${JSON.stringify(results.at(-1))}`);
    }
    const row = Object.fromEntries(Object.keys(goals).map((key) => [key, median(results.map((r) => r[key]))]));
    const misses = Object.entries(goals)
      .filter(([key]) => !(key === 'seo' && noindexByDesign.has(path)))
      .filter(([key, goal]) => ('min' in goal ? row[key] < goal.min : row[key] > goal.max))
      .map(([key]) => key);
    table[`${type} (${path})`] = {...row, 'misses goal': misses.join(', ') || '-'};
    if (misses.length) failed = true;
  }
} finally {
  await chrome.kill();
  server.stop();
}

console.table(table);
const machine = `${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}`;
fs.writeFileSync(
  'audit-results.json',
  `${JSON.stringify({date: new Date().toISOString(), machine, runs, goals, medians: table}, null, 2)}\n`,
);
console.log(`Medians of ${runs} runs written to audit-results.json (${machine}).`);
if (failed) console.error('Some medians miss the goal: see "misses goal".');
process.exit(failed ? 1 : 0);
