/** The note the quote form shows under "Type of finance": which services carry which credit-scope rule. */
import {FINANCE_SCOPE_NOTE, SMSF_COMMERCIAL_NOTE, SMSF_TRUSTEE_NOTE} from '../../../src/compliance/creditScope';
import {NOT_SURE, businessPurposeOnlyNote, serviceNote} from '../../../src/enquiry/fields';
import {serviceSlugs} from '../../../src/site-map';

describe('the quote form note for the chosen service', () => {
  it.each(serviceSlugs.filter((slug) => slug !== 'smsf-lending'))(
    '%s shows the business-purpose note (consumer requests arrive for every service)',
    (slug) => {
      expect(serviceNote(slug)).toBe(businessPurposeOnlyNote);
    },
  );

  it('SMSF lending shows the trustee rule instead, since a fund may borrow for residential property', () => {
    expect(serviceNote('smsf-lending')).toBe(`${SMSF_COMMERCIAL_NOTE} ${SMSF_TRUSTEE_NOTE}`);
  });

  it('SMSF lending says first that a fund buying commercial property borrows outside the Code, whoever its trustees are', () => {
    expect(serviceNote('smsf-lending')).toMatch(
      /^A super fund's loan for commercial property is outside the National Credit Code, whoever its trustees are\. Whether the National Credit Code applies to a fund buying residential property depends/,
    );
  });

  it('gives the rule for every service until one is chosen, and for "not sure yet"', () => {
    expect(serviceNote('')).toBe(FINANCE_SCOPE_NOTE);
    expect(serviceNote(NOT_SURE)).toBe(FINANCE_SCOPE_NOTE);
  });
});
