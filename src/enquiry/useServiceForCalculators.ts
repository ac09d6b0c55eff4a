/**
 * Following a link from a service page (or a guide, or a readiness result) to one of the calculators it lists tells
 * the quote form, later in the visit, that her scenario is for this service: the commercial property loan calculator
 * opened from SMSF lending is an SMSF's loan, not the calculator's usual first mortgage
 * (src/components/QuoteForm/prefill.ts). All the page's calculators are kept, so one reached from another (the real estate calculator's link to the loan calculator) is
 * for the same service (an SMSF trustee's trial: his fund's loan reached the broker as a first mortgage). Kept in the
 * tab with the tools' hand-offs (src/enquiry/visitHandOff.ts) when she follows the link, so nothing is stored for a
 * visitor who only reads the page.
 */
import {useEffect} from 'react';
import {keepHandOff} from './visitHandOff';

/** `service` undefined: the page names none, and nothing is kept. */
export function useServiceForCalculators(service: string | undefined, calculators: readonly string[]): void {
  // By their names, so a caller's new array with the same calculators does not add the listener again.
  const names = calculators.join(' ');
  useEffect(() => {
    if (!service || !names) return undefined;
    const slugs = names.split(' ');
    // Capture: kept before the link's own handler navigates.
    const onClick = (event: MouseEvent) => {
      const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : undefined;
      // Without its query: a readiness result's link carries where she came from.
      if (!slugs.some((slug) => href?.split('?')[0] === `/tools/${slug}`)) return;
      keepHandOff(
        'service',
        new URLSearchParams([['service', service], ...slugs.map((c) => ['calculator', c])]).toString(),
      );
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [service, names]);
}
