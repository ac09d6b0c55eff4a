/**
 * The site-wide rules that were once only in the unit tests, now in the
 * writers' check with the file, the line and what to write: a guide links a
 * glossary term, the glossary keeps the anchors other pages link to, a
 * service page covers its topics and shares no long sentence with more than
 * three others, an insight ends with the general-information notice. Each
 * has a sample that fails and one that passes, and the site's own content passes.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {checkContent} from '../../src/content/check';
import {readContentFile, type ContentFile} from '../../src/content/check/contentFiles';
import {formatProblem} from '../../src/content/check/problem';
import {
  checkGlossaryAnchors,
  checkGuideGlossaryLink,
  linkableGlossaryAnchors,
} from '../../src/content/check/rules/glossaryLinks';
import {checkInsightNotice} from '../../src/content/check/rules/insightNotice';
import {checkRepeatedSentences, checkServiceSections} from '../../src/content/check/rules/servicePages';

const root = path.resolve(__dirname, '../..');
let siteDir: string;
beforeEach(() => (siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-wide-rules-'))));
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(relativePath: string, body: string, frontMatter = 'title: T\n'): ContentFile {
  const file = path.join(siteDir, relativePath);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `---\n${frontMatter}---\n\n${body}\n`);
  return readContentFile(siteDir, file);
}

describe('a guide links a glossary term', () => {
  it('stops a guide that links none', () => {
    expect(checkGuideGlossaryLink(write('docs/guides/g.mdx', 'See [us](/contact).')).map(formatProblem)).toEqual([
      'docs/guides/g.mdx:4: a guide that links no glossary term: link the first use of a term to its definition, e.g. [LVR](/resources/glossary#lvr)',
    ]);
  });

  it('passes a guide that links one, and leaves other pages alone', () => {
    expect(checkGuideGlossaryLink(write('docs/guides/g.mdx', 'The [LVR](/resources/glossary#lvr).'))).toEqual([]);
    expect(checkGuideGlossaryLink(write('docs/guides/index.mdx', 'All guides.'))).toEqual([]);
    expect(checkGuideGlossaryLink(write('blog/insights/i.mdx', 'No terms.'))).toEqual([]);
  });
});

describe('the glossary keeps the anchors other pages link to', () => {
  const allTerms = linkableGlossaryAnchors.map((a) => `### Term ${a} {/* #${a} */}\n\nText.`).join('\n\n');

  it('stops a glossary that lost one, naming the anchor', () => {
    const file = write(
      'docs/glossary/index.mdx',
      allTerms.replace('### Term lvr {/* #lvr */}', '### LVR {/* #loan-to-value */}'),
    );
    expect(checkGlossaryAnchors(file).map(formatProblem)).toEqual([
      'docs/glossary/index.mdx:4: the term anchor #lvr is gone, and other pages link to /resources/glossary#lvr: keep a term headed "### Term name {/* #lvr */}" (change the term\'s name or text, never its anchor)',
    ]);
  });

  it('passes a glossary with every one', () => {
    expect(checkGlossaryAnchors(write('docs/glossary/index.mdx', allTerms))).toEqual([]);
  });
});

describe('a service page covers its topics', () => {
  const sections =
    '## What vehicle lenders look for\n\n## Indicative terms\n\n## Documents you need\n\n## Risks to weigh';

  it('names each missing section with an example heading', () => {
    const file = write('docs/services/s.mdx', '## What lenders assess\n\n## Indicative terms\n\n## The paperwork');
    expect(checkServiceSections(file).map(formatProblem)).toEqual([
      'docs/services/s.mdx:4: no section on the documents: add a "##" heading for it in this product\'s words, e.g. "## Documents for vehicle finance"',
      'docs/services/s.mdx:4: no section on the risks: add a "##" heading for it in this product\'s words, e.g. "## Risks of vehicle finance"',
    ]);
  });

  it('passes a page with all of them', () => {
    expect(checkServiceSections(write('docs/services/s.mdx', sections))).toEqual([]);
  });
});

describe('a sentence of ten words or more is on at most three service pages', () => {
  const shared = 'Every lender weighs the security, the borrower and the exit before it lends.';

  it('stops the fourth page, on each page at its line', () => {
    const pages = ['a', 'b', 'c', 'd'].map((slug) =>
      write(`docs/services/${slug}.mdx`, `Intro for ${slug}.\n\n${shared}`),
    );
    const problems = checkRepeatedSentences(pages);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      'docs/services/a.mdx:7',
      'docs/services/b.mdx:7',
      'docs/services/c.mdx:7',
      'docs/services/d.mdx:7',
    ]);
    expect(formatProblem(problems[0]!)).toBe(
      'docs/services/a.mdx:7: the sentence "every lender weighs the security the borrower and the exit before it lends" is on 4 service pages (docs/services/b.mdx, docs/services/c.mdx, docs/services/d.mdx too): write it for this product: a sentence of ten words or more may appear on at most 3 service pages',
    );
  });

  it('counts FAQ answers, ignores case and punctuation, and passes three pages', () => {
    const faq = `faq:\n  - question: Q?\n    answer: ${shared.toUpperCase().replace(/,/g, '')}\n`;
    const three = ['a', 'b', 'c'].map((slug) => write(`docs/services/${slug}.mdx`, shared));
    expect(checkRepeatedSentences(three)).toEqual([]);
    expect(checkRepeatedSentences([...three, write('docs/services/d.mdx', 'Body.', `title: T\n${faq}`)])).toHaveLength(
      4,
    );
    // Shorter sentences, and pages other than service pages, may repeat.
    const short = ['a', 'b', 'c', 'd'].map((slug) =>
      write(`docs/services/${slug}.mdx`, 'Talk to us about your loan today.'),
    );
    const guides = ['a', 'b', 'c', 'd'].map((slug) => write(`docs/guides/${slug}.mdx`, shared));
    expect(checkRepeatedSentences([...short, ...guides])).toEqual([]);
  });
});

describe('an insight ends with the general-information notice', () => {
  const notice =
    "*General information only, not advice or credit assistance: it does not consider your objectives, financial situation or needs. Lending is subject to each lender's criteria; fees and charges apply.*";

  it('stops an insight without it, at its last line', () => {
    expect(
      checkInsightNotice(write('blog/insights/i.mdx', 'Rates moved.\n\nMore text.')).map(
        (p) => `${p.file}:${p.line}: ${p.what}`,
      ),
    ).toEqual(['blog/insights/i.mdx:7: an insight without the general-information notice at its end']);
  });

  it('passes an insight with it, and leaves guides alone', () => {
    expect(checkInsightNotice(write('blog/insights/i.mdx', `Rates moved.\n\n${notice}`))).toEqual([]);
    expect(checkInsightNotice(write('docs/guides/g.mdx', 'Rates moved.'))).toEqual([]);
  });
});

it("passes the site's own content", async () => {
  const problems = await checkContent({
    siteDir: root,
    only: ['glossary-link', 'glossary-anchors', 'service-sections', 'repeated-sentences', 'insight-notice'],
  });
  expect(problems.map(formatProblem)).toEqual([]);
});
