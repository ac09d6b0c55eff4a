/**
 * Searching the site with Pagefind (its loader: searchEngine.ts): results as
 * the site shows them, with the section each page sits in.
 */
import {loadSearch, type PagefindResult, type PagefindResultData, type PagefindSection} from './searchEngine';

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  section: string;
  /** The page's meta description (scripts/search-index.mjs): what the page is, in a whole sentence. */
  description?: string;
}

/** Where a result sits on the site, shown beside its title. */
const sections: [prefix: string, label: string][] = [
  ['/resources/guides', 'Guide'],
  ['/resources/case-studies', 'Case study'],
  ['/resources/insights', 'Market insight'],
  ['/resources/glossary', 'Glossary'],
  ['/resources/faqs', 'FAQs'],
  ['/resources/tools', 'Calculators'],
  ['/resources', 'Resources'],
  ['/services', 'Service'],
  ['/tools', 'Calculator'],
];

/**
 * Pages of separate entries, each under its own heading: a result there opens the entry that matches, not the top
 * of a page forty screens long (a search for "second mortgage" lands on the glossary's "Second mortgage").
 */
const entryPages = new Set(['/resources/glossary', '/resources/faqs']);

export function sectionOf(url: string): string {
  return sections.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`))?.[1] ?? 'Page';
}

/**
 * The sentence of an excerpt that holds the first match (Pagefind's excerpt is a window of words that starts and
 * ends wherever the count falls): from the end of the sentence before to the end of its own, with "…" where the
 * window cuts the sentence short. The excerpt is HTML: escaped text with <mark> around the matched words.
 */
export function matchSentence(excerpt: string): string {
  const first = excerpt.indexOf('<mark>');
  // No match in the text (the title matched): the excerpt's first whole sentence.
  if (first < 0) return excerpt.match(/^.*?[.?!](?=\s|$)/)?.[0] ?? excerpt;
  const ends = [...excerpt.slice(0, first).matchAll(/[.?!]\s+/g)];
  const last = ends.at(-1);
  const start = last ? last.index + last[0].length : 0;
  // A full stop may sit inside the mark ("<mark>bridging.</mark> The ...").
  const stop = /[.?!](<\/mark>)?(\s|$)/.exec(excerpt.slice(first));
  const end = stop ? first + stop.index + stop[0].trimEnd().length : excerpt.length;
  const sentence = excerpt.slice(start, end).trim();
  const cutBefore = !last && /^[a-z0-9,;]/.test(sentence);
  return `${cutBefore ? '…' : ''}${sentence}${stop ? '' : '…'}`;
}

/** Words that do not narrow a search, such as a question's "can I get a ... before I ...". */
const COMMON_WORDS = new Set(
  (
    'a about after am an and are at be before by can could do does for from get have how i if in is it its me my of ' +
    'on one or our should so that the there this to we what when where which who why will with would you your'
  ).split(' '),
);

/**
 * Looser forms of a query that found nothing, to try in turn: Pagefind shows only pages that hold every word, so a
 * question typed as a sentence ("can I get a bridging loan to buy premises before I sell the old one?") found nothing.
 * First without its common words, then dropping its last words one at a time: the first words say what it is about.
 */
export function looserQueries(query: string): string[] {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).filter(
    (word) => !COMMON_WORDS.has(word),
  );
  const looser = words.map((_, index) => words.slice(0, words.length - index).join(' '));
  return looser.filter((candidate) => candidate !== query.trim().toLowerCase());
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** The words the hits match: the query, or the looser form of it that found pages (looserQueries). */
  matched: string;
  /** How many pages hold every word of the query: they come first. */
  exact: number;
  /** How many pages were found, of which `hits` are the first (up to the limit). */
  total: number;
}

/**
 * Fewer pages than this hold every word of a question (three words or more), and its looser forms are searched too:
 * "can my SMSF buy my business premises and lease it to my company" found two pages, not the SMSF guide (which never
 * says "my"), in a borrower's trial. Two words are a subject ("family SUV"): one of them alone is another subject.
 */
const ENOUGH_PAGES = 3;
const isQuestion = (query: string) => query.trim().split(/\s+/).length >= 3;

/** The best `limit` pages for a query, with title, section and a highlighted excerpt. */
export async function searchSite(query: string, limit = 8): Promise<SearchAnswer> {
  const pagefind = await loadSearch();
  let found: PagefindResult[] = [];
  let answer = {matched: query, exact: 0};
  for (const words of [query, ...looserQueries(query)]) {
    const results = (await pagefind.search(words))?.results ?? [];
    // A looser form finds the pages holding every word too: those keep their place at the top.
    const added = results.filter((result) => !found.some((seen) => seen.id === result.id));
    if (added.length === 0) continue;
    found = [...found, ...added];
    answer = {matched: words, exact: words === query ? results.length : answer.exact};
    if (found.length >= (isQuestion(query) ? ENOUGH_PAGES : 1)) break;
  }
  // The entry a result opens is chosen by every word she typed, not only the looser form that found the page: "will a
  // quote hurt my credit score" found the FAQs by "quote" and opened "Am I obliged to go ahead after I ask for a quote?".
  return {hits: await hitsOf(found.slice(0, limit), query), ...answer, total: found.length};
}

/** A section's heading as Pagefind gives it: the heading's text, its anchor link's zero-width space and a full stop. */
const headingText = (title: string) => title.replace(/[\u200b\s]*\.?$/, '');

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const headingWords = (section: PagefindSection) => tokens(headingText(section.title));
const markedWords = (section: PagefindSection) =>
  tokens([...section.excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map(([, word]) => word).join(' '));
/** A word in a list, whole or as a word's start ("loan" in "loans"). */
const holds = (list: string[], word: string) => list.some((token) => token.startsWith(word));

/**
 * On an entry page, the entry the query names: the section whose heading and text hold the query's own words (not
 * "how", "can", "I"), each word counting more the fewer headings hold it, then the one matching most often; undefined
 * when only the page's opening matched. "how quickly can I get a private loan" opens "How quickly can a private loan
 * settle?", not "Can I get a loan with a poor credit history?"; "do I need a valuation for a commercial loan" opens
 * "Do I need a valuation?", not "What happens when my commercial loan term ends?" (re-checks).
 */
export function entryFor(d: PagefindResultData, query: string): PagefindSection | undefined {
  const sections = (d.sub_results ?? []).filter((sub) => sub.url.includes('#'));
  const all = tokens(query);
  const own = all.filter((word) => !COMMON_WORDS.has(word));
  const words = own.length > 0 ? own : all;
  const headings = sections.map(headingWords);
  const weight = (word: string) => 1 / Math.max(1, headings.filter((heading) => holds(heading, word)).length);
  const held = (list: string[]) => words.reduce((sum, word) => sum + (holds(list, word) ? weight(word) : 0), 0);
  const score = (sub: PagefindSection) =>
    (held(headingWords(sub)) + held(markedWords(sub))) * 1000 + (sub.locations?.length ?? 0);
  return [...sections].sort((a, b) => score(b) - score(a))[0];
}

/** An entry's excerpt without its heading, which the result's title already shows: "A loan secured ...", not "Second mortgage.". */
export function entryExcerpt(entry: PagefindSection): string {
  const end = /[.?!](<\/mark>)?\s+/.exec(entry.excerpt);
  if (!end) return entry.excerpt;
  const first = entry.excerpt
    .slice(0, end.index)
    .replace(/<\/?mark>|\u200b/g, '')
    .trim();
  return first.toLowerCase() === headingText(entry.title).toLowerCase()
    ? entry.excerpt.slice(end.index + end[0].length)
    : entry.excerpt;
}

async function hitsOf(results: PagefindResult[], query: string): Promise<SearchHit[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((d) => {
    const page = d.url.replace(/\.html$/, '');
    const entry = entryPages.has(page) ? entryFor(d, query) : undefined;
    const url = entry ? entry.url.replace(/\.html(?=#|$)/, '') : page;
    return {
      url,
      title: entry ? headingText(entry.title) : (d.meta.title?.replace(/ \| .*$/, '') ?? url),
      excerpt: matchSentence(entry ? entryExcerpt(entry) : d.excerpt),
      section: sectionOf(page),
      description: entry ? undefined : d.meta.description,
    };
  });
}
