/**
 * Docusaurus scrolls to the top (or to the #hash) on every change of page,
 * including back and forward. This puts back the position the visitor had
 * on a page when they return to it with back/forward.
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
    if (!traversing || !previousLocation) return;
    traversing = false;
    const saved = positions.get(keyOf(location));
    if (saved !== undefined) window.scrollTo(0, saved);
  },
};

export default scrollRestoration;
