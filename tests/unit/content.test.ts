/**
 * The resources library as writers leave it: enough of each kind, long
 * enough, linked to a quote, and the glossary's anchors intact.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {serviceSlugs} from '../../src/site-map';
import {calculatorSlugs} from '../../src/calculators';
import {readContentFile} from '../../src/content/check/contentFiles';
import {formatProblem} from '../../src/content/check/problem';
import {checkWordCount, maxAnswerSentences, sentences} from '../../src/content/check/rules/lengths';

const root = path.resolve(__dirname, '../..');

interface ContentFile {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

function read(dir: string): ContentFile[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const {data, content} = matter(fs.readFileSync(path.join(full, name), 'utf8'));
      return {file: `${dir}/${name}`, data, body: content};
    });
}

/** The content check's word-minimum rule (guides 1,200, insights 800, service pages 600), over the real files. */
const tooShort = (files: ContentFile[]) =>
  files.flatMap((f) => checkWordCount(readContentFile(root, path.join(root, f.file)))).map(formatProblem);

// The resources library's minimums: 12 guides of 1,200+ words, 8 case studies, 8 insights.
// The glossary (90+ terms) and FAQs (32+ questions in 6+ groups) are at their library targets.
const guides = read('docs/guides').filter((g) => !g.file.endsWith('index.mdx'));
const caseStudies = read('blog/case-studies');
const insights = read('blog/insights');
const services = read('docs/services');

describe('guides', () => {
  it('has at least 12 guides of at least 1,200 words', () => {
    expect(guides.length).toBeGreaterThanOrEqual(12);
    expect(tooShort(guides)).toEqual([]);
  });

  // Each guide links a glossary term: the content check's glossary-link rule (tests/unit/siteWideContentRules.test.ts).
});

describe('case studies and insights', () => {
  it('has at least eight of each', () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(8);
    expect(insights.length).toBeGreaterThanOrEqual(8);
  });

  it('marks every case study as an illustrative example in its text', () => {
    const unmarked = caseStudies.filter((c) => !/illustrative example/i.test(c.body)).map((c) => c.file);
    expect(unmarked).toEqual([]);
  });
});

describe('service pages', () => {
  it('has one content file per service of the site map', () => {
    expect(services.map((s) => path.basename(s.file, '.mdx')).sort()).toEqual([...serviceSlugs].sort());
  });

  // Each page heads its sections in its own words; tests/unit/servicePages.test.ts checks the topics they cover.
  // The dated note ("Indicative only, as at {month year}") comes with every page's "At a glance", from the facts
  // register, not from the MDX: tests/e2e/services.spec.ts checks it on every service page.
  it('writes at least 600 words for each service', () => {
    expect(tooShort(services)).toEqual([]);
  });
});

describe('every article leads to a quote', () => {
  it('links to /contact from the text of each guide, case study, insight and service', () => {
    const all = [...guides, ...caseStudies, ...insights, ...services];
    const without = all.filter((a) => !/\]\(\/contact[)?#]/.test(a.body)).map((a) => a.file);
    expect(without).toEqual([]);
  });
});

describe('glossary', () => {
  const [glossary] = read('docs/glossary');
  const body = glossary?.body ?? '';
  const terms = [...body.matchAll(/^### (.+?) \{\/\* #([a-z0-9-]+) \*\/\}\s*$/gm)];

  // The anchors other pages may link to stay: the content check's glossary-anchors rule.

  // The A to Z index (src/components/AzIndex) links each H2, so every H2 must be a letter with its own anchor.
  it('groups the terms under letter headings that the A to Z index links to', () => {
    expect(body).toContain('<AzIndex />');
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(headings.length).toBeGreaterThanOrEqual(10);
    const notLetters = headings.filter(
      (h) => !/^([A-Z]) \{\/\* #([a-z]) \*\/\}$/.test(h) || h[0]!.toLowerCase() !== h.at(-5),
    );
    expect(notLetters).toEqual([]);
  });

  it('keeps the letter sections, and so the A to Z index, in order', () => {
    const sectionLetters = [...body.matchAll(/^## ([A-Z]) \{\/\* #[a-z] \*\/\}\s*$/gm)].map((m) => m[1]);
    expect(sectionLetters).toEqual([...sectionLetters].sort());
  });

  it('files each term under its first letter, in alphabetical order', () => {
    // Word by word, so "Cap rate" comes before "Capitalised interest"; a hyphen counts as a space.
    const sortKey = (name: string) =>
      name
        .toLowerCase()
        .replace(/-/g, ' ')
        .replace(/[^a-z0-9 ]/g, '');
    const problems: string[] = [];
    for (const section of body.split(/^## /m).slice(1)) {
      const letter = section[0]!;
      const names = [...section.matchAll(/^### (.+?) \{\/\*/gm)].map((m) => m[1]!);
      names
        .filter((name) => name[0]!.toUpperCase() !== letter)
        .forEach((name) => problems.push(`"${name}" is under ${letter}`));
      names.forEach((name, i) => {
        const next = names[i + 1];
        if (next !== undefined && sortKey(name) > sortKey(next)) problems.push(`"${name}" comes before "${next}"`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('links only to anchors and site paths that exist', () => {
    const anchors = new Set([
      ...terms.map((t) => t[2]),
      ...[...body.matchAll(/^## [A-Z] \{\/\* #([a-z]) \*\/\}/gm)].map((m) => m[1]),
    ]);
    const links = [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    const paths = [
      ...serviceSlugs.map((slug) => `/services/${slug}`),
      ...calculatorSlugs.map((slug) => `/tools/${slug}`),
      ...guides.map((g) => `/resources/guides/${String(g.data.slug ?? path.basename(g.file, '.mdx'))}`),
      '/contact',
    ];
    const broken = links.filter((link) => (link.startsWith('#') ? !anchors.has(link.slice(1)) : !paths.includes(link)));
    expect(broken).toEqual([]);
  });

  it('has every anchor that guides, case studies, insights and service pages link to', () => {
    const anchors = new Set(terms.map((t) => t[2]));
    const broken = [...guides, ...services, ...caseStudies, ...insights]
      .flatMap((a) =>
        [...a.body.matchAll(/\/resources\/glossary#([a-z0-9-]+)/g)].map((m) => ({file: a.file, anchor: m[1]!})),
      )
      .filter((link) => !anchors.has(link.anchor))
      .map((link) => `${link.file} -> #${link.anchor}`);
    expect(broken).toEqual([]);
  });
});

describe('FAQs', () => {
  it('answers questions in topic groups', () => {
    const [faqs] = read('docs/faqs');
    const groups = (faqs?.data.faq_groups ?? []) as {topic: string; questions: unknown[]}[];
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expect(groups.flatMap((g) => g.questions).length).toBeGreaterThanOrEqual(32);
  });

  it('keeps each question unique and each answer to one to four sentences', () => {
    const [faqs] = read('docs/faqs');
    const questions = ((faqs?.data.faq_groups ?? []) as {questions: {question: string; answer: string}[]}[]).flatMap(
      (g) => g.questions,
    );
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
    const long = questions.filter((q) => sentences(q.answer).length > maxAnswerSentences).map((q) => q.question);
    expect(long).toEqual([]);
  });
});
