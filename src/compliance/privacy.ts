/**
 * The privacy statements more than one place makes: who outside Australia
 * receives personal information (the privacy policy, APP 1.4(f) and (g), and
 * the quote form's collection notice, APP 5.2(i) and (j), must agree). The
 * recipients themselves are the owner's setting in src/disclosures.ts.
 */
import {overseasRecipients, type OverseasRecipient} from '../disclosures';
import {listInWords} from '../content/listInWords';

/**
 * One sentence on overseas disclosure. No recipients (or none set yet): a
 * plain statement that there are none, never a vague "may store overseas".
 */
export function overseasDisclosureStatement(
  recipients: readonly OverseasRecipient[] | null = overseasRecipients,
): string {
  // Not confirmed by the owner yet (src/disclosures.ts): say nothing definite (APP 1.4(f), APP 5.2(i)); launch refuses null.
  if (recipients === null) {
    return 'We are confirming whether any of our service providers holds personal information outside Australia; ask us and we will tell you before you send us anything.';
  }
  if (recipients.length === 0) {
    return 'We do not disclose personal information to anyone outside Australia.';
  }
  const each = recipients.map((r) => `${r.who} (${listInWords(r.countries)})`);
  return `We disclose personal information to these recipients outside Australia: ${listInWords(each)}.`;
}
