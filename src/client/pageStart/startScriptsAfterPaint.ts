/**
 * Runs inline in every page's <head>, before anything else of the site's.
 *
 * The HTML paints on its own (its first-screen CSS is inlined), so the site's
 * scripts are not needed for the first paint and should not compete with it:
 * they are requested only once the first paint has reached the screen and the
 * HTML is fully parsed. Lighthouse's simulated LCP counts every file that
 * finished downloading before the observed paint, so starting `main.js` after
 * it keeps 100 KB of JavaScript out of the page's largest paint.
 */
import {SCRIPT_PLACEHOLDER_TYPE} from './placeholder';

/** Start anyway after this long, for a browser that never reports a paint. */
const FALLBACK_MS = 2000;

function startScripts(onRan: () => void): void {
  let last: HTMLScriptElement | null = null;
  for (const placeholder of Array.from(document.querySelectorAll(`script[type="${SCRIPT_PLACEHOLDER_TYPE}"]`))) {
    const script = document.createElement('script');
    script.src = placeholder.getAttribute('data-src') ?? '';
    // Added scripts run as soon as they arrive unless `async` is off: this keeps the build's order.
    script.async = false;
    placeholder.replaceWith(script);
    last = script;
  }
  // The scripts run in order, so the last one's load event comes after all of them have run.
  last?.addEventListener('load', onRan, {once: true});
}

function afterFirstPaint(callback: () => void): void {
  let called = false;
  const once = () => {
    if (!called) {
      called = true;
      callback();
    }
  };
  // The paint timing entry is reported once the frame is on screen (a frame drawn by the main thread
  // takes a few more milliseconds to get there, so requestAnimationFrame alone would be too early).
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        once();
      }
    });
    observer.observe({type: 'paint', buffered: true});
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  // A page opened in a background tab does not paint until it is shown: start at once there.
  if (document.visibilityState === 'hidden') once();
  setTimeout(once, FALLBACK_MS);
}

function afterParsing(callback: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback, {once: true});
  else callback();
}

/** Starts the page's bundles once its first paint is on screen; `onRan` once they have all run. */
export function startScriptsAfterPaint(onRan: () => void): void {
  afterFirstPaint(() => afterParsing(() => startScripts(onRan)));
}
