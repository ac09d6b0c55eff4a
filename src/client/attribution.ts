/**
 * Where this visit came from, kept in the browser for the visit only
 * (sessionStorage: gone when the tab closes; no cookie, nothing sent). The
 * quote form reads it and sends it with an enquiry, and only then does it
 * leave the browser. The server checks every value again
 * (src/enquiry/attribution.ts, which names the fields).
 *
 * Recorded once, on the first page of the visit: its path with only its
 * utm_* parameters, the referring site's host when it is another site, and
 * utm_source, utm_medium and utm_campaign. Later, when a tool hands the
 * visitor to /contact (a calculator's ?calculator=slug, the readiness
 * check's ?from=loan-readiness-check), that tool is added.
 *
 * It runs on every page, so it stays tiny and imports nothing but whenIdle. The write
 * waits for the browser to be idle: the first use of sessionStorage in a tab
 * opens it, about 10 ms of a slow phone's main thread that would otherwise
 * fall while the page hydrates. Idle callbacks run in the order they were
 * asked for, so a later page's record never lands before the landing page's.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';

/** The same key as ATTRIBUTION_STORAGE_KEY in src/enquiry/attribution.ts (not imported: that module is not tiny). */
const KEY = 'hcf-visit';

type Visit = Record<string, string>;

function record(pathname: string, search: string): void {
  const params = new URLSearchParams(search);
  const saved = sessionStorage.getItem(KEY);
  const visit: Visit = saved ? (JSON.parse(saved) as Visit) : {};
  if (!saved) {
    const utm = new URLSearchParams([...params].filter(([name]) => name.startsWith('utm_'))).toString();
    visit.landingPage = pathname + (utm ? `?${utm}` : '');
    const referrer = document.referrer ? new URL(document.referrer).hostname : '';
    if (referrer && referrer !== location.hostname) visit.referrerHost = referrer;
    for (const [field, name] of [
      ['utmSource', 'utm_source'],
      ['utmMedium', 'utm_medium'],
      ['utmCampaign', 'utm_campaign'],
    ]) {
      const value = params.get(name!);
      if (value) visit[field!] = value.slice(0, 150);
    }
  }
  const tool = pathname === '/contact' && (params.get('calculator') ?? params.get('from'));
  if (tool) visit.tool = tool.slice(0, 60);
  sessionStorage.setItem(KEY, JSON.stringify(visit));
}

const attribution: ClientModule = {
  onRouteDidUpdate({location}) {
    const {pathname, search} = location;
    whenIdle(() => {
      try {
        record(pathname, search);
      } catch {
        // Storage blocked or full, or a malformed referrer: nothing is kept, and the page carries on.
      }
    });
  },
};

export default attribution;
