/**
 * Rules a pull request's tests or the build used to be the first to find,
 * now in the writers' check with the file, the line and what to write:
 * future publication and update dates, a case study's "*About the rate:*"
 * line and the ratio its figures table states, an import of a file that does
 * not exist and a <ServiceTerms> naming no service, and word counts that read
 * a <Fact> as the words it shows. Each has a sample that fails and one that passes.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {readContentFile, type ContentFile} from '../../src/content/check/contentFiles';
import {formatProblem} from '../../src/content/check/problem';
import {checkAboutTheRate, checkRatioRow, checkSetBeforePublished} from '../../src/content/check/rules/caseStudies';
import {checkFutureDates} from '../../src/content/check/rules/futureDates';
import {todayInSydney} from '../../src/content/formatDate';
import {checkWordCount} from '../../src/content/check/rules/lengths';
import {checkWordList} from '../../src/content/check/rules/wordList';
import {checkFeedAuthors} from '../../src/content/check/rules/feedAuthors';

const root = path.resolve(__dirname, '../..');
let siteDir: string;
beforeEach(() => (siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-before-merge-'))));
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(relativePath: string, text: string): ContentFile {
  const file = path.join(siteDir, relativePath);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
  return readContentFile(siteDir, file);
}

describe('future dates', () => {
  const today = '2026-11-28';
  it.each([
    [
      'docs/guides/g.mdx',
      'first_published: 2026-11-01\nlast_update:\n  date: 2026-12-15\n',
      4,
      'last_update.date',
      '2026-12-15',
    ],
    [
      'docs/guides/h.mdx',
      'first_published: 2026-12-01\nlast_update:\n  date: 2026-11-01\n',
      2,
      'first_published',
      '2026-12-01',
    ],
    ['docs/services/s.mdx', 'last_update:\n  date: "2027-01-02"\n', 3, 'last_update.date', '2027-01-02'],
    ['blog/insights/i.mdx', 'date: 2026-12-20\n', 2, 'date', '2026-12-20'],
    // With a time: its day in Sydney, as written.
    ['blog/insights/t.mdx', 'date: 2026-11-29T09:00:00+11:00\n', 2, 'date', '2026-11-29'],
    ['blog/case-studies/c.mdx', 'tags: [x]\ndate: 2026-11-29\n', 3, 'date', '2026-11-29'],
  ])('refuses a date after today in %s, at its line', (file, frontMatter, line, field, date) => {
    const problems = checkFutureDates(write(file, `---\n${frontMatter}---\n\nText.\n`), today).map(formatProblem);
    expect(problems).toEqual([
      `${file}:${line}: front matter "${field}" is ${date}, a date in the future (today is ${today}): write the date the page is published or was last changed, today or earlier; the pull request can be merged on a later day without changing it`,
    ]);
  });

  it('leaves a date that does not exist to the front matter check, not naming the date YAML rolls it over to', () => {
    const file = write('docs/guides/g.mdx', '---\nlast_update:\n  date: 2026-12-32\n---\n\nText.\n');
    expect(checkFutureDates(file, today)).toEqual([]);
  });

  it('passes today and earlier dates', () => {
    const file = write(
      'blog/insights/i.mdx',
      '---\ndate: 2026-11-28\nlast_update:\n  date: 2026-10-01\n---\n\nText.\n',
    );
    expect(checkFutureDates(file, today)).toEqual([]);
  });

  it('takes today in Sydney, where an article written this morning is dated', () => {
    // 14:00 UTC on 28 November is 1 am on 29 November in Sydney (daylight time).
    expect(todayInSydney(new Date('2026-11-28T14:00:00Z'))).toBe('2026-11-29');
  });
});

const caseStudy = (body: string, scenario = 'loan: 290000\n  value: 330000') => `---
title: T
scenario:
  loan_type: Equipment loan
  purpose: Buy an excavator
  ${scenario}
  security: The excavator
  lender_type: Bank
  value_basis: price
  rate_range: 7.5% to 9% p.a.
  priced: 2026-02
  term: 5 years
  outcome: Settled
---

${body}
`;

const rateLine =
  '*About the rate:* not a current offer. Equipment finance was priced at <Fact id="equipment-rate" /> (indicative, as at <Fact id="equipment-rate" asAt />).';

describe('a case study\'s "*About the rate:*" line', () => {
  it('is refused when missing, with the line to write', () => {
    expect(
      checkAboutTheRate(write('blog/case-studies/c.mdx', caseStudy('| LVR | 87.9% |'))).map(formatProblem),
    ).toEqual([
      expect.stringMatching(
        /^blog\/case-studies\/c\.mdx:16: a case study without its "\*About the rate:\*" line: add a line such as \*About the rate:\*/,
      ),
    ]);
  });

  it('is refused, at its line, when it quotes no dated fact', () => {
    const file = write('blog/case-studies/c.mdx', caseStudy('Text.\n\n*About the rate:* about 8% a year.'));
    expect(checkAboutTheRate(file).map(formatProblem)).toEqual([
      expect.stringMatching(/^blog\/case-studies\/c\.mdx:19: the "\*About the rate:\*" line does not quote a <Fact>/),
    ]);
  });

  it("is refused when it quotes another product's rate than the study's tags, and offers the tag's", () => {
    const tagged = (tags: string) =>
      write('blog/case-studies/c.mdx', caseStudy(rateLine).replace('title: T\n', `title: T\ntags: [${tags}]\n`));
    const [problem, ...more] = checkAboutTheRate(tagged('business-acquisition'));
    expect(more).toEqual([]);
    expect(formatProblem(problem!)).toMatch(
      /^blog\/case-studies\/c\.mdx:\d+: the "\*About the rate:\*" line quotes equipment-rate, the rate of equipment finance, but the case study is tagged business-acquisition: .*<Fact id="acquisition-rate" \/>/,
    );
    // Any of its tags will do.
    expect(checkAboutTheRate(tagged('asset-finance, equipment-finance'))).toEqual([]);
    // A service's second rate too: the scaffold's second-mortgage rate, which its re-check found let through.
    const secondMortgage = (tags: string) =>
      write(
        'blog/case-studies/c.mdx',
        caseStudy(rateLine.replaceAll('equipment-rate', 'second-mortgage-rate')).replace(
          'title: T\n',
          `title: T\ntags: [${tags}]\n`,
        ),
      );
    expect(checkAboutTheRate(secondMortgage('business-acquisition'))[0]?.what).toContain(
      'quotes second-mortgage-rate, the rate of first and second mortgages',
    );
    expect(checkAboutTheRate(secondMortgage('first-second-mortgages'))).toEqual([]);
  });

  it('passes the line the case studies write, and applies to case studies only', () => {
    expect(checkAboutTheRate(write('blog/case-studies/c.mdx', caseStudy(rateLine)))).toEqual([]);
    expect(checkAboutTheRate(write('blog/insights/i.mdx', caseStudy('Text.')))).toEqual([]);
  });
});

