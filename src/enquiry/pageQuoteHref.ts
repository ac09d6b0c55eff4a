/**
 * The page's own "Get a quote" link, offered to the header's Quote button: the header sits outside the page's
 * content (in the layout), so the page hands its link over here rather than through props or context. A service
 * page, guide or post offers its closing call to action's link (service and title, src/enquiry/quoteLink.ts), a
 * calculator its "Get a quote" link. Before the page's scripts run, and on a
 * page that offers none, the header keeps its plain /contact.
 */
import {useEffect, useRef, useSyncExternalStore} from 'react';
import {calculatorOf, forgetScenario, keepHandOff, type HandOffKind} from './visitHandOff';

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
 * `handOff` (what the form fills in, which its link never carries) is also kept for the rest of the visit
 * (src/enquiry/visitHandOff.ts): a readiness result's answers as the result shows; a calculator's scenario (its link
 * carries only the calculator and the new loan) once the visitor has changed a figure (the figures a calculator opens
 * with are its example, not her scenario), or as it stands when she follows the link, the page's own or the header's.
 */
export function useOfferQuoteHref(href: string | undefined, kind?: HandOffKind, handOff?: string): void {
  const edited = useRef(false);
  useEffect(() => {
    if (kind !== 'calculator') return undefined;
    // Capture: heard before React handles the input and renders the new figures (and so the new scenario).
    const onInput = () => {
      edited.current = true;
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [kind]);

  useEffect(() => {
    if (!href) return undefined;
    offer(href);
    const keep = () => kind && handOff && keepHandOff(kind, handOff);
    if (kind === 'readiness' || edited.current) keep();
    // A calculator with a field to fix offers her valid figures without an estimate (CalculatorShell): the estimate
    // of a keystroke ago ("$1", "$84") is not her scenario (a phone trial). With no figure at all, nothing of this
    // calculator's goes; another's, from earlier in the visit, still does.
    if (kind === 'calculator' && edited.current && !handOff) forgetScenario(calculatorOf(href));
    // Capture: kept before the link's own handler navigates.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')?.getAttribute('href') === href) keep();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      if (offered === href) offer(undefined);
    };
  }, [href, kind, handOff]);
}
