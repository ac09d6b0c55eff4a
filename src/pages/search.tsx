/** /search?q=...: the full results for a query, so a search can be linked and shared. */
import {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useSiteSearch, type SearchState} from '@site/src/components/SiteSearch/useSiteSearch';
import {useSettled} from '@site/src/components/useSettled';
import SearchResults from '@site/src/components/SiteSearch/SearchResults';
import {searchPath} from '@site/src/components/SiteSearch/searchPath';
import {searchUnavailable} from '@site/src/components/SiteSearch/searchUnavailable';
import {hasSearchIndex, PAGEFIND_SCRIPT} from '@site/src/components/SiteSearch/searchEngine';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import styles from './_components/styles.module.css';
import searchStyles from './_components/search.module.css';

function queryFrom(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** What the status says of the search, in words of the query its results are for (they may lag the box). */
function statusOf(urlQuery: string, search: SearchState): string {
  if (urlQuery.trim().length < 2) return 'Type at least two letters: a service, a term such as LVR, or a question.';
  if (search.status === 'error')
    return searchUnavailable('Search is not available right now. Please try again, or call us.');
  if (search.status !== 'done') return 'Searching…';
  const {hits, matched, query, exact, total} = search;
  if (hits.length === 0) return `No pages match “${query}”. Try another word, or ask us directly.`;
  // Found with fewer words (looserQueries in pagefind.ts): say so before saying which.
  const fewer =
    matched === query
      ? ''
      : exact === 0
        ? `No page holds every word of “${query}”. `
        : `Only ${exact} ${exact === 1 ? 'page holds' : 'pages hold'} every word of “${query}”, listed first. `;
  const listed = total > hits.length ? ` The first ${hits.length} are listed.` : '';
  return `${fewer}${total} ${total === 1 ? 'page matches' : 'pages match'} “${matched}”.${listed}`;
}

export default function SearchPage() {
  const location = useLocation();
  const history = useHistory();
  // The HTML is built without a query; read it only after hydration so the first render matches that HTML.
  const isBrowser = useIsBrowser();
  const urlQuery = isBrowser ? queryFrom(location.search) : '';
  const [query, setQuery] = useState(urlQuery);
  const search = useSiteSearch(urlQuery, 30);
  // Read out once she pauses, not at every keystroke's answer.
  const status = useSettled(statusOf(urlQuery, search), 600);

  // Back and forward change the URL: show that query.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  return (
    <Layout
      title={urlQuery ? `Search: ${urlQuery}` : 'Search'}
      description="Search the guides, services, calculators, case studies, glossary and FAQs.">
      {/* The search engine downloads while the page hydrates, not after it, so a linked query's results show sooner
          (a built site only: the development server has no index). */}
      {hasSearchIndex && (
        <Head>
          <link rel="modulepreload" href={PAGEFIND_SCRIPT} />
        </Head>
      )}
      <main id="main" className={`site-container ${styles.listTop}`}>
        <Breadcrumbs trail={[{name: 'Search', path: '/search'}]} />
        <PageHeader
          eyebrow="Search"
          title="Search the site"
          lead="The guides, services, calculators, case studies, glossary and FAQs."
        />
        <form
          role="search"
          aria-label="Search this site"
          action="/search"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            history.replace(searchPath(query));
          }}>
          <label htmlFor="search-page-input">Search for</label>
          <div className={searchStyles.row}>
            <input
              id="search-page-input"
              type="search"
              name="q"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                history.replace(searchPath(event.target.value));
              }}
              className={searchStyles.input}
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        {/* The results' room is kept from the first paint, so the footer stays put while the index loads. */}
        <div className={searchStyles.results}>
          {/* Only the status is read out as it changes, not every result's title, section and excerpt. */}
          <div role="status">
            <p>{status}</p>
          </div>
          {/* Three quiet rows where the results will be: shapes only, nothing to read. */}
          {search.status === 'loading' && (
            <ul className={searchStyles.skeleton} aria-hidden="true">
              <li />
              <li />
              <li />
            </ul>
          )}
          {search.status === 'done' && <SearchResults hits={search.hits} descriptions />}
        </div>
      </main>
    </Layout>
  );
}
