/**
 * Fetches a linked page's code ahead of the click, as `@docusaurus/Link`
 * does, through Docusaurus's `window.docusaurus` (typed in
 * `@docusaurus/module-type-aliases`): `prefetch` when a link comes into view
 * (low priority, the browser fetches it when idle); `SiteLink` itself calls
 * `preload` when the visitor points at or touches it. One IntersectionObserver
 * serves every link on the page, instead of one per link.
 *
 * Links start being watched once the browser is idle, not as React attaches
 * them: each prefetch looks the path up in the whole route table, and the
 * links in view at the start were otherwise prefetched while the page was
 * still hydrating, on a slow phone's busiest moment, for pages not yet asked for.
 *
 * Links in a popover (the phone menu, the desktop menus) are not watched: they
 * come into view all at once when the visitor opens the menu to choose one,
 * which her touch or pointer then fetches. Prefetching the phone menu's 40
 * or so pages as it opened held a throttled phone's main thread for 120 to
 * 170 ms right after the tap (each prefetch adds elements to the head).
 */
import {whenIdle} from '@site/src/client/whenIdle';

let observer: IntersectionObserver | undefined;
/** Links to watch and where they go; a link leaves when React detaches it. */
const pathOf = new WeakMap<Element, string>();
/** Links attached since the browser was last idle, watched from the next idle moment. */
let waiting: Element[] | undefined;

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer?.unobserve(entry.target);
    const path = pathOf.get(entry.target);
    if (path) window.docusaurus.prefetch(path);
  }
}

function watchWaiting(): void {
  const elements = waiting ?? [];
  waiting = undefined;
  observer ??= new IntersectionObserver(onIntersect);
  for (const element of elements) if (pathOf.has(element) && !element.closest('[popover]')) observer.observe(element);
}

/** Watches `element` from the next idle moment until it is in view, then prefetches `path`. Returns the cleanup for a React ref. */
export function prefetchInView(element: Element, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  pathOf.set(element, path);
  if (!waiting) {
    waiting = [];
    whenIdle(watchWaiting);
  }
  waiting.push(element);
  return () => {
    pathOf.delete(element);
    observer?.unobserve(element);
  };
}
