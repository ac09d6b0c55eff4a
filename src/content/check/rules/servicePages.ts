/**
 * Service pages are written for their own product: each covers the topics a
 * borrower compares (what lenders look for, the indicative figures, the
 * documents, the risks) under headings in its own words, and no sentence of
 * ten words or more is shared by more than three of them (a template).
 */
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

const isServicePage = (file: ContentFile) => /^docs\/services\/(?!index\.)[^/]+\.mdx?$/.test(file.relativePath);

/** Each topic a service page covers under a `##` heading, and the words that show a heading covers it. */
export const serviceTopics: readonly {topic: string; heading: RegExp; example: string}[] = [
  {topic: 'what lenders look for', heading: /look for|assess|weigh/i, example: 'What vehicle lenders look for'},
  {topic: 'the indicative figures', heading: /indicative/i, example: 'Indicative vehicle finance terms'},
  {topic: 'the documents', heading: /document/i, example: 'Documents for vehicle finance'},
  {topic: 'the risks', heading: /risk/i, example: 'Risks of vehicle finance'},
];

export function checkServiceSections(file: ContentFile): Problem[] {
  if (!isServicePage(file)) return [];
  const headings = [...file.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
  return serviceTopics
    .filter(({heading}) => !headings.some((h) => heading.test(h)))
    .map(({topic, example}) => ({
      file: file.relativePath,
      line: file.bodyLine,
      what: `no section on ${topic}`,
      fix: `add a "##" heading for it in this product's words, e.g. "## ${example}"`,
    }));
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
