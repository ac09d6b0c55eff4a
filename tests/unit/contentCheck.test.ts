/**
 * The writers' content check (src/content/check): each rule with a sample
 * that fails and one that passes, written to a throwaway site folder. The
 * MDX and spelling rules use ES-module tools, so they are checked through
 * the command itself (scripts/check-content.ts), as a writer runs it.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import {readContentFile, type ContentFile} from '../../src/content/check/contentFiles';
import {formatProblem, type Problem} from '../../src/content/check/problem';
import {checkClaims, checkUndatedFigures} from '../../src/content/check/rules/claims';
import {checkFrontMatter} from '../../src/content/check/rules/frontMatter';
import {checkImages, maxImageBytes} from '../../src/content/check/rules/images';
import {checkFaqAnswers, checkWordCount} from '../../src/content/check/rules/lengths';
import {checkLinks} from '../../src/content/check/rules/links';
import {checkPlaceholders} from '../../src/content/check/rules/placeholders';

const root = path.resolve(__dirname, '../..');
let siteDir: string;

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
});
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(relativePath: string, text: string): ContentFile {
  const file = path.join(siteDir, relativePath);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
  return readContentFile(siteDir, file);
}

const lines = (problems: Problem[]) => problems.map(formatProblem);
const words = (n: number) => Array.from({length: n}, (_, i) => `word${i % 10}`).join(' ');

const guideFrontMatter = (date = '2026-11-01', extra = '') => `---
title: How bridging finance works
description: What bridging loans cost, how lenders size them and how they are repaid when the sale settles.
topic: private-lending
sidebar_position: 3
last_update:
  date: ${date}
first_published: 2020-10-01
${extra}---
`;

describe('front matter', () => {
  it('passes a complete guide', () => {
    expect(checkFrontMatter(write('docs/guides/ok.mdx', `${guideFrontMatter()}\nText.\n`))).toEqual([]);
  });

  it("names a blog post's tag that its section's tags.yml lacks, which would stop the build", () => {
    write('blog/insights/tags.yml', 'interest-rates:\n  label: Interest rates\nrefinancing:\n  label: Refinancing\n');
    const post = write(
      'blog/insights/cafe.mdx',
      '---\ntitle: C\ntags:\n  - interest-rates\n  - refinancng\n---\nText.\n',
    );
    expect(lines(checkFrontMatter(post, siteDir)).filter((line) => line.includes(' tag '))).toEqual([
      'blog/insights/cafe.mdx:5: front matter tag "refinancng" is not one of blog/insights/tags.yml: did you mean "refinancing"? use one of interest-rates, refinancing, or add it to tags.yml with its label and description (CONTRIBUTING.md, Market insight)',
    ]);
  });

  it('names the line and field of a missing or wrong value, with what to write', () => {
    const file = write('docs/guides/bad.mdx', guideFrontMatter().replace('topic: private-lending', 'topic: bridging'));
    expect(lines(checkFrontMatter(file))).toEqual([
      'docs/guides/bad.mdx:4: front matter "topic" must be one of: commercial-property, business-finance, asset-finance, smsf, private-lending, applying',
    ]);
    const untitled = write('docs/guides/untitled.mdx', guideFrontMatter().replace(/^title: .*\n/m, ''));
    expect(lines(checkFrontMatter(untitled))).toEqual([
      'docs/guides/untitled.mdx:2: front matter "title" is missing: give the page title',
    ]);
    const noTopic = write('docs/guides/no-topic.mdx', guideFrontMatter().replace('topic: private-lending\n', ''));
    expect(lines(checkFrontMatter(noTopic))).toEqual([
      'docs/guides/no-topic.mdx:2: front matter "topic" is missing: give one of: commercial-property, business-finance, asset-finance, smsf, private-lending, applying',
    ]);
  });

  it('refuses a guide updated before it was first published (a writer’s trial: its byline said "Updated" that day)', () => {
    const file = write('docs/guides/early.mdx', guideFrontMatter('2020-09-01'));
    expect(lines(checkFrontMatter(file))).toEqual([
      'docs/guides/early.mdx:7: front matter "last_update.date" is before first_published (2020-10-01): give the date of the last real change, on or after the day the guide went live',
    ]);
    expect(checkFrontMatter(write('docs/guides/same-day.mdx', guideFrontMatter('2020-10-01')))).toEqual([]);
  });

  it('names a misspelt field at its own line, with the field it was meant to be', () => {
    // A writer's trial: "descripton" was reported only as "description" missing, at the front matter's first line.
    const file = write('docs/guides/typo.mdx', guideFrontMatter().replace('description:', 'descripton:'));
    expect(lines(checkFrontMatter(file))).toEqual([
      'docs/guides/typo.mdx:3: front matter "descripton" is not a field this page reads: write "description"',
      expect.stringMatching(/^docs\/guides\/typo.mdx:2: front matter "description" is missing/),
    ]);
    // Docusaurus's own fields are fields too, and misspelt ones are named the same way.
    const ordered = write('docs/guides/order.mdx', guideFrontMatter().replace('sidebar_position', 'sidebar_postion'));
    expect(lines(checkFrontMatter(ordered))).toEqual([
      'docs/guides/order.mdx:5: front matter "sidebar_postion" is not a field this page reads: write "sidebar_position"',
    ]);
    expect(
      checkFrontMatter(write('docs/guides/own.mdx', guideFrontMatter('2026-11-01', 'hide_table_of_contents: true\n'))),
    ).toEqual([]);
    // Two letters the wrong way round are one slip, even in a short name (a writer's trial: "tgas" went unnamed).
    expect(
      lines(checkFrontMatter(write('docs/guides/swap.mdx', guideFrontMatter('2026-11-01', 'tgas: [a]\n')))),
    ).toEqual(['docs/guides/swap.mdx:9: front matter "tgas" is not a field this page reads: write "tags"']);
    // A field that is only part of one, or a short word two letters off, is not taken for a typo (a reviewer's cases).
    const unrelated = write('docs/guides/other.mdx', guideFrontMatter('2026-11-01', 'toc: true\nage: 3\nlast: x\n'));
    expect(checkFrontMatter(unrelated)).toEqual([]);
  });

  it.each(['2026-02-30', '2026-23-11', '2025-02-29'])('refuses the impossible date %s, at its line', (date) => {
    const problems = lines(checkFrontMatter(write('docs/guides/date.mdx', guideFrontMatter(date))));
    expect(problems).toEqual([
      `docs/guides/date.mdx:7: front matter: date ${date} does not exist: write a real date as YYYY-MM-DD (year, month 01-12, day)`,
    ]);
  });

  // A writer's trial: 2026-12-5 was called a date that "does not exist" and, in a second line, not YYYY-MM-DD.
  it('asks once for a date written out in full, and gives it', () => {
    expect(lines(checkFrontMatter(write('docs/guides/short.mdx', guideFrontMatter('2026-12-5'))))).toEqual([
      'docs/guides/short.mdx:7: front matter "last_update.date" must be a date written as YYYY-MM-DD: write 2026-12-05',
    ]);
  });

  it('accepts 29 February in a leap year, quoted or not', () => {
    expect(checkFrontMatter(write('docs/guides/leap.mdx', guideFrontMatter('2028-02-29')))).toEqual([]);
    expect(checkFrontMatter(write('docs/guides/quoted.mdx', guideFrontMatter('"2028-02-29"')))).toEqual([]);
    expect(lines(checkFrontMatter(write('docs/guides/q.mdx', guideFrontMatter('"2026-02-30"'))))).toHaveLength(1);
  });

  it('reports YAML a parser cannot read at its line', () => {
    const file = write(
      'docs/guides/yaml.mdx',
      guideFrontMatter().replace('description: What', 'description: What: bridging: [loans'),
    );
    expect(lines(checkFrontMatter(file))[0]).toMatch(/^docs\/guides\/yaml\.mdx:3: front matter is not valid YAML/);
  });

  it('reports a quoted value left open at the line it opens on, not where the front matter ends', () => {
    const file = write(
      'docs/guides/open.mdx',
      guideFrontMatter().replace(/^description: .*$/m, 'description: "What it costs'),
    );
    expect(lines(checkFrontMatter(file))[0]).toMatch(
      /^docs\/guides\/open\.mdx:3: front matter is not valid YAML \(Missing closing "quote\): end the value with the " it opens with, on this line$/,
    );
  });

  // A writer's trial: a <Fact /> in the scaffold's double-quoted description broke the YAML, and quoted with single
  // quotes, the description was "too long" by the length of its tag.
  it('says how to write a <Fact /> in a quoted description, and counts it as its figure', () => {
    const tagged = (description: string) =>
      guideFrontMatter().replace(/^description: .*$/m, `description: ${description}`);
    const broken = write('docs/guides/q.mdx', tagged('"Lenders lend up to <Fact id="commercial-lvr" /> of value."'));
    expect(lines(checkFrontMatter(broken))[0]).toMatch(
      /:3: front matter is not valid YAML .*: inside a value in "double quotes", write the Fact's id in single quotes: <Fact id='commercial-lvr' \/>$/,
    );
    // 147 characters as shown (165 as typed, with the tag): within 160; 25 more are not.
    const text = `"${'Commercial property loans compared. '.repeat(3)}Lenders lend up to <Fact id='commercial-lvr' /> of value."`;
    expect(checkFrontMatter(write('docs/guides/ok.mdx', tagged(text)))).toEqual([]);
    expect(
      lines(
        checkFrontMatter(
          write('docs/guides/long.mdx', tagged(text.replace('Lenders lend', 'Most of the lenders on our panel lend'))),
        ),
      ),
    ).toEqual([expect.stringMatching(/"description" is too long: 172 characters, at most 160/)]);
  });
});

describe('images', () => {
  const jpeg = (relativePath: string, width: number, height: number) =>
    sharp({create: {width, height, channels: 3, background: '#2a6f97'}})
      .jpeg()
      .toFile(path.join(siteDir, relativePath));

  it('passes an image beside the article with alt text', async () => {
    const file = write('docs/guides/photo.mdx', '![A warehouse loading dock](./dock.jpg)\n');
    await jpeg('docs/guides/dock.jpg', 40, 30);
    expect(checkImages(file, siteDir)).toEqual([]);
  });

  it('refuses an image without alt text, in Markdown or as <img>', async () => {
    const file = write('docs/guides/photo.mdx', 'Intro.\n\n![](./dock.jpg)\n\n<img src="x.png" />\n');
    await jpeg('docs/guides/dock.jpg', 40, 30);
    expect(lines(checkImages(file, siteDir))).toEqual([
      'docs/guides/photo.mdx:3: image ./dock.jpg has no alt text: describe what the image shows between the brackets: ![Warehouse with a loading dock](./warehouse.jpg)',
      'docs/guides/photo.mdx:5: <img> has no alt text: add alt="what the image shows", or use Markdown: ![what it shows](./file-name.jpg)',
    ]);
  });

  it('refuses a straight quote or & in an SVG diagram’s alt text, which Docusaurus would escape into a code', () => {
    const file = write(
      'docs/guides/photo.mdx',
      "![How lenders' funding costs move](./stack.svg)\n\n![Lenders’ costs](./stack.svg)\n",
    );
    fs.writeFileSync(path.join(siteDir, 'docs/guides/stack.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(lines(checkImages(file, siteDir))).toEqual([
      'docs/guides/photo.mdx:1: the alt text of ./stack.svg has \', which screen readers would read out as a code: write apostrophes and quotes as ’ and “ ” (as the rest of the site does), & as "and", or reword',
    ]);
  });

  it('refuses an image over the size limit, naming the image file', () => {
    const file = write('docs/guides/photo.mdx', '![A large photo](./big.jpg)\n');
    fs.writeFileSync(path.join(siteDir, 'docs/guides/big.jpg'), Buffer.alloc(maxImageBytes + 1));
    expect(lines(checkImages(file, siteDir))).toEqual([
      'docs/guides/photo.mdx:1: image docs/guides/big.jpg is 3.0 MB, over the 3.0 MB limit: export it again at most 2,400 pixels wide as a JPEG of quality 80 (the site makes the smaller sizes)',
    ]);
  });

  it('refuses a missing image and an unsupported format', () => {
    const file = write('docs/guides/photo.mdx', '![A chart](./chart.png)\n![An animation](./spin.gif)\n');
    fs.writeFileSync(path.join(siteDir, 'docs/guides/spin.gif'), 'GIF89a');
    expect(lines(checkImages(file, siteDir)).map((l) => l.split(': ').slice(0, 2).join(': '))).toEqual([
      'docs/guides/photo.mdx:1: image ./chart.png does not exist',
      'docs/guides/photo.mdx:2: image ./spin.gif is a .gif',
    ]);
  });
});

describe('links', () => {
  it('names the canonical path for a link to an alias or redirect source', () => {
    const file = write(
      'docs/guides/links.mdx',
      'See [the guides](/guides), [about us](/about-us#team) and <a href="/case-studies/some-case">a case</a>.\n',
    );
    expect(lines(checkLinks(file))).toEqual([
      'docs/guides/links.mdx:1: links to /guides, which only redirects to /resources/guides: link to /resources/guides',
      'docs/guides/links.mdx:1: links to /about-us, which only redirects to /about: link to /about',
      'docs/guides/links.mdx:1: links to /case-studies/some-case, which only redirects to /resources/case-studies/some-case: link to /resources/case-studies/some-case',
    ]);
  });

  it('passes canonical links', () => {
    const file = write(
      'docs/guides/links.mdx',
      'See [the guides](/resources/guides) and [LVR](/resources/glossary#lvr).\n',
    );
    expect(checkLinks(file)).toEqual([]);
  });
});

describe('placeholders', () => {
  it('finds a REPLACE left from npm run new, at its line', () => {
    const file = write('docs/guides/draft.mdx', `${guideFrontMatter()}\nREPLACE: open with two sentences.\n`);
    expect(lines(checkPlaceholders(file))).toEqual([
      'docs/guides/draft.mdx:11: a REPLACE placeholder is left: write the real text (or delete the line), including comments in the front matter',
    ]);
  });

  it('passes finished text (the word "replaced" is not a placeholder)', () => {
    expect(checkPlaceholders(write('docs/guides/done.mdx', 'The loan replaced an overdraft.\n'))).toEqual([]);
  });
});

describe('word minimums and FAQ answers', () => {
  it.each([
    ['docs/guides/short.mdx', 1200, 'a guide'],
    ['blog/insights/short.mdx', 800, 'an insight'],
    ['docs/services/short.mdx', 600, 'a service page'],
  ])('refuses %s under %i words and passes it at the minimum', (file, minimum, kind) => {
    const short = write(file, `---\ntitle: T\n---\n${words(minimum - 1)}\n`);
    expect(lines(checkWordCount(short))).toEqual([
      `${file}:4: ${minimum - 1} words, under the ${minimum.toLocaleString('en-AU')} words ${kind} needs: add 1 or more words of substance (examples, what lenders look at, risks)`,
    ]);
    expect(checkWordCount(write(file, `---\ntitle: T\n---\n${words(minimum)}\n`))).toEqual([]);
  });

  it('refuses an FAQ answer of five sentences and passes one of four', () => {
    const faq = (answer: string) =>
      write(
        'docs/faqs/index.mdx',
        `---\ntitle: FAQs\nfaq_groups:\n  - topic: Costs\n    questions:\n      - question: What does it cost?\n        answer: ${answer}\n---\n`,
      );
    expect(lines(checkFaqAnswers(faq('One. Two. Three. Four. Five.')))).toEqual([
      'docs/faqs/index.mdx:6: the answer to "What does it cost?" has 5 sentences: answer in one to 4 sentences and link a guide for the detail',
    ]);
    expect(checkFaqAnswers(faq('One. Two. Three. Four.'))).toEqual([]);
  });
});

describe('known-wrong claims', () => {
  it.each([
    ['Our loans are for business or investment purposes.', /National Credit Code/],
    ['On-time repayments cleared the credit file.', /not "cleared"/],
    ['A specialist lender can clear your credit history.', /not "cleared"/],
    ['Paying the default clears credit records.', /not "cleared"/],
    ['We clear credit files fast.', /not "cleared"/],
    ['Clear credit history in 30 days.', /not "cleared"/],
    ['We aim to resolve complaints within 30 days.', /RG 271/],
    ['A letter of credit is a guarantee of payment to the exporter.', /letter of credit is not/],
  ])('refuses "%s" and says what to write', (sentence, message) => {
    const problems = checkClaims(write('docs/services/x.mdx', `---\ntitle: X\n---\n\n${sentence}\n`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({file: 'docs/services/x.mdx', line: 5});
    expect(problems[0]!.what).toMatch(message);
    expect(problems[0]!.fix.length).toBeGreaterThan(20);
  });

  it.each([
    'Our loans are for business purposes (or investment other than in residential property).',
    'Repayment history stays on your credit file for two years.',
    'Lenders look for a clear credit file and two years of BAS.',
    'We give a final response within 30 calendar days.',
    'A bank guarantee is a guarantee of payment; a letter of credit is an undertaking to pay against documents.'.replace(
      'a letter of credit is an undertaking',
      'the other is an undertaking',
    ),
  ])('passes "%s"', (sentence) => {
    expect(checkClaims(write('docs/services/x.mdx', `${sentence}\n`))).toEqual([]);
  });

  it('refuses a percentage in an insight without a date near it, and passes a dated one', () => {
    const undated = write(
      'blog/insights/rates.mdx',
      '---\ntitle: R\n---\n## Rates\n\nLenders charge 7.5% on these loans.\n',
    );
    expect(lines(checkUndatedFigures(undated))).toEqual([
      'blog/insights/rates.mdx:6: the figure "7.5%" has no date near it: say when it was true ("in the year to September 2026"), or read it from the facts register with its date: <Fact id="..." /> (as at <Fact id="..." asAt />), the id from docs-dev/FACT-IDS.md; in a worked example, say it is hypothetical',
    ]);
    const dated = write(
      'blog/insights/rates.mdx',
      '## Rates\n\nAs at November 2026, lenders charged about 7.5% on these loans.\n',
    );
    expect(checkUndatedFigures(dated)).toEqual([]);
    const example = write(
      'blog/insights/rates.mdx',
      'Take a hypothetical loan:\n\n| Rate | ICR |\n|---|---|\n| 6% | 2.0 |\n',
    );
    expect(checkUndatedFigures(example)).toEqual([]);
    const laterInExample = write(
      'blog/insights/rates.mdx',
      '## A worked example\n\nTake a hypothetical loan.\n\n1\n\n2\n\n3\n\n4\n\nThe lender now assesses at 8.5%.\n\n## Today\n\nLenders charge 7.5%.\n',
    );
    expect(checkUndatedFigures(laterInExample).map((p) => p.line)).toEqual([17]);
    expect(checkUndatedFigures(write('docs/guides/rates.mdx', 'Lenders charge 7.5%.\n'))).toEqual([]);
  });
});

/** The command as a writer runs it, over the throwaway site. */
function runCheck(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/check-content.ts'), '--dir', siteDir, ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, CONTENT_CHECK: '', ...env},
    },
  );
}

