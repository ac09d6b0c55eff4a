#!/usr/bin/env node
/**
 * `npm run audit`: what a visitor on a phone gets from the site, side by side
 * with the stock Docusaurus template, in one run of real Chromium with
 * throttling applied for real (scripts/audit/measure.mjs).
 *
 * Both builds are served by the same static server (scripts/audit/staticServer.mjs);
 * the template is made and built by scripts/audit/template.mjs (cached in
 * .cache/audit). Loads are interleaved (one load of each page per round, the
 * site's and the template's alternating which goes first), each in a cold
 * context; the medians are printed with the ratios site / template for the
 * three compared page types and written to audit-results.json. Under the
 * table, the spread: each round's load of the site divided by the same
 * round's load of the template (the two ran back to back, so a moment when
 * the machine was slower weighs on both), as the middle half of those
 * ratios. A change that moves a ratio by less than that spread needs a
 * paired comparison of two builds to be seen.
 *
 *   npm run build && npm run audit
 *   AUDIT_RUNS=7 npm run audit          # more loads per page (default 5)
 *   AUDIT_PORT=3112 npm run audit       # fixed ports (this and the next one) instead of free ones
 *
 * Goals: on home, a guide and the insights list, time until
 * hydrated at most 0.70x the template's and observed LCP at most 0.80x.
 * AUDIT_STRICT=1 exits with 1 when a goal is missed.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {execFileSync} from 'child_process';
import {chromium} from 'playwright-core';
import {SITE_TAP, measureLoad, median, quantile, throttling} from './measure.mjs';
import {serveStatic} from './staticServer.mjs';
import {GUIDE_SLUG, templateBuild} from './template.mjs';
import {chromiumFlags, chromiumPath} from '../lib/chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const runs = Number(process.env.AUDIT_RUNS ?? 5);
const port = process.env.AUDIT_PORT ? Number(process.env.AUDIT_PORT) : 0;

const TEMPLATE_TAP = 'button.navbar__toggle';

/** Page types: the site's page and, for the compared ones, the template's page of the same kind. */
const pageTypes = [
  {type: 'home', site: '/', template: '/'},
  {type: 'guide', site: `/resources/guides/${GUIDE_SLUG}`, template: `/docs/${GUIDE_SLUG}`},
  {type: 'insights list', site: '/resources/insights', template: '/blog'},
  {type: 'contact', site: '/contact'},
  {type: 'glossary', site: '/resources/glossary'},
  {type: 'calculator', site: '/tools/commercial-property-loan-calculator'},
];
const goals = {hydrated: 0.7, lcp: 0.8};

if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
  console.log('[audit] no build found: running npm run build');
  execFileSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'});
}
const templateDir = templateBuild(root);

const site = await serveStatic(path.join(root, 'build'), port);
const template = await serveStatic(templateDir, port ? port + 1 : 0);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
const version = browser.version();

