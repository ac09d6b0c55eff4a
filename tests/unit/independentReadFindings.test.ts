/**
 * The independent read's findings (docs-dev/reviews/2026-11-28-independent-read.md) stay fixed: each assertion is
 * the statement a reader sees, in the file that renders it. The readiness check's findings are tested with its rules
 * (tests/unit/readiness.test.ts, readinessScope.test.ts) and on the page (tests/e2e/readiness-check.both.spec.ts).
 */
import fs from 'fs';
import path from 'path';
import {
  CONSUMER_CREDIT_DUTIES,
  CONSUMER_CREDIT_STATEMENT,
  CREDIT_GUIDE_TIMING,
  DECLARATION_STATEMENT,
  SMSF_TRUSTEE_NOTE,
  SMSF_TRUSTEE_STATEMENT,
} from '../../src/compliance/creditScope';
import {getFact} from '../../src/facts/register';
import {getServiceTerms, withoutCorporateTrusteeRows} from '../../src/facts/serviceTerms';
import {collectionNoticeLead, collectionNoticeMore} from '../../src/enquiry/notice';
import {assess} from '../../src/readiness/rules';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** A file's text as a reader sees it: Markdown links reduced to their words. */
const prose = (file: string) => read(file).replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');

describe("the independent read's findings", () => {
  it('the best interests duty is a mortgage broker’s, not every consumer loan’s, in one wording everywhere', () => {
    expect(CONSUMER_CREDIT_DUTIES).toBe(
      'responsible lending obligations apply, and a mortgage broker also owes a best interests duty',
    );
    for (const text of [CONSUMER_CREDIT_STATEMENT, SMSF_TRUSTEE_STATEMENT, SMSF_TRUSTEE_NOTE]) {
      expect(text).toContain(CONSUMER_CREDIT_DUTIES);
    }
    expect(getServiceTerms('smsf-lending').note).toContain(CONSUMER_CREDIT_DUTIES);
    const duties = new RegExp(CONSUMER_CREDIT_DUTIES, 'i');
    for (const file of [
      'docs/glossary/index.mdx',
      'docs/services/bridging-finance.mdx',
      'docs/services/commercial-property-development.mdx',
      'docs/guides/commercial-property-loans-explained.mdx',
    ]) {
      const text = prose(file);
      expect(text).toMatch(duties);
      expect(text).not.toMatch(/responsible lending (?:obligations )?and the best interests duty/i);
    }
  });

  it('the development page does not state as settled that building to sell is a business purpose', () => {
    const page = read('docs/services/commercial-property-development.mdx');
    expect(page).not.toMatch(/generally treated as a business purpose/);
    expect(page).toMatch(
      /business credit when the development is a business the borrower carries on; a one-off build by an individual may be consumer credit, and we refer it/,
    );
  });

  it('the Payday Super guide’s rule of thumb agrees with its own monthly example (58.3 days, about eight weeks)', () => {
    const guide = read('docs/guides/payday-super-working-capital.mdx');
    expect(guide).not.toMatch(/whatever the pay cycle\. The gap is therefore roughly ten weeks/);
    expect(guide).toMatch(
      /about ten weeks, for pays spread evenly through the quarter; a monthly payer paid at month end/,
    );
    expect(guide).toMatch(/held it for about eight weeks \(58\.3 days\)/);
  });

  it('the second-mortgage FAQ says what the page body says about electronic titles', () => {
    const page = read('docs/services/first-second-mortgages.mdx');
    expect(page).not.toMatch(/In New South Wales and Victoria titles are electronic/);
    expect(
      page.match(/In New South Wales, which abolished the control of the right to deal in October 2021/g),
    ).toHaveLength(2);
  });

  it('the FAQ says lenders pay commission through the licensee, as the credit guide does', () => {
    const faqs = read('docs/faqs/index.mdx');
    expect(faqs).not.toMatch(/Most lenders pay us a commission/);
    expect(faqs).toMatch(/Most lenders pay a commission, through our licensee, when a loan settles\./);
    expect(read('src/pages/credit-guide.mdx')).toMatch(/Lenders pay commission to our licensee/);
  });

  // The outside compliance review's L29: a source a reader can check the figure against, at the section it names.
  it.each([
    ['gic-uplift', /PAC\/19530001\/8AAD$/],
    ['sic-uplift', /PAC\/19530001\/Sch1-280-105$/],
    ['super-fund-income-tax-rate', /PAC\/19860107\/26$/],
    ['super-contributions-tax', /itaa1997240\/s295\.160\.html$/],
  ])('%s links the section its source names, not the whole Act', (id, section) => {
    expect(getFact(id).source.url).toMatch(section);
  });
});