describe('a case study\'s "*About the rate:*" fix', () => {
  it('offers the rate of the service the study is tagged with', () => {
    const tagged = caseStudy('| LVR | 87.9% |').replace('title: T\n', 'title: T\ntags: [bridging-finance]\n');
    const [problem] = checkAboutTheRate(write('blog/case-studies/c.mdx', tagged));
    expect(problem?.fix).toContain(
      'Across lenders, bridging finance was priced at <Fact id="bridging-rate" /> (indicative, as at <Fact id="bridging-rate" asAt />)',
    );
  });
});

describe("a case study's figures table", () => {
  it('must state the ratio the deal box works out, with the working in the fix', () => {
    expect(checkRatioRow(write('blog/case-studies/c.mdx', caseStudy('| LVR | 88% |'))).map(formatProblem)).toEqual([
      // At the table's LVR row, where the writer fixes it.
      'blog/case-studies/c.mdx:17: the figures table does not state the ratio 87.9% ($290,000 ÷ $330,000) that the "Deal at a glance" box shows: add a row such as | Loan to price ($290,000 ÷ $330,000) | 87.9% |, or correct scenario.loan, scenario.value or scenario.debt_ranking_ahead',
    ]);
  });

  it('counts debt ranking ahead in the combined ratio', () => {
    const scenario = 'loan: 180000\n  value: 1000000\n  debt_ranking_ahead: 520000';
    expect(checkRatioRow(write('blog/case-studies/c.mdx', caseStudy('| Combined LVR | 70% |', scenario)))).toEqual([]);
    expect(checkRatioRow(write('blog/case-studies/d.mdx', caseStudy('| LVR | 18% |', scenario)))).toHaveLength(1);
  });
});

describe('word counts', () => {
  it('read a <Fact> as the words it shows, as the published page does', () => {
    // 799 plain words and one fact that shows as two or more words ("7% to 13% a year"...).
    const filler = Array.from({length: 799}, () => 'word').join(' ');
    const insight = (fact: string) => `---\ntitle: T\n---\n${filler} ${fact}\n`;
    expect(checkWordCount(write('blog/insights/i.mdx', insight('<Fact id="equipment-rate" />')))).toEqual([]);
    expect(checkWordCount(write('blog/insights/j.mdx', insight('')))).toHaveLength(1);
  });

  it('still tell a short article so when one of its facts has an unknown id (the MDX rule names the id)', () => {
    const guide = write('docs/guides/g.mdx', '---\ntitle: T\n---\nThree hundred words. <Fact id="no-such-fact" />\n');
    expect(checkWordCount(guide).map((p) => p.what)).toEqual([
      '3 words (not counting its facts: one has an unknown id), under the 1,200 words a guide needs',
    ]);
  });

  it('wait for a wrong <ServiceTerms> to be fixed instead of blaming the length', () => {
    const page = write('docs/services/s.mdx', '---\ntitle: T\n---\nShort.\n\n<ServiceTerms service="ute-finance" />\n');
    expect(checkWordCount(page)).toEqual([]);
  });
});

