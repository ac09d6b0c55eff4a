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
      'docs/guides/g.mdx:4: a guide that links no glossary term: link the first use of a term to its definition, written from the first /: [LVR](/resources/glossary#lvr)',
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
  const sections = '## What vehicle lenders look for\n\n## Documents you need\n\n## Risks to weigh';

  it('names each missing section with an example heading', () => {
    const file = write('docs/services/s.mdx', '## What lenders assess\n\n## The paperwork');
    expect(checkServiceSections(file).map(formatProblem)).toEqual([
      'docs/services/s.mdx:4: no section on the documents: add a "##" heading for it in this product\'s words, e.g. "## Documents for vehicle finance"',
      'docs/services/s.mdx:4: no section on the risks: add a "##" heading for it in this product\'s words, e.g. "## Risks of vehicle finance"',
    ]);
  });

  it('passes a page with all of them', () => {
    expect(checkServiceSections(write('docs/services/s.mdx', sections))).toEqual([]);
  });
});

describe('a service page shows its ranges once, from the facts register', () => {
  const sections = '## What lenders look for\n\n## Documents\n\n## Risks';
  const terms = (slug: string) => `## Indicative terms\n\n<ServiceTerms service="${slug}" />`;

  it('passes the table under its heading where "At a glance" leaves ranges out, and no table where it shows them all', () => {
    expect(
      checkServiceSections(write('docs/services/asset-finance.mdx', `${sections}\n\n${terms('asset-finance')}`)),
    ).toEqual([]);
    expect(checkServiceSections(write('docs/services/bridging-finance.mdx', sections))).toEqual([]);
  });

  it('stops a heading over only a pointer to "At a glance": every bridging range is there', () => {
    const file = write('docs/services/bridging-finance.mdx', `${sections}\n\n${terms('bridging-finance')}`);
    expect(checkServiceSections(file).map(formatProblem)).toEqual([
      'docs/services/bridging-finance.mdx:13: <ServiceTerms service="bridging-finance" /> has no table to show: "At a glance" at the top of the page shows every bridging-finance range: remove the tag and the heading over it; move any sentence under it to the section it belongs to',
    ]);
  });

  it('stops a page missing the ranges "At a glance" leaves out, showing them twice, away from a heading, or another service’s', () => {
    const missing = write('docs/services/asset-finance.mdx', sections);
    expect(checkServiceSections(missing).map((p) => p.what)).toEqual([
      'the 5 asset-finance ranges "At a glance" does not show are not on the page',
    ]);
    const twice = write(
      'docs/services/asset-finance.mdx',
      `${sections}\n\n${terms('asset-finance')}\n\nText.\n\n<ServiceTerms service="asset-finance" />`,
    );
    expect(checkServiceSections(twice).map((p) => p.what)).toEqual([
      '<ServiceTerms service="asset-finance" /> is on the page 2 times',
    ]);
    const loose = write(
      'docs/services/asset-finance.mdx',
      `${sections}\n\nText.\n\n<ServiceTerms service="asset-finance" />`,
    );
    expect(checkServiceSections(loose).map((p) => p.what)).toEqual([
      '<ServiceTerms service="asset-finance" /> is not right under a "##" heading',
    ]);
    const other = write(
      'docs/services/asset-finance.mdx',
      `${sections}\n\n${terms('asset-finance')}\n\n${terms('trade-finance')}`,
    );
    expect(checkServiceSections(other).map((p) => p.what)).toEqual([
      '<ServiceTerms> shows the ranges of "trade-finance" on the asset-finance page',
    ]);
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
