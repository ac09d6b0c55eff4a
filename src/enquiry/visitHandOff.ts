/**
 * What the visitor's tools handed to the quote form, kept for the whole visit, so any later "Get a quote" (a
 * guide's, the header's) brings it, not only the tool's own link: the latest calculator scenario she made (the
 * link "Talk to a broker about this scenario" carries, src/enquiry/scenario.ts) and the latest readiness result's
 * answers (src/readiness/brokerHandOff.ts). Kept as those links' query strings in sessionStorage: this tab only,
 * gone when it closes, never sent until she sends the form. The quote form reads them after hydration
 * (src/components/QuoteForm/prefill.ts), which checks them as it checks an address, and forgets one when she says
 * not to send it, or once the enquiry is sent. No parsing here: the header imports this on every page.
 */
export type HandOffKind = 'calculator' | 'readiness';
export type KeptHandOffs = Partial<Record<HandOffKind, string>>;

const STORAGE_KEY = 'hcf-quote-hand-offs';

export function keptHandOffs(): KeptHandOffs {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (typeof kept !== 'object' || kept === null) return {};
    const {calculator, readiness} = kept as Record<string, unknown>;
    return {
      ...(typeof calculator === 'string' && {calculator}),
      ...(typeof readiness === 'string' && {readiness}),
    };
  } catch {
    // No storage (private mode, blocked): the tool's own link still carries it.
    return {};
  }
}

function write(kept: KeptHandOffs) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // As above: nothing is kept, nothing breaks.
  }
}

const queryOf = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

/** Whether a quote link carries a calculator's scenario: its slug and the figures in words (the results shown). */
export const carriesScenario = (href: string) => {
  const params = queryOf(href);
  return params.has('calculator') && params.has('line');
};

/** Keeps a tool's quote link (/contact?...) as the latest of its kind. */
export function keepHandOff(kind: HandOffKind, href: string): void {
  write({...keptHandOffs(), [kind]: queryOf(href).toString()});
}

export function forgetHandOff(kind?: HandOffKind): void {
  if (kind === undefined) return write({});
  const {[kind]: _dropped, ...rest} = keptHandOffs();
  write(rest);
}