const samples = new Map(); // "site|home" -> [{round, hydrated, lcp, ...}]
const record = (key, result) => samples.set(key, [...(samples.get(key) ?? []), result]);
const started = Date.now();
try {
  for (let round = 0; round < runs; round += 1) {
    for (const page of pageTypes) {
      const loads = [['site', site.base + page.site, SITE_TAP]];
      if (page.template) loads.push(['template', template.base + page.template, TEMPLATE_TAP]);
      if (round % 2) loads.reverse();
      for (const [who, url, tap] of loads) {
        try {
          record(`${who}|${page.type}`, {round, ...(await measureLoad(browser, url, tap))});
        } catch (error) {
          console.warn(`[audit] ${who} ${page.type}: load failed (${error.message.split('\n')[0]})`);
        }
      }
    }
    console.log(`[audit] round ${round + 1}/${runs} done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
} finally {
  await browser.close();
  await site.close();
  await template.close();
}

const metrics = ['hydrated', 'lcp', 'cls', 'tap', 'scriptKb'];
const medians = (key) => Object.fromEntries(metrics.map((m) => [m, median((samples.get(key) ?? []).map((s) => s[m]))]));
const ms = (v) => (v == null ? 'n/a' : `${Math.round(v)}`);
const ratio = (a, b) => (a == null || b == null || b === 0 ? null : a / b);
const fmtRatio = (r) => (r == null ? '' : `${r.toFixed(2)}x`);

/** Each round's site load over the same round's template load, for one metric: the middle half and the median. */
function pairedRatios(type, metric) {
  const template = new Map((samples.get(`template|${type}`) ?? []).map((load) => [load.round, load[metric]]));
  const ratios = (samples.get(`site|${type}`) ?? []).map((load) => ratio(load[metric], template.get(load.round)));
  const [p25, p50, p75] = [0.25, 0.5, 0.75].map((q) => quantile(ratios, q));
  return {pairs: ratios.filter((r) => r != null).length, p25, median: p50, p75};
}

const results = pageTypes.map((page) => {
  const s = medians(`site|${page.type}`);
  const t = page.template ? medians(`template|${page.type}`) : null;
  return {
    type: page.type,
    site: {path: page.site, loads: samples.get(`site|${page.type}`)?.length ?? 0, ...s},
    template: t && {path: page.template, loads: samples.get(`template|${page.type}`)?.length ?? 0, ...t},
    ratios: t && {hydrated: ratio(s.hydrated, t.hydrated), lcp: ratio(s.lcp, t.lcp), tap: ratio(s.tap, t.tap)},
    spread: t && {hydrated: pairedRatios(page.type, 'hydrated'), lcp: pairedRatios(page.type, 'lcp')},
  };
});

console.log(
  `\nMedians of ${runs} loads each, Chromium ${version}, phone 412x823, ${throttling.latency} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${throttling.cpuSlowdown}x`,
);
console.log(
  'page type      | hydrated ms (site / template, ratio) | LCP ms (site / template, ratio) | CLS       | first tap ms      | script KB',
);
for (const r of results) {
  const t = r.template;
  const cell = (m) => `${ms(r.site[m])}${t ? ` / ${ms(t[m])}  ${fmtRatio(r.ratios[m])}` : ''}`;
  console.log(
    [
      r.type.padEnd(14),
      cell('hydrated').padEnd(36),
      cell('lcp').padEnd(31),
      `${r.site.cls?.toFixed(3)}${t ? ` / ${t.cls?.toFixed(3)}` : ''}`.padEnd(9),
      `${ms(r.site.tap)}${t ? ` / ${ms(t.tap)}` : ''}`.padEnd(17),
      `${r.site.scriptKb?.toFixed(1)}${t ? ` / ${t.scriptKb?.toFixed(1)}` : ''}`,
    ].join(' | '),
  );
}

console.log("\nSpread: each round's site load / the same round's template load, middle half (25th to 75th percentile)");
for (const r of results.filter((x) => x.spread)) {
  const range = ({p25, p75, pairs}) => `${fmtRatio(p25)} to ${fmtRatio(p75)} (${pairs} pairs)`;
  console.log(`${r.type.padEnd(14)} | hydrated ${range(r.spread.hydrated).padEnd(25)} | LCP ${range(r.spread.lcp)}`);
}

const misses = [];
for (const r of results.filter((x) => x.ratios)) {
  for (const [metric, goal] of Object.entries(goals)) {
    const value = r.ratios[metric];
    const met = value != null && value <= goal;
    if (!met) misses.push(`${r.type} ${metric} ${fmtRatio(value)} (goal <= ${goal}x)`);
  }
}
console.log(misses.length ? `\nGoals missed: ${misses.join('; ')}` : '\nAll goals met.');

const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const out = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average at end ${load}`,
  chromium: version,
  runs,
  throttling,
  goals,
  results,
  misses,
};
fs.writeFileSync(path.join(root, 'audit-results.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`Wrote audit-results.json (${Math.round((Date.now() - started) / 1000)} s of loads; load average ${load})`);
if (process.env.AUDIT_STRICT === '1' && misses.length) process.exit(1);
