/**
 * One enquiry per submission, however often it arrives (a double click, a
 * resend after an answer that was lost or late).
 *
 * The form with JavaScript makes a random key when it is shown and sends it
 * with every attempt, in the Idempotency-Key header (and the hidden field
 * IDEMPOTENCY_FIELD, which the server's own form page also carries). A form
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

/** The request's submission key, from the header or else the hidden field; undefined when absent or malformed. */
export function submissionKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (isSubmissionKey(fromHeader)) return fromHeader;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const field = Array.isArray(body[IDEMPOTENCY_FIELD])
    ? (body[IDEMPOTENCY_FIELD] as unknown[])[0]
    : body[IDEMPOTENCY_FIELD];
  return isSubmissionKey(field) ? field : undefined;
}

/** A new key, for the form page the server renders (so resending that page counts once too). */
export const newSubmissionKey = () => crypto.randomUUID();

/** The content's fingerprint: the checked enquiry, so spacing and other noise the schema cleans up do not count. */
export function contentFingerprint(enquiry: Enquiry): string {
  return crypto.createHash('sha256').update(JSON.stringify(enquiry)).digest('base64url');
}
