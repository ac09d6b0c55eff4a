/**
 * The secret that lets a visitor add step two's details to the enquiry they
 * just sent. The human reference (HCF-2026-ABC234) is read out on the phone
 * and printed in e-mails, so it is no proof of anything; this token is 32
 * random bytes, handed only to whoever sent step one (in the JSON answer, or
 * as a hidden field of the no-JavaScript confirmation page), and the database
 * keeps only its SHA-256 hash, so a copy of the database cannot be used to
 * add details either.
 */
import crypto from 'crypto';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const newDetailsToken = () => crypto.randomBytes(32).toString('base64url');

export const isDetailsToken = (value: unknown): value is string =>
  typeof value === 'string' && tokenPattern.test(value);

export const hashDetailsToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Whether the token is the one whose hash was stored, compared in constant time. */
export function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || !isDetailsToken(token)) return false;
  const given = Buffer.from(hashDetailsToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
