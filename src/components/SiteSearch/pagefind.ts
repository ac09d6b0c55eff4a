/**
 * Searching the site with Pagefind (its loader: searchEngine.ts): results as
 * the site shows them, with the section each page sits in.
 */
import {loadSearch} from './searchEngine';

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

/** The best `limit` pages for a query, with title, section and a highlighted excerpt. */
export async function searchSite(query: string, limit = 8): Promise<SearchHit[]> {
  const pagefind = await loadSearch();
  const response = await pagefind.search(query);
  const data = await Promise.all((response?.results ?? []).slice(0, limit).map((result) => result.data()));
  return data.map((d) => {
    const url = d.url.replace(/\.html$/, '');
    return {
      url,
      title: d.meta.title?.replace(/ \| .*$/, '') ?? url,
      excerpt: matchSentence(d.excerpt),
      section: sectionOf(url),
      description: d.meta.description,
    };
  });
}
