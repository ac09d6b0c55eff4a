/**
 * What the visitor typed into the quote form, kept for the visit: a calculator, a guide or Back and Forward unmount
 * the form, and a reload empties it, so without this her name, number and the deal in her words were gone when she
 * came back. Only the fields she changed herself, never the consent ticks (given again each time). Each is kept with
 * the value a tool had put there when she changed it, so her change wins over the same hand-over but a newer one
 * (another scenario's amount, a service page's service) wins over her change. In sessionStorage, like the hand-overs
 * (src/enquiry/visitHandOff.ts): this tab only, gone when it closes or once the enquiry is sent, never sent until she
 * sends the form.
 */
import {forgetTab, readTabObject, writeTab} from '../../enquiry/tabStorage';

const STORAGE_KEY = 'hcf-quote-draft';

/** A field as she left it, what a tool had filled in when she changed it ('' for nothing), and when she first did. */
interface Kept {
  value: string;
  over: string;
  since?: number;
}

function read(): Record<string, Kept> {
  return Object.fromEntries(
    Object.entries(readTabObject(STORAGE_KEY)).filter(
      ([, field]) => typeof (field as Kept)?.value === 'string' && typeof (field as Kept).over === 'string',
    ),
  ) as Record<string, Kept>;
}

/** Her values for the fields whose hand-over is still the one she changed (`prefill`: what the tools fill in now). */
export function keptDraft(prefill: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(read())
      .filter(([name, {over}]) => (prefill[name] ?? '') === over)
      .map(([name, {value}]) => [name, value]),
  );
}

/** Keeps one field as she left it, over what a tool had put there. */
export function keepInDraft(name: string, value: string, over = ''): void {
  const kept = read();
  writeTab(STORAGE_KEY, {...kept, [name]: {value, over, since: kept[name]?.since ?? Date.now()}});
}

/**
 * How long ago she first typed what the draft keeps, in ms (0 without a draft): a form restored from it and sent at
 * once was still filled in by a person, over that time, not in the seconds since its page opened.
 */
export function draftAgeMs(): number {
  const since = Object.values(read()).flatMap(({since}) => (typeof since === 'number' ? [since] : []));
  return since.length === 0 ? 0 : Math.max(0, Date.now() - Math.min(...since));
}

export function forgetDraft(): void {
  forgetTab(STORAGE_KEY);
}
