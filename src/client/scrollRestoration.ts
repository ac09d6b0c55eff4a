/**
 * Where the view goes after a change of address:
 * - another page: its top, or the #hash's anchor;
 * - back and forward: the position the visitor had on that page;
 * - a #hash on the same page: its anchor;
 * - the same page with another query string (a calculator writing its
 *   figures into the address): nowhere, the view stays put.
 *
 * Docusaurus's own scrolling is taken out (src/plugins/preact/
 * ClientLifecyclesDispatcher.tsx): it ran as the router committed the
 * address, before Preact had rendered the new content. Here the scroll waits
 * for the next animation frame: after the content, before the paint.
 */
import type {ClientModule} from '@docusaurus/types';

const positions = new Map<string, number>();
let traversing = false;

function keyOf(location: {key?: string; pathname: string}): string {
  return location.key ?? location.pathname;
}

if (typeof window !== 'undefined') {
  // We restore positions ourselves once the page has rendered.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    traversing = true;
  });
}

function scrollToHash(hash: string): void {
  document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
}

const scrollRestoration: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) positions.set(keyOf(previousLocation), window.scrollY);
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) return; // the first page: the browser has placed it
    const restoring = traversing;
    traversing = false;
    const saved = positions.get(keyOf(location));
    const newPage = location.pathname !== previousLocation.pathname;
    const newHash = location.hash !== previousLocation.hash;
    // A plain <a href="#x"> on the page (the glossary's A to Z) also fires popstate: it is a jump, not a return.
    const jumpOnPage = !newPage && newHash && location.search === previousLocation.search;
    window.requestAnimationFrame(() => {
      if (restoring && !jumpOnPage && saved !== undefined) window.scrollTo(0, saved);
      else if ((newPage || newHash) && location.hash) scrollToHash(location.hash);
      else if (newPage) window.scrollTo(0, 0);
    });
  },
};

export default scrollRestoration;
