/**
 * The site's full stylesheet, added once the page has hydrated.
 *
 * Every page carries in its <head> the CSS its own elements use
 * (scripts/inline-critical-css.mjs), so the full stylesheet is only needed
 * for the pages a visitor goes to next. The build writes its link inside a
 * <noscript id="full-stylesheet">: without JavaScript the browser applies it
 * from there; with JavaScript it is not fetched while the page's scripts
 * download (on a slow phone connection it took bandwidth from them, and
 * restyling the page with it took main-thread time from hydration:
 * docs-dev/PERFORMANCE.md). This module adds it when the browser is idle
 * after the first page has rendered and loaded, or sooner when the visitor points at,
 * presses or tabs to a link to another page (the next page may need rules
 * this one's inlined CSS lacks, and the stylesheet then has the moment
 * before the click to arrive) or to the search box (its results panel is not
 * in the page's HTML, so its rules are not inlined), and at the latest when
 * the visitor moves to another page, before that page renders.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';
import {ADDED_ATTRIBUTE, FULL_STYLESHEET_ID, fullStylesheetHref} from './fullStylesheetLink';

// Its twin, in plain ES5, is inlined in every page by loadFailureNotice.ts for when this module never arrives;
// both read the link through fullStylesheetLink.ts and mark it the same way, so the stylesheet is added once.
function addFullStylesheet(): void {
  if (document.querySelector(`link[${ADDED_ATTRIBUTE}]`)) return;
  const href = fullStylesheetHref(document.getElementById(FULL_STYLESHEET_ID)?.textContent ?? '');
  // In development the stylesheet is injected by the bundler and there is no <noscript>.
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(ADDED_ATTRIBUTE, '');
  document.head.append(link);
}

/** Signs that the visitor is about to use something: the pointer over it, a press on it, the keyboard's focus on it. */
const intents = ['pointerover', 'pointerdown', 'focusin'] as const;

/** What needs rules the page's inlined CSS lacks: a link to another page of the site, and the search box's panel. */
const needsFullStylesheet = 'a[href^="/"], [role="search"]';

/** Adds the stylesheet at the first sign of the visitor heading for another page of the site or for search. */
function addOnIntent(): void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(needsFullStylesheet)) return;
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    addFullStylesheet();
  };
  for (const type of intents) document.addEventListener(type, onIntent, {capture: true, passive: true});
}

/**
 * The heading face for the pages after the first. It is declared once, in the CSS inlined in the first page
 * (scripts/inline-critical-css.mjs), with `font-display: optional`: when the file missed the first paint, the
 * browser keeps the fallback for that declaration while the page lives, so no heading changes face while she reads.
 * The file has arrived by then; declared again as she leaves for another page, the next page has the face.
 */
function headingFaceForNextPages(): void {
  if (document.querySelector('style[data-font-faces]')) return;
  const rules = Array.from(document.querySelectorAll('head > style')).flatMap(
    (style) => style.textContent?.match(/@font-face\s*\{[^}]*\}/g) ?? [],
  );
  if (rules.length === 0) return;
  const style = document.createElement('style');
  style.setAttribute('data-font-faces', '');
  style.textContent = rules.join('');
  document.head.append(style);
}

const fullStylesheet: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    // Going to another page: its elements may need rules that this page's inlined CSS does not have.
    addFullStylesheet();
    // Only for another page: a calculator writes its figures into the address at each keystroke, and the glossary's
    // letters and the FAQs' topics are #links, all on the page she is reading.
    if (location.pathname !== previousLocation.pathname) headingFaceForNextPages();
  },
  onRouteDidUpdate({previousLocation}) {
    // The first page has rendered (React is finishing its hydration): add the stylesheet when nothing else runs,
    // or as soon as the visitor heads for a link or the search box.
    if (previousLocation) return;
    whenIdle(addFullStylesheet);
    addOnIntent();
  },
};

export default fullStylesheet;
