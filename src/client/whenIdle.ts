/**
 * Runs `task` when the browser is idle, and within 2 s at the latest: for work
 * a visitor does not need before the page responds (the full stylesheet, the
 * visit's record, prefetching linked pages). Idle callbacks run in the order
 * they were asked for. Safari has no requestIdleCallback, so a short delay there.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 2000});
  else setTimeout(task, 200);
}
