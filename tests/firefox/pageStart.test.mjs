/**
 * The start-up script (src/client/pageStart) in Firefox, the site's second
 * browser: the scripts start after the first paint, the page hydrates, and
 * what a visitor does before that is kept. Playwright's own Firefox cannot be
 * installed everywhere the tests run, so this drives Debian's Firefox ESR
 * through puppeteer-core over WebDriver BiDi, with Node's test runner.
 * Run by `npm run test:firefox` (scripts/test-firefox.mjs), on the build.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import puppeteer from 'puppeteer-core';
import {startSiteServer} from '../../scripts/lib/site-server.mjs';

const referencePattern = /^HCF-\d{4}-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;
const mainScript = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

let server;
let browser;

before(async () => {
  server = await startSiteServer();
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
  });
});

after(async () => {
  await browser?.close();
  server?.stop();
});

async function newPage() {
  const page = await browser.newPage();
  await page.setViewport({width: 1280, height: 800});
  return page;
}

const hydrated = (page) =>
  page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', {timeout: 15_000});

const textOf = (page, selector) => page.$eval(selector, (element) => element.textContent.trim());

/** Opens `path` with main.js held back until the returned function is called. */
async function openBeforeHydration(page, path) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (mainScript.test(request.url())) void released.then(() => request.continue());
    else void request.continue();
  });
  await page.goto(server.base + path, {waitUntil: 'domcontentloaded'});
  assert.notEqual(await page.$eval('html', (html) => html.getAttribute('data-has-hydrated')), 'true');
  return release;
}

test('the scripts start after the first paint and the page hydrates', async () => {
  const page = await newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(server.base + '/resources/guides/bridging-finance-explained');
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    main: performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))
      ?.startTime,
  }));
  assert.ok(timing.paint > 0, 'Firefox reports the first paint');
  assert.ok(
    timing.main >= timing.paint,
    `main.js requested at ${timing.main} ms, after the paint at ${timing.paint} ms`,
  );
  // A script the Content-Security-Policy blocked would leave the page unhydrated (the wait above fails).
  assert.deepEqual(errors, [], 'no error in the console');
  await page.close();
});

test('a figure typed and a menu pressed before hydration take effect once the page is ready', async () => {
  const page = await newPage();
  const release = await openBeforeHydration(page, '/tools/bridging-loan-calculator');
  const field = await page.$eval(
    'label',
    () =>
      [...document.querySelectorAll('label')].find((label) => /Sale price the lender assumes/.test(label.textContent))
        ?.htmlFor,
  );
  await page.click(`[id="${field}"]`, {count: 3});
  await page.type(`[id="${field}"]`, '90');
  await page.click('nav button[aria-haspopup]');
  // Off the button, so it is the held press that opens the menu, not the pointer resting on it.
  await page.mouse.move(640, 700);
  release();
  await hydrated(page);
  // 1,939,632.66 - 0.9 x 1,600,000 x 97.5%, as in the calculator's own test.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="end-debt"]')?.textContent.trim() === '$535,632.66',
    {timeout: 10_000},
  );
  assert.equal(await page.$eval(`[id="${field}"]`, (input) => input.value), '90');
  await page.waitForSelector('nav button[aria-haspopup][aria-expanded="true"]', {timeout: 10_000});
  await page.close();
});

test('a quote request sent before hydration is sent once the page is ready, with everything typed', async () => {
  const page = await newPage();
  const release = await openBeforeHydration(page, '/contact');
  await page.select('#quote-service', 'equipment-finance');
  await page.type('#quote-name', 'Alex Citizen');
  await page.type('#quote-email', 'alex@example.com.au');
  await page.type('#quote-phone', '0412 345 678');
  await page.click('#quote-consent');
  await page.click('form[action="/api/enquiries"] button[type="submit"]');
  release();
  await hydrated(page);
  await page.waitForSelector('[data-testid="enquiry-reference"]', {timeout: 15_000});
  assert.match(await textOf(page, '[data-testid="enquiry-reference"]'), referencePattern);
  assert.equal(new URL(page.url()).pathname, '/contact');
  await page.close();
});
