/**
 * The page's own "Get a quote" link, offered to the header's Quote button: the header sits outside the page's
 * content (in the layout), so the page hands its link over here rather than through props or context. A service
 * page, guide or post offers its closing call to action's link (service and title, src/enquiry/quoteLink.ts), a
 * calculator its "Talk to a broker" link with the figures as they stand. Before the page's scripts run, and on a
 * page that offers none, the header keeps its plain /contact.
 */
import {useEffect, useRef, useSyncExternalStore} from 'react';
import {carriesScenario, keepHandOff, type HandOffKind} from './visitHandOff';

let offered: string | undefined;
const listeners = new Set<() => void>();

function offer(href: string | undefined) {
  offered = href;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The link the page offers, if any (none while the server renders and hydrates). */
export function usePageQuoteHref(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => offered,
    () => undefined,
  );
}

/**
 * Offers `href` while the component is on the page; the next page's offer, not this one's leaving, wins. A tool's
 * link is also kept for the rest of the visit (src/enquiry/visitHandOff.ts): a readiness result's as it shows, a
 * calculator's scenario once the visitor has changed a figure (the figures a calculator opens with are its example,
 * not her scenario).
 */
export function useOfferQuoteHref(href: string | undefined, kind?: HandOffKind): void {
  const keep = kind ?? (href && carriesScenario(href) ? 'calculator' : undefined);
  const edited = useRef(false);
  useEffect(() => {
    if (keep !== 'calculator') return undefined;
    // Capture: heard before React handles the input and renders the new figures (and so the new href).
    const onInput = () => {
      edited.current = true;
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [keep]);

  useEffect(() => {
    if (!href) return undefined;
    offer(href);
    if (keep === 'readiness' || (keep === 'calculator' && edited.current)) keepHandOff(keep, href);
    return () => {
      if (offered === href) offer(undefined);
    };
  }, [href, keep]);
}
