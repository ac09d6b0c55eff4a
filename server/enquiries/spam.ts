/**
 * Likely spam: the hidden honeypot field has a value (people never see it,
 * form-filling robots fill everything), or the form was sent sooner after it
 * could first be used than a person could fill it in.
 *
 * The fill time counts from when the form could first be used, never from
 * when a script woke up: the form with JavaScript sends how long its page had
 * been open (FILL_TIME_FIELD, from the browser's monotonic clock, so a clock
 * set wrong does not matter), or since the visitor first typed what a form
 * restored for her (src/components/QuoteForm/draft.ts); the form page the server renders after a post
 * without JavaScript carries the server's own time of rendering
 * (STARTED_AT_FIELD). A form posted natively from the static page carries
 * neither and is judged by the honeypot alone. A missing, zero, negative or
 * unreadable time is no evidence (a browser that autofills and sends at once,
 * a clock ahead of the server's), so it never makes a verdict on its own.
 *
 * A flagged enquiry is stored, answered like any other (a robot learns
 * nothing) and notified to the broker marked "possible spam", never dropped.
 */
import {FILL_TIME_FIELD, HONEYPOT_FIELD, STARTED_AT_FIELD} from '../../src/enquiry/fields';

/**
 * Whether the honeypot holds anything, in any shape a client can send it: a
 * string that is not blank, a number, a boolean, the field sent twice (an
 * array), an object.
 */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** A positive number of milliseconds from a field, or undefined when it says nothing. */
function positiveNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** How long the form took to fill in, in ms, or undefined when the request does not say. */
export function fillTimeMs(fields: Record<string, unknown>, now = Date.now()): number | undefined {
  const elapsed = positiveNumber(fields[FILL_TIME_FIELD]);
  if (elapsed !== undefined) return elapsed;
  const startedAt = positiveNumber(fields[STARTED_AT_FIELD]);
  if (startedAt === undefined) return undefined;
  const fill = now - startedAt;
  return fill > 0 ? fill : undefined;
}

export function spamReason(body: unknown, minFillMs: number, now = Date.now()): string | undefined {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (isFilled(fields[HONEYPOT_FIELD])) return 'honeypot';
  const fill = fillTimeMs(fields, now);
  if (fill !== undefined && fill < minFillMs) return 'too-fast';
  return undefined;
}
