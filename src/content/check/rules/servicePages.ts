/**
 * Service pages are written for their own product: each covers the topics a
 * borrower compares (what lenders look for, the documents, the risks) under
 * headings in its own words, shows its indicative ranges once, from the facts
 * register, and no sentence of ten words or more is shared by more than three
 * of them (a template).
 */
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';
import {isServiceSlug} from '../../../services/records';
import {rowsBeyondGlance} from '../../../facts/serviceTermsMarkdown';

const isServicePage = (file: ContentFile) => /^docs\/services\/(?!index\.)[^/]+\.mdx?$/.test(file.relativePath);

/** Each topic a service page covers under a `##` heading, and the words that show a heading covers it. */
export const serviceTopics: readonly {topic: string; heading: RegExp; example: string}[] = [
  {topic: 'what lenders look for', heading: /look for|assess|weigh/i, example: 'What vehicle lenders look for'},
  {topic: 'the documents', heading: /document/i, example: 'Documents for vehicle finance'},
  {topic: 'the risks', heading: /risk/i, example: 'Risks of vehicle finance'},
];

export function checkServiceSections(file: ContentFile): Problem[] {
  if (!isServicePage(file)) return [];
  const headings = [...file.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
  return [
    ...serviceTopics
      .filter(({heading}) => !headings.some((h) => heading.test(h)))
      .map(({topic, example}) => ({
        file: file.relativePath,
        line: file.bodyLine,
        what: `no section on ${topic}`,
        fix: `add a "##" heading for it in this product's words, e.g. "## ${example}"`,
      })),
    ...checkServiceTerms(file),
  ];
}

/**
 * The ranges come from the facts register and are shown once: "At a glance" (ServicePage) shows the headline rows of
 * this page's service, and <ServiceTerms service="this page" /> the rest, once, right under a `##` heading. Where "At a
 * glance" shows every row the page places no <ServiceTerms />: its heading would head only a pointer back to the top.
 */
function checkServiceTerms(file: ContentFile): Problem[] {
  const slug = file.relativePath.replace(/^.*\/|\.mdx?$/g, '');
  if (!isServiceSlug(slug)) return [];
  const lines = file.body.split('\n');
  const tags = lines.flatMap((text, i) => {
    const service = /<ServiceTerms\s+service=["']([^"']*)["']/.exec(text)?.[1];
    return service === undefined ? [] : [{service, i, line: file.bodyLine + i}];
  });
  const problem = (line: number, what: string, fix: string): Problem => ({file: file.relativePath, line, what, fix});
  const tag = `<ServiceTerms service="${slug}" />`;
  const problems = tags
    .filter((t) => t.service !== slug)
    .map((t) => problem(t.line, `<ServiceTerms> shows the ranges of "${t.service}" on the ${slug} page`, `use ${tag}`));
  const own = tags.filter((t) => t.service === slug);
  const rest = rowsBeyondGlance(slug).length;
  if (rest === 0) {
    problems.push(
      ...own.map((t) =>
        problem(
          t.line,
          `${tag} has no table to show: "At a glance" at the top of the page shows every ${slug} range`,
          'remove the tag and the heading over it; move any sentence under it to the section it belongs to',
        ),
      ),
    );
  } else if (own.length === 0) {
    problems.push(
      problem(
        file.bodyLine,
        `the ${rest} ${slug} ranges "At a glance" does not show are not on the page`,
        `place ${tag} under a "##" heading in this product's words, e.g. "## Indicative vehicle finance terms"`,
      ),
    );
  } else {
    problems.push(
      ...own
        .slice(1)
        .map((t) => problem(t.line, `${tag} is on the page ${own.length} times`, 'show the ranges once: keep one tag')),
    );
    const previous = lines
      .slice(0, own[0]!.i)
      .reverse()
      .find((text) => text.trim() !== '');
    if (!previous?.startsWith('## ')) {
      problems.push(
        problem(own[0]!.line, `${tag} is not right under a "##" heading`, 'put it first in its own "##" section'),
      );
    }
  }
  return problems;
}

export const maxPagesPerSentence = 3;

/** The page's prose as a reader sees it: no imports, components, link targets or markdown marks. */
export function prose(text: string): string {
  return text
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_|#`]/g, ' ');
}

/** Lower case, letters, digits, % and $ only, so punctuation and case do not hide a repeat. */
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9%$ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Sentences of ten words or more, normalised. */
export function longSentences(text: string): Set<string> {
  return new Set(
    prose(text)
      .split(/(?<=[.?!])\s+|\n+/)
      .map(normalise)
      .filter((s) => s.split(' ').length >= 10),
  );
}

interface Faq {
  question?: unknown;
  answer?: unknown;
}

/** The body and the FAQ questions and answers: all published on the page. */
function pageText(file: ContentFile): string {
  const faq = Array.isArray(file.data.faq) ? (file.data.faq as Faq[]) : [];
  return [file.body, ...faq.flatMap((q) => [q.question, q.answer]).filter((t) => typeof t === 'string')].join('\n');
}

/** The line a normalised sentence starts on, as near as prose allows (the body's first line when it is split). */
function lineOf(file: ContentFile, sentence: string): number {
  const start = sentence.split(' ').slice(0, 6).join(' ');
  const at = file.text.split('\n').findIndex((line) => normalise(prose(line)).includes(start));
  return at === -1 ? file.bodyLine : at + 1;
}

export function checkRepeatedSentences(files: readonly ContentFile[]): Problem[] {
  const pages = files.filter(isServicePage);
  const pagesBySentence = new Map<string, ContentFile[]>();
  for (const page of pages) {
    for (const sentence of longSentences(pageText(page))) {
      pagesBySentence.set(sentence, [...(pagesBySentence.get(sentence) ?? []), page]);
    }
  }
  return [...pagesBySentence]
    .filter(([, on]) => on.length > maxPagesPerSentence)
    .flatMap(([sentence, on]) =>
      on.map((page) => ({
        file: page.relativePath,
        line: lineOf(page, sentence),
        what: `the sentence "${sentence}" is on ${on.length} service pages (${on
          .filter((p) => p !== page)
          .map((p) => p.relativePath)
          .join(', ')} too)`,
        fix: `write it for this product: a sentence of ten words or more may appear on at most ${maxPagesPerSentence} service pages`,
      })),
    );
}
