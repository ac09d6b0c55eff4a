/**
 * While the next page's code downloads, Docusaurus keeps the old page on
 * screen. After a short delay (so fast loads do not flash) this shows a
 * "Loading..." indicator, and removes it when the page is ready.
 *
 * If the code fails to load, Docusaurus reloads the page; the server then
 * sends the page's HTML and the theme's Loading component offers a retry.
 */
import type {ClientModule} from '@docusaurus/types';

/** Docusaurus's own progress bar (theme-classic's nprogress, which this replaces) waits as long. */
const LOADING_DELAY_MS = 200;
const INDICATOR_ID = 'route-loading';

function show(): void {
  if (document.getElementById(INDICATOR_ID)) return;
  const indicator = document.createElement('div');
  indicator.id = INDICATOR_ID;
  indicator.className = 'site-loading site-loading--overlay';
  indicator.setAttribute('role', 'status');
  const spinner = document.createElement('span');
  spinner.className = 'site-loading__spinner';
  spinner.setAttribute('aria-hidden', 'true');
  indicator.append(spinner, document.createTextNode('Loading...'));
  document.body.append(indicator);
}

function hide(): void {
  document.getElementById(INDICATOR_ID)?.remove();
}

const routeLoading: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(show, LOADING_DELAY_MS);
    // Docusaurus calls this back once the new page's code has loaded.
    return () => {
      window.clearTimeout(timer);
      hide();
    };
  },
};

export default routeLoading;