describe('MDX mistakes and spelling (through npm run check:content)', () => {
  it('explains "<" before a digit, braces in prose and an unknown component at their lines; passes clean MDX and Australian spelling', () => {
    write('docs/glossary/lt.mdx', '---\ntitle: T\ndescription: D\n---\n\nTerms of <10 years.\n');
    write('docs/glossary/arrow.mdx', '---\ntitle: T\ndescription: D\n---\n\nRates <-> terms.\n');
    // The parser gives up only at the ")" (a writer's trial), or at the "." (a re-check): the message names the "<$" and what follows, as typed.
    write(
      'docs/glossary/lt-dollar.mdx',
      '---\ntitle: T\ndescription: D\n---\n\nSmall loans (<$50k in our example) cost more.\n',
    );
    write('docs/glossary/lt-million.mdx', '---\ntitle: T\ndescription: D\n---\n\nLoans of <$1m are common.\n');
    write('docs/glossary/braces.mdx', '---\ntitle: T\ndescription: D\n---\n\nRates {like this} vary.\n');
    write('docs/glossary/comment.mdx', '---\ntitle: T\ndescription: D\n---\n\n<!-- check the rate -->\n');
    write(
      'docs/glossary/unclosed.mdx',
      '---\ntitle: T\ndescription: D\n---\n\nText.\n\n<Details summary="More">\n\nHidden.\n',
    );
    write(
      'docs/glossary/component.mdx',
      '---\ntitle: T\ndescription: D\n---\n\n<CreditScopee />\n\n<CreditScope />\n\nGST is <fact id="gst-rate" />.\n',
    );
    // A misspelt front matter key is the front matter rule's to name ("write description"): spelling leaves keys alone.
    write(
      'docs/glossary/spelling.mdx',
      '---\ntitle: T\ndescripton: D\n---\n\nWe reorganized the finance for your labour hire business and its SMSF.\nA color chart, a grey area and a vendor programme.\nMonthly installments on capitalized interest.\n',
    );
    // A team member's id is the front matter rule's to check against the team, not a word to spell.
    write(
      'docs/glossary/clean.mdx',
      '---\ntitle: T\ndescription: D\nauthor: priya-raman\nreviewer: mei-lin-zhou\n---\n\nWe organise finance {/* a comment */} in under 7 years.\n',
    );
    // A writer's trial: the quote's line, not the file's end with a message about braces.
    write(
      'docs/glossary/quote.mdx',
      '---\ntitle: T\ndescription: D\n---\n\n<Details summary="More>\n\nHidden.\n\n</Details>\n',
    );
    // Parsed, but not shown as written: a skipped level, a second title, a :::tip box.
    write(
      'docs/glossary/structure.mdx',
      '---\ntitle: T\ndescription: D\n---\n\n## Costs\n\n#### Who pays\n\n# Again\n\n:::tip\nAsk early.\n:::\n',
    );
    const result = runCheck(['--only', 'mdx,spelling']);
    expect(result.status).toBe(1);
    const out = result.stdout.split('\n').filter((l) => l.startsWith('docs/'));
    expect(out).toEqual([
      expect.stringMatching(
        /^docs\/glossary\/arrow\.mdx:6: "<" or "\{" starts something MDX cannot read here \("<-"\)/,
      ),
      `docs/glossary/braces.mdx:6: braces { } in the text are read as code: write \\{ and \\} to show a brace, or reword; comments are written {/* like this */}; then run the check again: the rest of this file's MDX is checked once it reads`,
      `docs/glossary/comment.mdx:6: an HTML comment <!-- --> cannot be used in MDX: write the note as {/* note */}, or delete it; then run the check again: the rest of this file's MDX is checked once it reads`,
      expect.stringMatching(
        /^docs\/glossary\/component\.mdx:6: <CreditScopee> is not a component this page knows: did you mean <CreditScope>\? Otherwise check the spelling \(available everywhere: .*CreditScope/,
      ),
      "docs/glossary/component.mdx:10: <fact> is <Fact> written with a small letter, and would show nothing: write <Fact>: a component's name starts with a capital letter",
      `docs/glossary/lt-dollar.mdx:6: "<$50k" is read as the start of a component: write "less than" or "under" (e.g. "under 7 years"), or &lt; for the sign; then run the check again: the rest of this file's MDX is checked once it reads`,
      `docs/glossary/lt-million.mdx:6: "<$1m" is read as the start of a component: write "less than" or "under" (e.g. "under 7 years"), or &lt; for the sign; then run the check again: the rest of this file's MDX is checked once it reads`,
      `docs/glossary/lt.mdx:6: "<10" is read as the start of a component: write "less than" or "under" (e.g. "under 7 years"), or &lt; for the sign; then run the check again: the rest of this file's MDX is checked once it reads`,
      `docs/glossary/quote.mdx:6: a quoted value in a tag is not closed: end it with its closing quote: <Details summary="The question">; then run the check again: the rest of this file's MDX is checked once it reads`,
      expect.stringMatching(
        /^docs\/glossary\/spelling\.mdx:6: "reorganized" is not in the Australian English dictionary: did you mean "reorganised"/,
      ),
      'docs/glossary/spelling.mdx:7: "color" is not house spelling: write "colour" (Australian English)',
      'docs/glossary/spelling.mdx:7: "programme" is not house spelling: write "program" (Australian English)',
      // US forms the dictionary would only suggest against, which a writer was invited to add to the word list.
      'docs/glossary/spelling.mdx:8: "capitalized" is not house spelling: write "capitalised" (Australian English)',
      'docs/glossary/spelling.mdx:8: "installments" is not house spelling: write "instalments" (Australian English)',
      'docs/glossary/structure.mdx:8: `####` follows `##`, skipping a level: write `###`',
      'docs/glossary/structure.mdx:10: a `#` heading is a second page title: the title is the front matter’s: write `##`',
      'docs/glossary/structure.mdx:12: a `:::` callout is not shown as a box on this site: it reads as plain text with the colons: write it as a sentence, or fold the detail into <Details summary="The question">The answer</Details>',
      expect.stringMatching(/^docs\/glossary\/unclosed\.mdx:8: a tag is not closed or closed in the wrong place/),
    ]);
  }, 60_000);
});

describe('the command', () => {
  it('prints one line per problem, exits 1, and exits 0 when the site is clean', () => {
    write('docs/guides/links.mdx', '[Guides](/guides)\n');
    const failing = runCheck(['--only', 'links,placeholders']);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain(
      'docs/guides/links.mdx:1: links to /guides, which only redirects to /resources/guides: link to /resources/guides',
    );
    expect(failing.stdout).toMatch(/Content check: 1 problem in 1 file/);

    const warned = runCheck(['--only', 'links'], {CONTENT_CHECK: 'warn'});
    expect(warned.status).toBe(0);
    expect(warned.stdout).toContain('CONTENT_CHECK=warn');

    // One file named: only its problems, the path as the writer types it from the site folder.
    write('docs/guides/other.mdx', '[Guides](/guides)\n');
    const one = runCheck(['--only', 'links', path.join(siteDir, 'docs/guides/other.mdx')]);
    expect(one.stdout.split('\n').filter((l) => l.startsWith('docs/'))).toEqual([
      'docs/guides/other.mdx:1: links to /guides, which only redirects to /resources/guides: link to /resources/guides',
    ]);
    expect(runCheck([path.join(siteDir, 'README.md')]).stderr).toContain('not a content file');

    write('docs/guides/links.mdx', '[Guides](/resources/guides)\n');
    write('docs/guides/other.mdx', '[Guides](/resources/guides)\n');
    const passing = runCheck(['--only', 'links,placeholders']);
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('Content check: no problems');
  }, 60_000);

  it('runs first in the production build, so nothing failing it is published', () => {
    const {scripts} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build!.startsWith(`${scripts['check:content']} && docusaurus build`)).toBe(true);
  });
});
