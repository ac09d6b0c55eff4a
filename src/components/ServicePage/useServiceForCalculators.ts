/**
 * Following a link from a service page to one of the calculators it lists tells the quote form, later in the visit,
 * that her scenario is for this service: the commercial property loan calculator opened from SMSF lending is an SMSF's
 * loan, not the calculator's usual first mortgage (src/components/QuoteForm/prefill.ts). Kept in the tab with the
 * tools' hand-offs (src/enquiry/visitHandOff.ts) when she follows the link, so nothing is stored for a visitor who
 * only reads the page.
 */
import {useEffect} from 'react';
import {keepHandOff} from '../../enquiry/visitHandOff';

export function useServiceForCalculators(service: string, calculators: readonly string[]): void {
  useEffect(() => {
    // Capture: kept before the link's own handler navigates.
    const onClick = (event: MouseEvent) => {
      const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : undefined;
      const calculator = calculators.find((slug) => href === `/tools/${slug}`);
      if (calculator) keepHandOff('service', new URLSearchParams({service, calculator}).toString());
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [service, calculators]);
}
