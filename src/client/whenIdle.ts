/**
 * Runs `task` once the page has hydrated and the browser is idle: for work a
 * visitor does not need before the page responds (the full stylesheet, the
 * visit's record, prefetching linked pages).
 *
 * Idle alone is not enough on the first page: React commits the hydrated page,
 * then sets Docusaurus's `<html data-has-hydrated="true">` in an effect, and
 * the browser can be idle in between (seen in the e2e suite once nothing
 * synchronous ran at the commit any more). So the first page waits for that
 * attribute, which the site's tests and audit also read as "hydrated"; if a
 * Docusaurus update ever stops setting it, the tasks still run 5 s after
 * they were asked for, so nothing (a visit's record above all) is lost.
 *
 * Idle callbacks run in the order they were asked for, within 2 s at the
 * latest. Safari has no requestIdleCallback, so a short delay there.
 */
const HYDRATED_ATTRIBUTE = 'data-has-hydrated';
const HYDRATION_WAIT_LIMIT_MS = 5000;

function hasHydrated(): boolean {
  return document.documentElement.getAttribute(HYDRATED_ATTRIBUTE) === 'true';
}

/** Calls `task` once the page has hydrated, or after HYDRATION_WAIT_LIMIT_MS if that is never marked. */
function afterHydration(task: () => void): void {
  if (hasHydrated()) {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(limit);
    task();
  };
  const observer = new MutationObserver(() => {
    if (hasHydrated()) run();
  });
  observer.observe(document.documentElement, {attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE]});
  const limit = setTimeout(run, HYDRATION_WAIT_LIMIT_MS);
}

function idle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 2000});
  else setTimeout(task, 200);
}

export function whenIdle(task: () => void): void {
  afterHydration(() => idle(task));
}
