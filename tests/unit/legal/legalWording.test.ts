/**
 * The legal wording lives in one place each: the business-purpose rule in
 * src/compliance/creditScope.ts, the complaints process in
 * src/compliance/complaints.ts, overseas disclosure in src/compliance/privacy.ts.
 * These tests keep hand-written copies out of the site's code and pages.
 */
import fs from 'fs';
import path from 'path';
import {business, isExampleValue} from '../../../src/business';
import {AFCA, AFCA_TIME_LIMITS, COMPLAINT_STEPS} from '../../../src/compliance/complaints';
import {overseasDisclosureStatement} from '../../../src/compliance/privacy';
import {collectionNoticeLead, collectionNoticeMore} from '../../../src/enquiry/notice';
import {businessPurposeOnlyNote, detailsGroups} from '../../../src/enquiry/fields';

const root = path.resolve(__dirname, '../../..');

/**
 * Every source file under src/ with its text, except the modules that hold the wording and the
 * writers' content check, which names the wrong phrasings in order to refuse them.
 */
function siteSources(): {file: string; text: string}[] {
  const out: {file: string; text: string}[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|mdx?)$/.test(entry.name))
        out.push({file: path.relative(root, full), text: fs.readFileSync(full, 'utf8')});
    }
  };
  walk(path.join(root, 'src'));
  return out.filter(
    (f) =>
      !f.file.startsWith(path.join('src', 'compliance')) && !f.file.startsWith(path.join('src', 'content', 'check')),
  );
}

describe('the business-purpose rule is stated once', () => {
  it('no page or component outside src/compliance writes its own version of it', () => {
    const offenders = siteSources()
      .filter(({text}) =>
        /business or investment purposes|outside the (National Credit )?Code|not regulated by the National Credit Code|Code does not apply/i.test(
          text,
        ),
      )
      .map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it('the quote form states the scope where the purpose is asked, and the business-only note, from creditScope.ts', () => {
    // In one line, with a link to the statement in full beside the form (the contact page's #credit-scope).
    const purpose = detailsGroups.flatMap((g) => g.fields).find((f) => f.name === 'purpose');
    expect(purpose?.hint).toBe('Business or SMSF only:');
    expect(purpose?.hintLink?.href).toBe('#credit-scope');
    expect(businessPurposeOnlyNote).toMatch(
      /^We arrange this finance only for business purposes \(or investment other than in residential property\)/,
    );
  });
});

describe('complaints wording (ASIC RG 271)', () => {
  it('acknowledges within one business day and gives a final response within 30 calendar days at most', () => {
    expect(COMPLAINT_STEPS[0]).toMatch(/within one business day/);
    expect(COMPLAINT_STEPS[1]).toMatch(/no later than 30 calendar days/);
  });

  it('promises a written delay notice with reasons, the right to go to AFCA and AFCA’s details', () => {
    const delay = COMPLAINT_STEPS.find((s) => s.includes('cannot give you our final response'));
    expect(delay).toMatch(/we write to you before they end/);
    expect(delay).toMatch(/reasons for the delay/);
    expect(delay).toMatch(/take your complaint to AFCA/);
    expect(delay).toMatch(/how to contact AFCA/);
  });

  it('states AFCA’s time limits and contact details', () => {
    expect(AFCA_TIME_LIMITS).toMatch(/six years of the day you first became aware/);
    expect(AFCA_TIME_LIMITS).toMatch(/two years of the date of that response/);
    expect(AFCA).toMatchObject({phone: '1800 931 678', email: 'info@afca.org.au'});
  });

  it('"aim to resolve" appears nowhere in the site’s code or pages', () => {
    expect(
      siteSources()
        .filter(({text}) => /aim to resolve/i.test(text))
        .map((f) => f.file),
    ).toEqual([]);
  });
});

describe('overseas disclosure', () => {
  it('says plainly that there is none when no recipient is set', () => {
    expect(overseasDisclosureStatement([])).toBe(
      'We do not disclose personal information to anyone outside Australia.',
    );
    // Not confirmed yet: nothing definite is said until the owner fills it in.
    expect(overseasDisclosureStatement(null)).toMatch(/^We are confirming whether/);
  });

  it('names each recipient and its countries when there are some', () => {
    expect(
      overseasDisclosureStatement([
        {who: 'our e-mail provider', countries: ['the United States', 'Ireland']},
        {who: 'our document storage provider', countries: ['Singapore']},
      ]),
    ).toBe(
      'We disclose personal information to these recipients outside Australia: our e-mail provider (the United States ' +
        'and Ireland) and our document storage provider (Singapore).',
    );
  });

  it('the collection notice carries the same sentence as the privacy policy', () => {
    const text = [...collectionNoticeLead, ...collectionNoticeMore]
      .flat()
      .map((p) => (typeof p === 'string' ? p : p.text))
      .join('');
    expect(text).toContain(overseasDisclosureStatement());
    expect(text).toContain(business.phone.display);
  });
});

describe('example values in the business module', () => {
  it('isExampleValue reads valuesToSetBeforeLaunch', () => {
    expect(isExampleValue('abn', ['abn'])).toBe(true);
    expect(isExampleValue('abn', [])).toBe(false);
    expect(isExampleValue('phone', ['abn'])).toBe(false);
  });
});
