/**
 * Runs `task` once the page has loaded and the browser is idle: for work a
 * visitor does not need before the page responds (the full stylesheet, the
 * visit's record, prefetching linked pages). Waiting for the window's `load`
 * event first keeps that work from competing with the page's own scripts
 * while they download. Idle callbacks run in the order they were asked for,
 * within 2 s at the latest. Safari has no requestIdleCallback, so a short
 * delay there.
 */
function idle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 2000});
  else setTimeout(task, 200);
}

export function whenIdle(task: () => void): void {
  if (document.readyState === 'complete') idle(task);
  else window.addEventListener('load', () => idle(task), {once: true});
}
