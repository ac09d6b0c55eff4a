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
const focused = new Map<string, [selector: string, index: number]>();
let traversing = false;

function keyOf(location: {key?: string; pathname: string}): string {
  return location.key ?? location.pathname;
}

/** How to find the focused element again on the page drawn anew: by its id, a link by its address, a field by name. */
function selectorOf(element: Element | null): string | undefined {
  if (!element || element === document.body) return undefined;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const href = element instanceof HTMLAnchorElement && element.getAttribute('href');
  if (href) return `a[href="${CSS.escape(href)}"]`;
  const name = element.getAttribute('name');
  return name ? `${element.localName}[name="${CSS.escape(name)}"]` : undefined;
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
    if (selector)
      focused.set(keyOf(previousLocation), [
        selector,
        Array.from(document.querySelectorAll(selector)).indexOf(document.activeElement!),
      ]);
    else focused.delete(keyOf(previousLocation));
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation && process.env.NODE_ENV === 'development' && location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    if (!traversing || !previousLocation) return;
    traversing = false;
    const saved = positions.get(keyOf(location));
    if (saved !== undefined) window.scrollTo(0, saved);
    // Another page only: within a page (the readiness check's steps) the page places focus itself.
    const [selector, index] = focused.get(keyOf(location)) ?? [];
    if (location.pathname !== previousLocation.pathname && selector)
      document.querySelectorAll<HTMLElement>(selector)[index ?? 0]?.focus({preventScroll: true});
  },
};

export default scrollRestoration;
