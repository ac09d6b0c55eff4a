/**
 * Docusaurus scrolls to the top (or to the #hash) on every change of page,
 * including back and forward. This puts back the position the visitor had
 * on a page when they return to it with back/forward, and the link or field she
 * left it from as the focus (routeAnnouncer put focus at the top of the page: a keyboard user's next Tab jumped
 * there from where the page was shown, WCAG 2.4.3; a keyboard user's trial), and, in the development
 * server only, lands an address with a #hash on its element when the page is
 * first opened: there the page is drawn in the browser after the browser has
 * looked for the element and not found it (a built page has the element in
 * its HTML, and the browser lands on it itself).
 */
import type {ClientModule} from '@docusaurus/types';

const positions = new Map<string, number>();
/** The focused element of each page left: a selector, and which of its matches (the header's and the page's Get a quote). */
type Remembered = [selector: string, index: number, count: number];
const focused = new Map<string, Remembered>();
let traversing = false;

function keyOf(location: {key?: string; pathname: string}): string {
  return location.key ?? location.pathname;
}

/**
 * How to find the focused element again on the page drawn anew: a link by its address, a field by its name, else by
 * its id (React's generated ids may name another element once the page is drawn again, so last).
 */
function selectorOf(element: Element | null): string | undefined {
  if (!element || element === document.body) return undefined;
  const href = element instanceof HTMLAnchorElement && element.getAttribute('href');
  if (href) return `a[href="${CSS.escape(href)}"]`;
  const name = element.getAttribute('name');
  if (name) return `${element.localName}[name="${CSS.escape(name)}"]`;
  return element.id ? `#${CSS.escape(element.id)}` : undefined;
}

/** The element again, only where the page shows the same matches and it is on screen: never focus out of sight. */
function found([selector, index, count]: Remembered): HTMLElement | undefined {
  const matches = document.querySelectorAll<HTMLElement>(selector);
  const element = matches.length === count ? matches[index] : undefined;
  const box = element?.getBoundingClientRect();
  return box && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight ? element : undefined;
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
    if (!previousLocation) return;
    positions.set(keyOf(previousLocation), window.scrollY);
    const selector = selectorOf(document.activeElement);
    const matches = selector ? Array.from(document.querySelectorAll(selector)) : [];
    if (selector)
      focused.set(keyOf(previousLocation), [selector, matches.indexOf(document.activeElement!), matches.length]);
    else focused.delete(keyOf(previousLocation));
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation && process.env.NODE_ENV === 'development' && location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    if (!traversing || !previousLocation) return;
    traversing = false;
    const saved = positions.get(keyOf(location));
    if (saved !== undefined) window.scrollTo(0, saved);
    // Another page only: within a page (the readiness check's steps) the page places focus itself. A page that draws
    // itself after this (the readiness result, read from its address) has nothing found here and places its own focus.
    const remembered = focused.get(keyOf(location));
    if (location.pathname !== previousLocation.pathname && remembered) found(remembered)?.focus({preventScroll: true});
  },
};

export default scrollRestoration;
