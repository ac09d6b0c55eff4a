/**
 * Enquiry reference numbers a visitor can read out over the phone:
 * HCF-2026-7KQ4MX. Six characters from an alphabet without 0/O, 1/I/L or
 * U/V look-alikes give about 590 million a year, drawn at random so that
 * references do not reveal how many enquiries the business receives.
 */
import crypto from 'crypto';

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const referencePattern = new RegExp(`^HCF-\\d{4}-[${REFERENCE_ALPHABET}]{6}$`);

/** The year in Sydney, so an enquiry sent on New Year's morning carries the new year. */
const sydneyYearFormat = new Intl.DateTimeFormat('en-AU', {timeZone: 'Australia/Sydney', year: 'numeric'});
function sydneyYear(now: Date): string {
  return sydneyYearFormat.format(now);
}

export function newReference(now = new Date()): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)];
  return `HCF-${sydneyYear(now)}-${code}`;
}
