/**
 * The 14 service pages as a compliance officer and a reader moving between
 * them would check them: each page written for its own product (no shared
 * template sentences), the credit-scope rule taken from one place, the
 * declaration where the loan type needs it, and overlapping products that
 * point to each other.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {serviceRecord, serviceSlugs} from '../../src/services/records';
import {BUSINESS_PURPOSE_PHRASE} from '../../src/compliance/creditScope';
import {expandFactTags} from '../../src/facts/text';
import {prose} from '../../src/content/check/rules/servicePages';

const dir = path.resolve(__dirname, '../../docs/services');

interface ServicePage {
  slug: string;
  body: string;
  faq: {question: string; answer: string}[];
}

const pages: ServicePage[] = serviceSlugs.map((slug) => {
  const {data, content} = matter(fs.readFileSync(path.join(dir, `${slug}.mdx`), 'utf8'));
  return {slug, body: content, faq: (data.faq ?? []) as ServicePage['faq']};
});
const page = (slug: string) => pages.find((p) => p.slug === slug)!;

describe('service pages are written for their own product', () => {
  // No sentence of ten words or more on more than three service pages, and a section on each topic
  // (what lenders look for, indicative figures, documents, risks): the content check's repeated-sentences
  // and service-sections rules (tests/unit/siteWideContentRules.test.ts).

  it('keeps 3 to 5 questions per page, each answered in one to four sentences', () => {
    const problems = pages.flatMap((p) => [
      ...(p.faq.length < 3 || p.faq.length > 5 ? [`${p.slug}: ${p.faq.length} questions`] : []),
      ...p.faq
        .filter((q) => q.answer.split(/(?<=[.?!])\s+(?=[A-Z(])/).length > 4)
        .map((q) => `${p.slug}: "${q.question}" has more than four sentences`),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the credit-scope rule comes from one place', () => {
  // Home-made versions of the rule, wrong or right: the page must use <CreditScope /> instead.
  const ownVersions = [
    /business (or|and) investment purpose/i,
    /business[- ]purposes? only/i,
    /National Credit Code/i,
    /outside the (National Credit )?Code/i,
    /consumer credit/i,
  ];

  it('places <CreditScope /> on every service page and writes no version of the rule in the text', () => {
    const problems = pages.flatMap((p) => [
      ...(p.body.includes('<CreditScope') ? [] : [`${p.slug}: no <CreditScope />`]),
      ...ownVersions.filter((re) => re.test(prose(p.body))).map((re) => `${p.slug}: writes ${re}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('words any scope answer in the Q&As with the one correct phrase', () => {
    const wrong = pages.flatMap((p) =>
      p.faq
        .filter(
          (q) =>
            /business (or|and) investment purpose|business[- ]purposes? only/i.test(q.answer) ||
            (/National Credit Code/.test(q.answer) && !q.answer.includes(BUSINESS_PURPOSE_PHRASE)),
        )
        .map((q) => `${p.slug}: "${q.question}"`),
    );
    expect(wrong).toEqual([]);
  });

  it.each(['caveat-loans', 'first-second-mortgages', 'private-lending', 'debt-consolidation'] as const)(
    "says on %s that the purpose is verified (<CreditScope /> with the record's declaration scope)",
    (slug) => {
      expect(page(slug).body).toMatch(/<CreditScope\s*\/>/);
      expect(serviceRecord(slug).scope).toBe('declaration');
    },
  );
});

describe('overlapping products explain their difference on both pages', () => {
  it.each([
    ['asset-finance', 'equipment-finance'],
    ['equipment-finance', 'asset-finance'],
    ['asset-backed-lending', 'private-lending'],
    ['private-lending', 'asset-backed-lending'],
  ])('%s links to /services/%s', (from, to) => {
    expect(page(from).body).toContain(`](/services/${to})`);
  });
});

describe('specific statements the compliance review corrected', () => {
  it('never promises a cleared credit file after consolidation', () => {
    expect(page('debt-consolidation').body).not.toMatch(/clear(ed|s)? (your )?credit file/i);
    expect(page('debt-consolidation').body).toMatch(/five years/);
  });

  it('does not call a letter of credit a guarantee of payment', () => {
    const text = [page('trade-finance').body, ...page('trade-finance').faq.map((q) => q.answer)].join('\n');
    expect(text).not.toMatch(/guarantee of payment/i);
  });

  it('does not let a finance lessee pay the residual and take ownership', () => {
    const text = ['asset-finance', 'equipment-finance']
      .flatMap((slug) => [page(slug).body, ...page(slug).faq.map((q) => q.answer)])
      .join('\n');
    expect(text).not.toMatch(/pay the residual( value)? and take ownership/i);
  });

  it('says SMSF borrowed money may not fund any improvement', () => {
    const smsf = [page('smsf-lending').body, ...page('smsf-lending').faq.map((q) => q.answer)].join('\n');
    // The old wording let borrowed money fund any improvement short of a different asset.
    expect(smsf).not.toMatch(
      /borrowed money[^.]*(cannot|not)[^.]*(into a different asset|change the asset's character)/i,
    );
    expect(smsf).toMatch(/borrowed money[^.]*repairs and maintenance[^.]*never[^.]*improvement/i);
    expect(smsf).toMatch(/fund's own money[^.]*improvements[^.]*not[^.]*different asset/i);
  });
  it('says a documentary collection leaves the exporter holding the documents only under documents against payment', () => {
    const tf = [page('trade-finance').body, ...page('trade-finance').faq.map((q) => q.answer)].join('\n');
    expect(tf).not.toMatch(/acceptance of a bill[^.]*the exporter still controls the documents/i);
    expect(tf).toMatch(/documents against acceptance, the buyer receives the documents when it accepts the bill/);
  });

  it('cites UCP 600 and Incoterms 2020 without claiming what container shippers usually use', () => {
    const tf = page('trade-finance').body;
    expect(tf).toMatch(/UCP 600/);
    expect(tf).toMatch(/Incoterms 2020 rules[^.]*when risk and costs pass/);
    expect(tf).toMatch(/They do not decide when title to the goods passes/);
    expect(tf).not.toMatch(/container shipments usually use/i);
  });

  it('tells a business with a bank overdraft that its debtors are the bank’s security until released or ranked', () => {
    // An invoice finance trial: a fully drawn bank overdraft (with its general security) was never mentioned.
    const wc = page('working-capital').body;
    expect(wc).toMatch(/general security agreement\]\([^)]*\) over the company's present and future personal property/);
    expect(wc).toMatch(/the bank has to release them or sign a \[deed of priority\]/);
    expect(wc).toMatch(/dilution \(credit notes, rebates and deductions/);
  });

  it('tells a business buyer that the premises lease, with options, limits the loan term', () => {
    // A buyer's trial: a café with four years of lease plus a five-year option read "up to 15 years" and nothing else.
    expect(page('business-acquisition').body).toMatch(
      /\*\*The premises:\*\* .*a remaining term, with options, at least as long as the loan\. A short lease shortens the loan/,
    );
  });

  // NSW abolished the control of the right to deal on 11 October 2021 (NSW LRS, Registrar-General's guidelines): a
  // second reader found the page still saying its first lender must consent before a second mortgage is lodged.
  it('says Victoria’s first lender controls the electronic title, and New South Wales’s no longer does', () => {
    const fs2 = [page('first-second-mortgages').body, ...page('first-second-mortgages').faq.map((q) => q.answer)];
    for (const text of [fs2[0]!, fs2.join('\n')]) {
      expect(text).toMatch(/first lender usually controls the electronic certificate of title/);
      expect(text).toMatch(/In New South Wales, which abolished the control of the right to deal in October 2021/);
      expect(text).not.toMatch(/control of the right to deal in New South Wales/);
    }
  });

  it('gives caveat lapsing periods only for the states it is sure of (NSW 21 days, Vic 30 days, Qld 14 days and 3 months)', () => {
    const caveat = expandFactTags(
      [page('caveat-loans').body, ...page('caveat-loans').faq.map((q) => q.answer)].join('\n'),
    );
    expect(caveat).toMatch(/New South Wales[^.]*21 days/);
    expect(caveat).toMatch(/Victoria[^.]*30 days/);
    // Queensland's from the Land Title Act 1994 s 126, read by two second readers on 7 December 2026 (register).
    expect(caveat).toMatch(
      /In Queensland the caveator has 14 days after a lapsing notice[^.]*lapses 3 months after it is lodged/,
    );
    expect(caveat).not.toMatch(/(Western Australia|South Australia|Tasmania)[^.;]*\d+ days/);
  });

  it('does not call holding residential rentals through a trust a business purpose', () => {
    const dev = page('commercial-property-development')
      .faq.map((q) => q.answer)
      .join('\n');
    expect(dev).not.toMatch(/trust developing to sell or hold[^.]*business purpose/i);
    expect(dev).toMatch(/including an individual trustee/);
  });

  it('labels the figures in service Q&As as indicative and dated', () => {
    // A rate, LVR or contribution range in a Q&A answer (tax rates set by law are not indicative).
    const undated = pages.flatMap((p) =>
      p.faq
        .filter((q) => /\d+% to \d+%/.test(q.answer) && !/indicative, as at \w+ \d{4}/.test(q.answer))
        .map((q) => `${p.slug}: "${q.question}"`),
    );
    expect(undated).toEqual([]);
  });
});
