/**
 * The site search engine: Pagefind's index, built after `docusaurus build`
 * by scripts/search-index.mjs. Its code and index download only when a
 * visitor starts a search, and the index arrives in small pieces per query.
 * Kept apart from the results code (pagefind.ts) so the search box can start
 * the download on first focus without carrying the rest.
 */

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string; description?: string};
  /** The page's sections (by heading) that hold a match, each with its own address (#anchor) and excerpt. */
  sub_results?: PagefindSection[];
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSection {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

export interface Pagefind {
  options(options: {excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]} | null>;
}

/** Pagefind's script, written into the build by scripts/search-index.mjs. */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/** Only a build has an index: the development server (`npm run dev`) never runs the indexing step. */
export const hasSearchIndex = process.env.NODE_ENV === 'production';

let engine: Promise<Pagefind> | undefined;

/** Loads Pagefind once; later calls reuse it. */
export function loadSearch(): Promise<Pagefind> {
  // Without an index, asking for it would only log a failed module load (searchUnavailable.ts says what to run).
  if (!hasSearchIndex) return Promise.reject(new Error('no search index in development'));
  if (!engine) {
    const url = PAGEFIND_SCRIPT;
    engine = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
      // A window long enough to hold the whole sentence around a match (pagefind.ts keeps just that sentence).
      await pagefind.options({excerptLength: 60});
      await pagefind.init();
      return pagefind;
    });
    engine.catch(() => {
      engine = undefined; // let a later search try again
    });
  }
  return engine;
}
