/**
 * How step two's details stand with step one: they add, never erase. Step
 * one is kept as it was sent; the latest step two is kept beside it and shown
 * over it. A field step two leaves blank keeps step one's value; a message at
 * step two is added below step one's (the form without JavaScript starts its
 * message box empty, so it must not replace what the visitor wrote first).
 *
 * Whatever step two changes of a value the visitor had already sent (a field
 * of step one, or of an earlier step two when it is sent again corrected) is
 * logged as a Change, so the broker sees what changed and when: in the list,
 * the CSV export and the "Details added" e-mail.
 */
import {detailFields} from '../../src/enquiry/fields';
import type {Enquiry, EnquiryDetails} from '../../src/enquiry/schema';

export interface Change {
  /** ISO 8601, UTC. */
  at: string;
  field: keyof EnquiryDetails;
  /** The value before and after; absent when there was none (or it was removed). */
  from?: unknown;
  to?: unknown;
}

/** Step two's fields, in the form's order (src/enquiry/fields.ts). */
const detailKeys = detailFields.map((f) => f.name);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether `text` keeps every character of `kept`, in order: `kept` with only insertions made in it. */
function onlyAddsTo(kept: string, text: string): boolean {
  let at = 0;
  for (const char of text) if (char === kept[at]) at += 1;
  return at === kept.length;
}

/**
 * Both messages, the first kept whole; one only when step two's is step one's with text added (the form pre-fills
 * it: an SMSF trustee's trial tapped into the readiness answers, typed a line there, and the broker got the answers
 * twice). Only for a long first message: a short one could be scattered through any long text.
 */
function bothMessages(first: string | undefined, second: string | undefined): string | undefined {
  if (!first || !second) return first || second;
  const edited = second.includes(first) || (first.length >= 80 && onlyAddsTo(first, second));
  return edited ? second : `${first}\n\n${second}`;
}

/** The enquiry as the broker sees it: step one, with step two's details over it and both messages. */
export function combinedEnquiry(stepOne: Enquiry, details: (EnquiryDetails & {marketing?: true}) | undefined): Enquiry {
  if (!details) return stepOne;
  const given = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  const message = bothMessages(stepOne.message, details.message);
  return {...stepOne, ...given, ...(message ? {message} : {})};
}

export const sameDetails = (a: EnquiryDetails, b: EnquiryDetails) => detailKeys.every((key) => same(a[key], b[key]));

/**
 * What this step two changes. The first step two: the step-one values it
 * shows a different value over (its message is added, not a change). A later
 * one (a correction): every field that differs from the step two before it.
 */
export function detailsChanges(
  stepOne: Enquiry,
  before: EnquiryDetails | undefined,
  after: EnquiryDetails,
  at: string,
): Change[] {
  const changes: Change[] = [];
  for (const field of detailKeys) {
    const from = before ? before[field] : field === 'message' ? undefined : stepOne[field];
    const to = after[field];
    if (before ? !same(from, to) : from !== undefined && to !== undefined && !same(from, to))
      changes.push({at, field, ...(from !== undefined ? {from} : {}), ...(to !== undefined ? {to} : {})});
  }
  return changes;
}
