#!/usr/bin/env node
/**
 * Lighthouse audit of the built site, mobile settings, against a running
 * server (BASE_URL, default http://127.0.0.1:3000). Prints each page's scores
 * and fails when a score falls below its budget.
 *
 *   npm start &   # or any server of build/
 *   npm run audit
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = (process.env.AUDIT_PAGES ?? '/,/resources/guides/bridging-finance-explained,/services/bridging-finance').split(',');

/** Minimum scores (0-100) per category. */
const budgets = {performance: 90, accessibility: 95, 'best-practices': 90, seo: 95};

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

let failed = false;
try {
  for (const path of pages) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(budgets),
    });
    const scores = Object.fromEntries(
      Object.entries(result.lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const misses = Object.entries(budgets).filter(([id, min]) => scores[id] < min);
    console.log(`${path}: ${Object.entries(scores).map(([id, s]) => `${id} ${s}`).join(', ')}${misses.length ? '  BELOW BUDGET' : ''}`);
    if (misses.length) failed = true;
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
