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
      excerpt: d.excerpt,
      section: sectionOf(url),
      description: d.meta.description,
    };
  });
}
