/**
 * Docusaurus scrolls to the top (or to the #hash) on every change of page,
 * including back and forward. This puts back the position the visitor had
 * on a page when they return to it with back/forward, and, in the development
 * server only, lands an address with a #hash on its element when the page is
 * first opened: there the page is drawn in the browser after the browser has
 * looked for the element and not found it (a built page has the element in
 * its HTML, and the browser lands on it itself).
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

const scrollRestoration: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) positions.set(keyOf(previousLocation), window.scrollY);
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation && process.env.NODE_ENV === 'development' && location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    if (!traversing || !previousLocation) return;
    traversing = false;
    const saved = positions.get(keyOf(location));
    if (saved !== undefined) window.scrollTo(0, saved);
  },
};

export default scrollRestoration;
