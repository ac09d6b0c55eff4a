/**
 * Likely spam: the hidden honeypot field has a value (people never see it,
 * form-filling robots fill everything), or the form was sent sooner after it
 * appeared than a person could fill it in. The form sets its render time in
 * a hidden field when it loads. A form posted without JavaScript carries no
 * render time and is judged by the honeypot alone, as is one whose clock is
 * ahead of the server's (a negative fill time says nothing).
 * Spam is stored, flagged and not notified, and gets the same answer as any
 * other enquiry, so a robot learns nothing.
 */
import {HONEYPOT_FIELD, STARTED_AT_FIELD} from '../../src/enquiry/fields';

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

export function spamReason(body: unknown, minFillMs: number, now = Date.now()): string | undefined {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (isFilled(fields[HONEYPOT_FIELD])) return 'honeypot';
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  if (fields[STARTED_AT_FIELD] !== '' && Number.isFinite(startedAt)) {
    const fillMs = now - startedAt;
    if (fillMs >= 0 && fillMs < minFillMs) return 'too-fast';
  }
  return undefined;
}
