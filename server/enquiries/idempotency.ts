/**
 * One enquiry per submission, however often it arrives (a double click, a
 * resend after an answer that was lost or late).
 *
 * The form with JavaScript makes a random key when it is shown and sends it
 * with every attempt, in the Idempotency-Key header (and the hidden field
 * IDEMPOTENCY_FIELD, which the server's own form page also carries, always
 * with a key it made itself). A key is bound to the content it first carried
 * (storage/enquiryStore.ts): the same key with other content is a conflict
 * (409), never answered as the first. A form
 * posted natively from the static page has no key (no script made one), so
 * its content stands in: a hash of the checked enquiry, matched within a
 * short window (FINGERPRINT_WINDOW_MS in storage/enquiryStore.ts). Two posts
 * with the same name, e-mail, phone and deal in that window are one request.
 */
import crypto from 'crypto';
import type {FastifyRequest} from 'fastify';
import {IDEMPOTENCY_FIELD} from '../../src/enquiry/fields';
import type {Enquiry} from '../../src/enquiry/schema';

/** A key the form makes (a UUID) or any client's opaque token: 16 to 128 URL-safe characters. */
const keyPattern = /^[A-Za-z0-9_-]{16,128}$/;

export function isSubmissionKey(value: unknown): value is string {
  return typeof value === 'string' && keyPattern.test(value);
}

export const keyProblem =
  'Idempotency-Key must be one key of 16 to 128 letters, digits, "-" or "_", the same in the header and the form.';

/**
 * The request's submission key, from the header and/or the hidden field:
 * undefined when neither carries one, or 'malformed' when either is not a
 * key (too short or long, other characters, two keys in one header: Node
 * joins repeated headers with a comma) or the two differ. A malformed key is
 * refused, never ignored: ignoring it would store the same request twice.
 */
export function submissionKey(request: FastifyRequest): string | 'malformed' | undefined {
  const header = request.headers['idempotency-key'];
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const field = body[IDEMPOTENCY_FIELD];
  const sent = [header, field].flat().filter((value) => value !== undefined && value !== '');
  if (sent.length === 0) return undefined;
  const [first] = sent;
  return sent.every((value) => value === first) && isSubmissionKey(first) ? first : 'malformed';
}

/** How a key is kept: its SHA-256 hash, so a copy of the database holds no key anyone could send. */
export const hashSubmissionKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/**
 * A new key, for the form page the server renders (so resending that page
 * counts once too). Always a new one: a key taken from the request would let
 * another site's page choose the key this visitor's enquiry is sent under.
 */
export const newSubmissionKey = () => crypto.randomUUID();

/** The content's fingerprint: the checked enquiry, so spacing and other noise the schema cleans up do not count. */
export function contentFingerprint(enquiry: Enquiry): string {
  return crypto.createHash('sha256').update(JSON.stringify(enquiry)).digest('base64url');
}
