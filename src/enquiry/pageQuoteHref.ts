/**
 * The page's own "Get a quote" link, offered to the header's Quote button: the header sits outside the page's
 * content (in the layout), so the page hands its link over here rather than through props or context. A service
 * page, guide or post offers its closing call to action's link (service and title, src/enquiry/quoteLink.ts), a
 * calculator its "Talk to a broker" link with the figures as they stand. Before the page's scripts run, and on a
 * page that offers none, the header keeps its plain /contact.
 */
import {useEffect, useSyncExternalStore} from 'react';

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

/** Offers `href` while the component is on the page; the next page's offer, not this one's leaving, wins. */
export function useOfferQuoteHref(href: string | undefined): void {
  useEffect(() => {
    if (!href) return undefined;
    offer(href);
    return () => {
      if (offered === href) offer(undefined);
    };
  }, [href]);
}
