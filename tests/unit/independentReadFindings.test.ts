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
  SMSF_TRUSTEE_NOTE,
  SMSF_TRUSTEE_STATEMENT,
} from '../../src/compliance/creditScope';
import {getFact} from '../../src/facts/register';
import {getServiceTerms} from '../../src/facts/serviceTerms';

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
      page.match(/New South Wales has no paper titles and in Victoria most titles are now electronic/g),
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
