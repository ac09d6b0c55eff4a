/**
 * The facts the articles must get right: a glossary of 100+
 * anchored terms that states the law correctly, insights that are full
 * articles with dated figures and the general-information notice, and FAQ
 * questions that are marked up as structured data on one page only.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';

const root = path.resolve(__dirname, '../..');

function read(dir: string) {
  return fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const {data, content} = matter(fs.readFileSync(path.join(root, dir, name), 'utf8'));
      return {file: `${dir}/${name}`, data, body: content};
    });
}

const [glossary] = read('docs/glossary');
const glossaryBody = glossary!.body;
/** Each term: its heading, anchor and definition (up to the next heading). */
const terms = [...glossaryBody.matchAll(/^### (.+?) \{\/\* #([a-z0-9-]+) \*\/\}\n([\s\S]*?)(?=^##|(?![\s\S]))/gm)].map(
  (m) => ({name: m[1]!, anchor: m[2]!, text: m[3]!.trim()}),
);
const term = (anchor: string) => terms.find((t) => t.anchor === anchor)?.text ?? '';

describe('glossary', () => {
  it('defines at least 100 terms, each under its own anchor', () => {
    const headings = glossaryBody.match(/^### /gm) ?? [];
    expect(terms.length).toBeGreaterThanOrEqual(100);
    // Every term heading carries an anchor, and no anchor is used twice.
    expect(terms.length).toBe(headings.length);
    expect(new Set(terms.map((t) => t.anchor)).size).toBe(terms.length);
    expect(terms.filter((t) => t.text.length < 40).map((t) => t.name)).toEqual([]);
  });

  it.each([
    'general-security-agreement',
    'hire-purchase',
    'letter-of-credit',
    'incoterms',
    'responsible-lending',
    'best-interests-duty',
    'business-purpose-declaration',
    'division-7a',
    'target-market-determination',
    'lapsing-notice',
    'documentary-collection',
    'consumer-credit',
  ])('defines "%s"', (anchor) => {
    expect(term(anchor)).not.toBe('');
  });

  it('says a business-purpose declaration can be ineffective, never that it "establishes" anything', () => {
    const declaration = term('business-purpose-declaration');
    expect(declaration).not.toMatch(/establish/i);
    expect(declaration).toMatch(/ineffective/);
    expect(declaration).toMatch(/reasonable inquiries/);
    expect(declaration).toMatch(/offence/);
  });

  it('says the Code covers residential investment by individuals', () => {
    expect(term('national-credit-code')).toMatch(/residential property for investment/);
    expect(term('national-credit-code')).toMatch(/investment other than in residential property/);
  });

  it('states what a caveat does and does not do', () => {
    const caveat = term('caveat');
    expect(caveat).toMatch(/inconsistent with the interest claimed/);
    expect(caveat).toMatch(/lapsing notice/);
    expect(caveat).toMatch(/without reasonable cause/);
    expect(caveat).toMatch(/compensate/);
  });

  it('keeps finance leases and hire purchase apart', () => {
    expect(term('finance-lease')).toMatch(/offer to buy/);
    expect(term('finance-lease')).toMatch(/never passes automatically/);
    expect(term('hire-purchase')).toMatch(/ownership passes/);
  });

  it('calls a letter of credit an undertaking against complying documents, not a guarantee of payment', () => {
    expect(term('letter-of-credit')).toMatch(/undertaking/);
    expect(term('letter-of-credit')).toMatch(/documents that comply/);
    expect(glossaryBody).not.toMatch(/guarantee of payment/i);
    expect(term('incoterms')).toMatch(/risk/);
    expect(term('incoterms')).toMatch(/do not decide when ownership/);
  });
});

/** Articles that name every Credit Code scope rule in their own words must not get it wrong. */
const articles = [
  ...read('docs/guides'),
  ...read('blog/case-studies'),
  ...read('blog/insights'),
  ...read('docs/faqs'),
  glossary!,
];

describe('the credit-scope rule in the articles', () => {
  it('never says "business or investment purposes" or "business and investment purposes"', () => {
    const raw = articles.map((a) => ({file: a.file, text: fs.readFileSync(path.join(root, a.file), 'utf8')}));
    const wrong = raw.filter((a) => /business (or|and) investment purposes/i.test(a.text)).map((a) => a.file);
    expect(wrong).toEqual([]);
  });

  it('never says borrowed SMSF money is barred only from improvements that change the asset', () => {
    const raw = articles.map((a) => ({file: a.file, text: fs.readFileSync(path.join(root, a.file), 'utf8')}));
    const wrong = raw
      .filter((a) => /change the asset's character|improvements? into a different asset/i.test(a.text))
      .map((a) => a.file);
    expect(wrong).toEqual([]);
  });

  it('never claims cleared credit files', () => {
    const wrong = articles.filter((a) => /cleared? (the |their |your )?credit file/i.test(a.body)).map((a) => a.file);
    expect(wrong).toEqual([]);
  });
});

const insights = read('blog/insights');

describe('insights', () => {
  // At least 800 words, counted as the reader sees them: the content check's word-count rule.

  // Each ends with the general-information notice: the content check's insight-notice rule.

  it('date every rate or percentage in the same paragraph, list or table', () => {
    const percentage = /\d(?:\.\d+)?\s?%|\bper cent\b/;
    const month = 'January|February|March|April|May|June|July|August|September|October|November|December';
    const date = new RegExp(`\\b(?:${month}) (?:19|20)\\d\\d\\b`);
    const undated = insights.flatMap((i) =>
      i.body
        .split(/\n\s*\n/)
        .filter((block) => percentage.test(block) && !date.test(block))
        .map((block) => `${i.file}: ${block.slice(0, 80)}`),
    );
    expect(undated).toEqual([]);
  });
});

describe('FAQs', () => {
  it('marks up no question that a service page already marks up', () => {
    const normalise = (q: string) => q.toLowerCase().replace(/[^a-z0-9 ]/g, '');
    const serviceQuestions = new Set(
      read('docs/services').flatMap((s) =>
        ((s.data.faq ?? []) as {question: string}[]).map((f) => normalise(f.question)),
      ),
    );
    const [faqs] = read('docs/faqs');
    const questions = ((faqs!.data.faq_groups ?? []) as {questions: {question: string}[]}[]).flatMap((g) =>
      g.questions.map((q) => q.question),
    );
    expect(questions.filter((q) => serviceQuestions.has(normalise(q)))).toEqual([]);
  });
});
