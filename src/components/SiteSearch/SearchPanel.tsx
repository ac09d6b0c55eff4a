/**
 * The results under the search box, as the visitor types. Fetched, with the
 * search engine, when the box is first focused (SearchBox.tsx), so the
 * JavaScript every page runs carries only the box itself.
 */
import Link from '@site/src/components/SiteLink';
import {useSiteSearch} from './useSiteSearch';
import {useSettled} from '../useSettled';
import SearchResults from './SearchResults';
import {searchPath} from './searchPath';
import {searchUnavailable} from './searchUnavailable';
import styles from './styles.module.css';

interface Props {
  query: string;
  onChoose: () => void;
}

export default function SearchPanel({query, onChoose}: Props) {
  const search = useSiteSearch(query, 6);
  // Said once she pauses, naming the words the results match (fewer than she typed, when none has them all), and how
  // many pages match in all where the panel lists the first few (a screen reader heard "6 results" of 30).
  const said = useSettled(
    search.status === 'done'
      ? `${search.total > search.hits.length ? `First ${search.hits.length} of ${search.total}` : search.total} ${search.total === 1 ? 'result' : 'results'} for “${search.matched}”`
      : '',
    600,
  );
  // Inside the box's panel (SearchBox.tsx), which the input's aria-controls names.
  return (
    <>
      <p className="sr-only" role="status">
        {said}
      </p>
      {(search.status === 'loading' || search.status === 'idle') && <p className={styles.note}>Searching...</p>}
      {search.status === 'error' && (
        <p className={styles.note}>{searchUnavailable('Search is not available right now. Try again in a moment.')}</p>
      )}
      {search.status === 'done' && search.hits.length === 0 && (
        <p className={styles.note}>No pages match “{search.query}”.</p>
      )}
      {search.status === 'done' && search.hits.length > 0 && search.matched !== search.query && (
        <p className={styles.note}>
          {search.exact > 0 ? 'Pages with all your words first, then pages' : 'Pages'} matching “{search.matched}”:
        </p>
      )}
      {search.status === 'done' && search.hits.length > 0 && <SearchResults hits={search.hits} onChoose={onChoose} />}
      {/* The results page searches the same index: when it did not load (always, in the development server), the
          link would only lead to the same note. */}
      {search.status !== 'error' && (
        <Link to={searchPath(query)} className={styles.all} onClick={onChoose}>
          See all results
        </Link>
      )}
    </>
  );
}
