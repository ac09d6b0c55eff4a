/**
 * Fetches a linked page's code ahead of the click, as `@docusaurus/Link`
 * does, through Docusaurus's `window.docusaurus` (typed in
 * `@docusaurus/module-type-aliases`): `prefetch` when a link comes into view
 * (low priority, the browser fetches it when idle); `SiteLink` itself calls
 * `preload` when the visitor points at or touches it. One IntersectionObserver
 * serves every link on the page, instead of one per link.
 */
let observer: IntersectionObserver | undefined;
const pathOf = new WeakMap<Element, string>();

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer?.unobserve(entry.target);
    const path = pathOf.get(entry.target);
    if (path) window.docusaurus.prefetch(path);
  }
}

/** Watches `element` until it is in view, then prefetches `path`. Returns the cleanup for a React ref. */
export function prefetchInView(element: Element, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver(onIntersect);
  pathOf.set(element, path);
  observer.observe(element);
  return () => observer?.unobserve(element);
}
