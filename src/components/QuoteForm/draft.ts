/**
 * What the visitor typed into the quote form, kept for the visit: a calculator, a guide or Back and Forward unmount
 * the form, and a reload empties it, so without this her name, number and the deal in her words were gone when she
 * came back. Only the fields she changed herself (a tool's prefill is its own hand-over, src/enquiry/visitHandOff.ts),
 * never the consent tick (given again each time). In sessionStorage, like the hand-overs: this tab only, gone when it
 * closes or once the enquiry is sent, never sent until she sends the form.
 */
const STORAGE_KEY = 'hcf-quote-draft';

export type Draft = Record<string, string>;

export function keptDraft(): Draft {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (typeof kept !== 'object' || kept === null) return {};
    return Object.fromEntries(Object.entries(kept).filter(([, value]) => typeof value === 'string')) as Draft;
  } catch {
    // No storage (blocked): the form works; it just starts empty after she leaves it.
    return {};
  }
}

/** Keeps one field as she left it. */
export function keepInDraft(name: string, value: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({...keptDraft(), [name]: value}));
  } catch {
    // As above.
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}
