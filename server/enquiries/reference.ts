/**
 * Enquiry reference numbers a visitor can read out over the phone:
 * HCF-2026-7KQ4MX. Six characters from an alphabet without 0/O, 1/I/L or
 * U/V look-alikes give about 590 million a year, drawn at random so that
 * references do not reveal how many enquiries the business receives.
 */
import crypto from 'crypto';
import {sydneyDate} from '../report/dates';

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const referencePattern = new RegExp(`^HCF-\\d{4}-[${REFERENCE_ALPHABET}]{6}$`);

export function newReference(now = new Date()): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)];
  // The year in Sydney, so an enquiry sent on New Year's morning carries the new year.
  return `HCF-${sydneyDate(now.toISOString()).slice(0, 4)}-${code}`;
}