/** The compliance read of 29 November 2026 (docs-dev/reviews/2026-11-29-compliance-read.md). */
describe("the 29 November compliance read's findings", () => {
  it('C1 and C4: a refinance’s and a valuation’s time come from one register entry each, on every page that states them', () => {
    expect(getFact('refinance-time').text).toBe('3 to 6 weeks from application to settlement');
    expect(getFact('commercial-valuation-time').text).toBe('1 to 3 weeks');
    for (const file of [
      'docs/guides/banking-code-small-business-rights.mdx',
      'blog/insights/refinancing-as-the-term-expires.mdx',
    ]) {
      expect(read(file)).toContain('<Fact id="refinance-time" />');
    }
    for (const file of [
      'docs/guides/preparing-a-commercial-loan-application.mdx',
      'docs/services/bridging-finance.mdx',
      'blog/insights/refinancing-as-the-term-expires.mdx',
    ]) {
      expect(read(file)).toContain('<Fact id="commercial-valuation-time" />');
    }
    expect(prose('docs/guides/banking-code-small-business-rights.mdx')).not.toMatch(/two months or more/);
    expect(prose('blog/insights/refinancing-as-the-term-expires.mdx')).not.toMatch(/several weeks|Eight to ten weeks/);
    expect(prose('docs/services/bridging-finance.mdx')).not.toMatch(/Valuations then take one to two weeks/);
  });

  it('C2: the credit guide page, About and the quote form’s notice give one timing for the credit guide', () => {
    expect(CREDIT_GUIDE_TIMING).toBe(
      'as soon as practicable once it is likely we will help you with credit, and always before we suggest a lender',
    );
    expect(read('src/pages/credit-guide.mdx')).toContain('We give you a copy {CREDIT_GUIDE_TIMING}.');
    expect(read('src/pages/about.tsx')).toContain('we give it to you {CREDIT_GUIDE_TIMING}.');
    const notice = [...collectionNoticeLead, ...collectionNoticeMore]
      .flat()
      .map((part) => (typeof part === 'string' ? part : part.text))
      .join('');
    expect(notice).toContain(`our fees and commissions, ${CREDIT_GUIDE_TIMING}.`);
  });

  it('C3: the readiness check says what its turnover rule allows (up to about one month’s revenue)', () => {
    const sizing = getFact('unsecured-loan-size-to-turnover');
    expect(sizing.value).toBe(1);
    expect(sizing.text).toBe('up to about one month’s revenue');
    // 100,000 against one month of the bottom of the over-5m band (416,667): workable, in the register's words.
    const result = assess({
      purpose: 'working-capital',
      borrower: 'company',
      amount: 'under-100k',
      security: ['none'],
      trading: 'over-5',
      turnover: 'over-5m',
      credit: ['none'],
      timing: 'month',
    });
    const view =
      result?.kind === 'business'
        ? result.lenderView.find((v) => v.topic === 'Turnover against the amount')
        : undefined;
    expect(view?.standing).toBe('workable');
    expect(view?.text).toContain('(often up to about one month’s revenue)');
  });

  it('C5: the glossary and the FAQs state s13(3) with all three limbs, as the service pages do', () => {
    for (const file of ['docs/glossary/index.mdx', 'docs/faqs/index.mdx']) {
      expect(prose(file)).toContain(
        'if the lender knew, had reason to believe, or would have found out with reasonable inquiries',
      );
    }
    expect(DECLARATION_STATEMENT).toContain('knew, had reason to believe, or would have found out');
  });

  it('L1: a fund without a corporate trustee is shown only the commercial SMSF ranges, and no “whatever the property”', () => {
    const all = getServiceTerms('smsf-lending').rows.map((row) => row.label);
    const shown = withoutCorporateTrusteeRows(getServiceTerms('smsf-lending')).rows.map((row) => row.label);
    expect(all.filter((label) => /residential/.test(label))).toHaveLength(4);
    expect(shown.filter((label) => /residential/.test(label))).toEqual([]);
    expect(shown).toContain('Loan size: commercial property');
    const fund = assess({
      purpose: 'buy-commercial',
      borrower: 'smsf',
      trustee: 'individuals',
      amount: '500k-2m',
      security: ['commercial-property'],
      credit: ['none'],
      timing: 'quarter',
    });
    expect(fund?.kind).toBe('business');
    if (fund?.kind === 'business')
      expect(fund.services.map((s) => s.reason).join(' ')).not.toMatch(/whatever the property/);
  });

  it('L4: the credit guide gives the conflicts priority duty to a mortgage broker, as it does the best interests duty', () => {
    const conflicts = prose('src/pages/credit-guide.mdx')
      .split('\n')
      .find((line) => line.startsWith('- **Conflicts of interest.**'))!;
    expect(conflicts).toContain('a mortgage broker');
    expect(conflicts).toContain('section 158LE');
  });

  it('T6: the glossary’s consumer credit entry includes refinancing a residential investment loan', () => {
    expect(prose('docs/glossary/index.mdx')).toContain(
      'residential property as an investment (or to refinance a loan that was for that)',
    );
  });
});
