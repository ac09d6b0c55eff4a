/**
 * What the visitor's tools handed to the quote form, kept for the whole visit, so any later "Get a quote" (a
 * guide's, the header's) brings it, not only the tool's own link: the latest calculator scenario she made (in the
 * form's field format, src/enquiry/scenario.ts: the calculator's link carries only its name and the new loan) and
 * the latest readiness result's answers and checklist (the form's fields as a query, src/readiness/brokerHandOff.ts:
 * its link carries only the service); and the service page she last left for one of its calculators, so that
 * calculator's scenario names the service. None goes in an address, which history, Referer headers and logs keep. Kept in sessionStorage:
 * this tab only, kept over a reload, gone when it closes, never sent until she sends the form. The quote form reads
 * them after hydration (src/components/QuoteForm/prefill.ts), which checks them as it checks an address, and
 * forgets one when she says not to send it, or once the enquiry is sent. No parsing here: the header imports this on every page.
 */
export type HandOffKind = 'calculator' | 'readiness' | 'service';
export type KeptHandOffs = Partial<Record<HandOffKind, string>>;

import {readTabObject, writeTab} from './tabStorage';

const STORAGE_KEY = 'hcf-quote-hand-offs';

/** No storage (blocked): the calculator's link still carries its name and new loan, the readiness link its service. */
export function keptHandOffs(): KeptHandOffs {
  const {calculator, readiness, service} = readTabObject(STORAGE_KEY);
  return {
    ...(typeof calculator === 'string' && {calculator}),
    ...(typeof readiness === 'string' && {readiness}),
    ...(typeof service === 'string' && {service}),
  };
}

const write = (kept: KeptHandOffs) => writeTab(STORAGE_KEY, kept);

/** Keeps a tool's hand-over (a query string) as the latest of its kind. */
export function keepHandOff(kind: HandOffKind, query: string): void {
  write({...keptHandOffs(), [kind]: query});
}

export function forgetHandOff(kind?: HandOffKind): void {
  if (kind === undefined) return write({});
  const {[kind]: _dropped, ...rest} = keptHandOffs();
  write(rest);
}
