/**
 * The site search engine: Pagefind's index, built after `docusaurus build`
 * by scripts/search-index.mjs. Its code and index download only when a
 * visitor starts a search, and the index arrives in small pieces per query.
 */

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  section: string;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
}

interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<PagefindResultData>}[]} | null>;
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

let engine: Promise<Pagefind> | undefined;

/** Loads Pagefind once; later calls reuse it. */
export function loadSearch(): Promise<Pagefind> {
  if (!engine) {
    const url = '/pagefind/pagefind.js';
    engine = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.init();
      return pagefind;
    });
    engine.catch(() => {
      engine = undefined; // let a later search try again
    });
  }
  return engine;
}

/** The best `limit` pages for a query, with title, section and a highlighted excerpt. */
export async function searchSite(query: string, limit = 8): Promise<SearchHit[]> {
  const pagefind = await loadSearch();
  const response = await pagefind.search(query);
  const data = await Promise.all((response?.results ?? []).slice(0, limit).map((result) => result.data()));
  return data.map((d) => {
    const url = d.url.replace(/\.html$/, '');
    return {url, title: d.meta.title?.replace(/ \| .*$/, '') ?? url, excerpt: d.excerpt, section: sectionOf(url)};
  });
}
