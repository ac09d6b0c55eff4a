/**
 * Tells a screen reader which page it is on after a link changes the page in place.
 *
 * Docusaurus swaps the page without a load, so a screen reader hears nothing of the new one. After each change of
 * page this puts focus back at the top of the page, on the skip link's region, so the next Tab reaches the skip link
 * (the theme's own reset, which Chromium undid by moving focus to `<body>`, went with its skip link:
 * src/theme/SkipToContent), and writes the new page's main heading (its title if it has none) into a live region, as
 * Next.js and Gatsby announce routes. The first page is left alone: a full load is announced by the browser itself.
 */
import type {ClientModule} from '@docusaurus/types';
import {focusTarget} from '../components/focusTarget';
import {SKIP_TO_CONTENT_REGION_ID} from '../theme/SkipToContent/regionId';

const ANNOUNCER_ID = 'route-announcer';

/** Made on the first page, so it is in the page before anything is written to it (a new region is not read). */
function announcer(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement('p');
  region.id = ANNOUNCER_ID;
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  // Inline, not the .sr-only class: a page's inlined CSS has only the rules its own HTML uses.
  region.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';
  document.body.append(region);
  return region;
}

const routeAnnouncer: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const region = announcer();
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    // Not for a link to a section (the browser moves to it), and without scrolling: Back restores the position.
    const top = document.getElementById(SKIP_TO_CONTENT_REGION_ID);
    if (top && !location.hash) focusTarget(top, {preventScroll: true});
    // A moment later: the head library writes the new title after this, for a page without a heading.
    window.setTimeout(() => {
      const heading = (document.querySelector('main h1') ?? document.querySelector('h1'))?.textContent?.trim();
      region.textContent = heading || document.title;
    }, 100);
  },
};

export default routeAnnouncer;
