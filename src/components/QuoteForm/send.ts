/**
 * Sends the enquiry to the server and says what happened, in terms the form
 * can show. Every attempt of one submission carries the same key
 * (Idempotency-Key), so the server stores it once however often it arrives.
 *
 * When no answer comes back (the connection dropped, the answer was lost or
 * took longer than SEND_TIMEOUT_MS, or a proxy answered for a server it could
 * not reach), the enquiry may still have been stored. Then the form asks the
 * server whether the key was stored (with the same content: the server
 * answers nothing for a key alone) before saying anything: sent (with the
 * reference), not sent, or, if even that cannot be asked (offline included),
 * that we could not confirm it. "Not sent" is said only when it is known:
 * the device was offline before sending, or the server said so.
 *
 * An unconfirmed submission is remembered for this tab (sessionStorage) with
 * its key and content, so that a fresh showing of the form asks about it
 * first and, if it cannot tell, sends again under the same key: the server
 * then recognises it as the same enquiry rather than storing a second.
 */
import {IDEMPOTENCY_HEADER} from '../../enquiry/fields';
import type {EnquiryErrors} from '../../enquiry/schema';
import {forgetTab, readTabObject, writeTab} from '../../enquiry/tabStorage';

export type SendOutcome =
  /** Stored: its reference, and the secret that lets this visitor add step two's details (absent once added). */
  | {kind: 'sent'; reference: string; detailsToken?: string}
  | {kind: 'invalid'; errors: EnquiryErrors}
  | {kind: 'rate-limited'; retryAfterMinutes: number}
  /** Not sent: the device was offline before sending. */
  | {kind: 'offline'}
  /** The server answered that it did not store the enquiry. */
  | {kind: 'failed'}
  /** This submission's key was first sent with other content: this version was not stored. */
  | {kind: 'conflict'}
  /** No answer, and the server could not be asked whether it arrived (`offline`: the device seems to be). */
  | {kind: 'unknown'; offline: boolean};

/** How long to wait for the answer before asking whether the enquiry arrived. */
export const SEND_TIMEOUT_MS = 20_000;
/** Waits before each question "did it arrive?" (a late commit gets a moment to land). */
const CHECK_DELAYS_MS = [0, 1500, 3000];

const timeout = (ms: number) => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined);
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A new key for a submission: made when the form is shown, kept for every attempt to send it. */
export function newSubmissionKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Stored {
  reference: string;
  detailsToken?: string;
}

/** Whether the server stored the submission with this key and content: its reference, 'no', or undefined when it cannot say. */
export async function storedReference(key: string, body: Record<string, string>): Promise<Stored | 'no' | undefined> {
  for (const delay of CHECK_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      // A POST: the answer carries a new step-two secret (server/enquiries/route.ts).
      const response = await fetch(`/api/enquiries/by-key/${encodeURIComponent(key)}`, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json'},
        body: JSON.stringify(body),
        cache: 'no-store',
        signal: timeout(10_000),
      });
      if (response.status === 200) {
        const {reference, detailsToken} = (await response.json()) as Partial<Stored>;
        if (reference) return {reference, detailsToken};
      }
      // Not stored (yet): ask again after the next wait, in case the first attempt is still landing.
      if (response.status === 404 && delay === CHECK_DELAYS_MS.at(-1)) return 'no';
    } catch {
      // No answer to the question either: try again after the next wait.
    }
  }
  return undefined;
}

async function noAnswer(key: string, body: Record<string, string>): Promise<SendOutcome> {
  const stored = await storedReference(key, body);
  if (stored === 'no') return {kind: 'failed'};
  if (stored) return {kind: 'sent', ...stored};
  rememberUnconfirmed(key, body);
  return {kind: 'unknown', offline: isOffline()};
}

const UNCONFIRMED_STORAGE_KEY = 'hcf-unconfirmed-enquiry';

export interface Unconfirmed {
  key: string;
  body: Record<string, string>;
}

/** Without storage (private mode, blocked) the same showing of the form still resends under its key. */
function rememberUnconfirmed(key: string, body: Record<string, string>): void {
  writeTab(UNCONFIRMED_STORAGE_KEY, {key, body});
}

export function forgetUnconfirmed(): void {
  forgetTab(UNCONFIRMED_STORAGE_KEY);
}

/** The submission this tab sent without learning whether it arrived, if any. */
export function unconfirmed(): Unconfirmed | undefined {
  const kept = readTabObject(UNCONFIRMED_STORAGE_KEY) as Partial<Unconfirmed>;
  return typeof kept.key === 'string' && kept.body && typeof kept.body === 'object'
    ? {key: kept.key, body: kept.body}
    : undefined;
}

/**
 * Sends one submission under its key. Offline before sending, nothing is
 * sent (and the form says so). Stored or not, an earlier unconfirmed
 * submission is forgotten once the server has answered about this one.
 */
export async function sendEnquiry(body: Record<string, string>, key: string): Promise<SendOutcome> {
  if (isOffline()) return {kind: 'offline'};
  const outcome = await send(body, key);
  if (outcome.kind !== 'unknown') forgetUnconfirmed();
  return outcome;
}

/** The server's answer when it checked the fields (400) or was asked too often (429); undefined for any other. */
async function refusal(
  response: Response,
): Promise<Extract<SendOutcome, {kind: 'invalid' | 'rate-limited'}> | undefined> {
  if (response.status === 400) {
    const {errors} = (await response.json()) as {errors?: EnquiryErrors};
    if (errors && Object.keys(errors).length > 0) return {kind: 'invalid', errors};
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after')) || 600;
    return {kind: 'rate-limited', retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60))};
  }
  return undefined;
}

async function send(body: Record<string, string>, key: string): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/enquiries', {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json', [IDEMPOTENCY_HEADER]: key},
      body: JSON.stringify(body),
      signal: timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return noAnswer(key, body);
  }
  try {
    if (response.status === 201) {
      const {reference, detailsToken} = (await response.json()) as Partial<Stored>;
      return reference ? {kind: 'sent', reference, detailsToken} : noAnswer(key, body);
    }
    if (response.status === 409) return {kind: 'conflict'};
    const refused = await refusal(response);
    if (refused) return refused;
    // A proxy's answer for a server it could not reach or that did not answer in time, or the server's own
    // "not stored in time" (a commit still waiting on its disk may yet finish): the enquiry may have landed.
    if (response.status === 502 || response.status === 503 || response.status === 504) return noAnswer(key, body);
  } catch {
    // A body that is not the JSON we expect: ask whether it arrived.
    return noAnswer(key, body);
  }
  return {kind: 'failed'};
}

export type DetailsOutcome =
  | {kind: 'added'}
  | {kind: 'invalid'; errors: EnquiryErrors}
  /** The reference or its secret was not accepted: nothing was changed. */
  | {kind: 'refused'}
  | {kind: 'rate-limited'; retryAfterMinutes: number}
  | {kind: 'offline'}
  | {kind: 'failed'};

/**
 * Sends step two. Sending it again is always safe (the server stores and
 * notifies details once), so a lost answer is simply "try again".
 */
export async function sendDetails(body: Record<string, string>): Promise<DetailsOutcome> {
  try {
    const response = await fetch('/api/enquiries/details', {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify(body),
      signal: timeout(SEND_TIMEOUT_MS),
    });
    if (response.status === 200) return {kind: 'added'};
    if (response.status === 403) return {kind: 'refused'};
    return (await refusal(response)) ?? {kind: 'failed'};
  } catch {
    return isOffline() ? {kind: 'offline'} : {kind: 'failed'};
  }
}
