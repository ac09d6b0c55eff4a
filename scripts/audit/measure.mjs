/**
 * One page load as a visitor on a mid-range phone gets it, in real Chromium:
 * a fresh browser context (cold cache), a phone viewport with touch, network
 * and CPU throttled by the DevTools protocol for real (150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, CPU 4x slower), not simulated afterwards.
 *
 * Read from the page itself:
 *  - hydrated: when `<html data-has-hydrated="true">` appears (Docusaurus sets it once React has hydrated);
 *  - LCP: the last `largest-contentful-paint` entry before the tap;
 *  - CLS: layout shifts without recent input, summed, before the tap;
 *  - tap: a tap on the phone menu button right after hydration, measured
 *    with Event Timing from the touch to the next paint (the longest event of
 *    that interaction; Event Timing rounds to 8 ms and reports events under
 *    16 ms only as the first input);
 *  - script KB: the transferred size of the scripts loaded until then.
 */

/** What DevTools calls "Slow 4G" and Lighthouse's mobile preset uses (kbps as 1024 bits). */
export const throttling = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** What the audit taps on the site's pages once they have hydrated: the phone menu's button. */
export const SITE_TAP = 'button[aria-controls="mobile-menu"]';

export const phone = {
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

/** Runs in the page before any of its scripts: records what the audit reads. */
function observe() {
  const audit = {lcp: 0, cls: 0, hydrated: null, events: [], firstInput: null};
  window.__audit = audit;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) audit.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) audit.cls += entry.value;
  }).observe({type: 'layout-shift', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      audit.events.push({name: entry.name, start: entry.startTime, duration: entry.duration, id: entry.interactionId});
  }).observe({type: 'event', buffered: true, durationThreshold: 16});
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries();
    audit.firstInput = {name: entry.name, duration: entry.duration};
  }).observe({type: 'first-input', buffered: true});
  // The <html> element does not exist yet when this runs: watch the document for the attribute.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
      audit.hydrated = performance.now();
      observer.disconnect();
      console.debug('audit: hydrated');
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * Resolves when the page says it has hydrated (the console message `observe`
 * writes). The audit listens instead of asking: Playwright's `waitForFunction`
 * first evaluates its own injected script in the page, about 50 to 70 ms of
 * main thread with the CPU slowed 4x, in the middle of the load it measures.
 */
export function hydrationMessage(page) {
  return page.waitForEvent('console', {predicate: (message) => message.text() === 'audit: hydrated', timeout: 60_000});
}

/** The q-quantile (0 to 1) of the finite values, interpolated between neighbours; null when there are none. */
export function quantile(values, q) {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export {median};

/**
 * Loads `url` once in a new context of `browser` and returns its figures.
 * `tapSelector` names the control tapped right after hydration.
 */
export async function measureLoad(browser, url, tapSelector) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latency,
      downloadThroughput: throttling.downloadThroughput,
      uploadThroughput: throttling.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling.cpuSlowdown});
    await page.addInitScript(observe);
    const hydrated = hydrationMessage(page);
    await page.goto(url, {waitUntil: 'commit', timeout: 60_000});
    await hydrated;

    const control = page.locator(tapSelector).first();
    const box = await control.boundingBox();
    const tapAt = await page.evaluate(() => performance.now());
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Let the tap's paint happen and its Event Timing entries arrive (throttled CPU).
    await page.waitForTimeout(1500);

    const audit = await page.evaluate(() => ({
      ...window.__audit,
      scriptBytes: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script')
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    }));
    const tapEvents = audit.events.filter((event) => event.id > 0 && event.start >= tapAt - 50);
    const tap = box ? Math.max(audit.firstInput?.duration ?? 0, ...tapEvents.map((event) => event.duration)) : null;
    return {
      hydrated: audit.hydrated,
      lcp: audit.lcp,
      cls: audit.cls,
      tap,
      scriptKb: audit.scriptBytes / 1024,
    };
  } finally {
    await context.close();
  }
}
