/**
 * Length rules from the owner's content brief: guides at least 1,200 words,
 * insights 800, service pages 600, and each FAQ answer one to four sentences.
 */
import {countWords, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';
import {expandRegisterTags} from '../../../facts/expand';
import {factTagPattern} from '../../../facts/text';
import {isServiceSlug} from '../../../services/records';
import {serviceDocuments} from '../../../documents/serviceDocuments';
import {contentSections} from '../../sections';

/** Minimum words in the body, by folder. Index (list) pages are exempt. */
export const minimumWords: readonly {folder: string; kind: string; words: number}[] = [
  {folder: `${contentSections.guides.folder}/`, kind: 'a guide', words: 1200},
  {folder: `${contentSections.insights.folder}/`, kind: 'an insight', words: 800},
  {folder: `${contentSections.services.folder}/`, kind: 'a service page', words: 600},
];

export const maxAnswerSentences = 4;

/** A service page's <ServiceDocuments service="..." /> as the words a reader sees: the lists count like prose. */
const expandServiceDocuments = (body: string) =>
  body.replace(/<ServiceDocuments\s+service="([a-z-]+)"\s*\/>/g, (tag, slug: string) =>
    isServiceSlug(slug)
      ? serviceDocuments[slug]
          .map((group) => [group.title, ...group.items.map((item) => item.text)].join('. '))
          .join('. ')
      : tag,
  );

/** Sentences as a reader sees them: a full stop, question or exclamation mark followed by a capital. */
export const sentences = (text: string) =>
  text
    .trim()
    .split(/(?<=[.?!])\s+(?=[A-Z])/)
    .filter(Boolean);

/**
 * The body with the register's tags as the reader sees them. An unknown id is named at its line by the MDX rule;
 * meanwhile a <Fact> (a few words) is left out of the count, so a short article is still told so, but a wrong
 * <ServiceTerms> table can be much of a service page, so that count waits for the fix (undefined).
 */
function visibleText(body: string): {text: string; factsLeftOut: boolean} | undefined {
  for (const [text, factsLeftOut] of [
    [body, false],
    [body.replace(factTagPattern, ''), true],
  ] as const) {
    try {
      return {text: expandRegisterTags(text), factsLeftOut};
    } catch {
      // Try again without the facts, or give up.
    }
  }
  return undefined;
}

export function checkWordCount(file: ContentFile): Problem[] {
  const rule = minimumWords.find((r) => file.relativePath.startsWith(r.folder));
  if (!rule || /\/index\.mdx?$/.test(file.relativePath)) return [];
  // Figures and tables from the register count as the reader sees them (a service page's terms table).
  // So do the document lists from src/documents (<ServiceDocuments />).
  const body = expandServiceDocuments(file.body.replace(/\{\/\*[\s\S]*?\*\/\}/g, ''));
  const counted = visibleText(body);
  if (counted === undefined) return [];
  const words = countWords(counted.text);
  return words >= rule.words
    ? []
    : [
        {
          file: file.relativePath,
          line: file.bodyLine,
          what: `${words} words${counted.factsLeftOut ? ' (not counting its facts: one has an unknown id)' : ''}, under the ${rule.words.toLocaleString('en-AU')} words ${rule.kind} needs`,
          fix: `add ${(rule.words - words).toLocaleString('en-AU')} or more words of substance (examples, what lenders look at, risks)`,
        },
      ];
}

interface QuestionAndAnswer {
  question?: unknown;
  answer?: unknown;
}

/** FAQ answers in a service page's `faq` list or the FAQ page's `faq_groups`. */
export function checkFaqAnswers(file: ContentFile): Problem[] {
  const groups = Array.isArray(file.data.faq_groups) ? (file.data.faq_groups as {questions?: unknown}[]) : [];
  const questions = [
    ...(Array.isArray(file.data.faq) ? (file.data.faq as QuestionAndAnswer[]) : []),
    ...groups.flatMap((g) => (Array.isArray(g.questions) ? (g.questions as QuestionAndAnswer[]) : [])),
  ];
  const lines = file.text.split('\n');
  return questions.flatMap(({question, answer}) => {
    if (typeof answer !== 'string' || typeof question !== 'string') return [];
    const count = sentences(answer).length;
    if (count <= maxAnswerSentences) return [];
    const line = lines.findIndex((l) => l.includes(question.slice(0, 40))) + 1 || file.frontMatterLine;
    return [
      {
        file: file.relativePath,
        line,
        what: `the answer to "${question}" has ${count} sentences`,
        fix: `answer in one to ${maxAnswerSentences} sentences and link a guide for the detail`,
      },
    ];
  });
}