describe('imports, service names and fact ids (through npm run check:content)', () => {
  it('name a missing import, an unknown service and an unknown fact id at their lines, and pass real ones', () => {
    const mdx = (body: string) => `---\ntitle: T\ndescription: D\n---\n\n${body}\n`;
    write(
      'docs/guides/imports.mdx',
      mdx("import UteDiagram from '@site/src/components/diagrams/UteDiagram';\n\n<UteDiagram />"),
    );
    write('docs/services/terms.mdx', mdx('<ServiceTerms service="ute-finance" />'));
    write('docs/guides/fact.mdx', mdx('The cash rate is <Fact id="rba-cash-rat" />.'));
    write(
      'docs/guides/fine.mdx',
      mdx(
        'import LvrDiagram from \'@site/src/components/diagrams/LvrDiagram\';\n\n<LvrDiagram />\n\n<ServiceTerms service="asset-finance" />',
      ),
    );
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/check-content.ts'), '--dir', siteDir, '--only', 'mdx'],
      {cwd: root, encoding: 'utf8', env: {...process.env, CONTENT_CHECK: ''}},
    );
    expect(result.stdout.split('\n').filter((l) => l.startsWith('docs/'))).toEqual([
      // Said once, with the id the writer most likely meant.
      'docs/guides/fact.mdx:6: <Fact id="rba-cash-rat">: no such fact in src/facts/data/ (the nearest id is "rba-cash-rate"): use an id from docs-dev/FACT-IDS.md (what each shows and its date); a figure not listed there is added by a developer (docs-dev/FACTS.md)',
      'docs/guides/imports.mdx:6: imports @site/src/components/diagrams/UteDiagram, which does not exist: check the spelling against the files in src/components/ (e.g. @site/src/components/diagrams/LvrDiagram), or remove the import and the tag that uses it',
      expect.stringMatching(
        /^docs\/services\/terms\.mdx:6: <ServiceTerms service="ute-finance" \/> names no service: name one of the 14 services: .*asset-finance/,
      ),
    ]);
  }, 60_000);
});

describe('the project word list', () => {
  const list = (words: string) =>
    write('.cspell/project-words.txt', words) && checkWordList(siteDir).map(formatProblem);

  it('names a word out of alphabetical order and where it goes, a repeated word and a line of two words', () => {
    expect(list('AFCA\nlockdown\nIncoterms\nlockdown\nsmall business\n')).toEqual([
      '.cspell/project-words.txt:3: "Incoterms" is out of alphabetical order (after "lockdown"): move it to the line after "AFCA" (the list is sorted ignoring capitals)',
      '.cspell/project-words.txt:5: "small business" is not one word: write one word a line, with no spaces',
    ]);
    expect(list('AFCA\nAFCA\n')).toEqual(['.cspell/project-words.txt:2: "AFCA" is listed twice: remove this line']);
  });

  it("passes a sorted list, ignoring capitals, and the repository's own", () => {
    expect(list('AFCA\nIIIA\nIncoterms\nintercreditor\nlockdown\n')).toEqual([]);
    expect(checkWordList(root)).toEqual([]);
  });
});

describe("a case study's deal date", () => {
  const study = (date: string, priced: string) =>
    `---\ntitle: T\ndate: ${date}\nscenario:\n  loan: 100000\n  priced: "${priced}"\n---\n\nText.\n`;

  it('is refused when the deal was priced in the month of publication: its outcome had not happened yet', () => {
    // The six case studies re-read on 28 November 2026 were all written this way (a bridge set and published in
    // September 2026 whose unit "sold in the fifth month").
    expect(
      checkSetBeforePublished(write('blog/case-studies/c.mdx', study('2026-09-15', '2026-09'))).map(formatProblem),
    ).toEqual([
      expect.stringMatching(
        /^blog\/case-studies\/c\.mdx:6: the deal was priced \(scenario\.priced: 2026-09\) in the month the case study is published \(2026-09\)/,
      ),
    ]);
    expect(checkSetBeforePublished(write('blog/case-studies/d.mdx', study('2026-06-02', '2026-07')))).toHaveLength(1);
  });

  it('passes a deal priced in an earlier month, and applies to case studies only', () => {
    expect(checkSetBeforePublished(write('blog/case-studies/c.mdx', study('2026-09-15', '2026-01')))).toEqual([]);
    expect(checkSetBeforePublished(write('blog/insights/i.mdx', study('2026-09-15', '2026-09')))).toEqual([]);
  });
});

describe('the feeds’ author', () => {
  it('is the lending team alone, by the bylines’ name: a person added or the team renamed is refused', () => {
    const team = 'team:\n  name: Harbourline lending team\n  title: Commercial finance brokers\n';
    write('blog/insights/authors.yml', `${team}sam-writer:\n  name: Sam Writer\n`);
    write('blog/case-studies/authors.yml', team.replace('Harbourline lending team', 'Jane Citizen'));
    expect(checkFeedAuthors(siteDir).map((p) => p.file)).toEqual([
      'blog/case-studies/authors.yml',
      'blog/insights/authors.yml',
    ]);
    write('blog/insights/authors.yml', team);
    write('blog/case-studies/authors.yml', team);
    expect(checkFeedAuthors(siteDir)).toEqual([]);
    expect(checkFeedAuthors(root)).toEqual([]);
  });
});
