/**
 * The results under the search box, as the visitor types. Fetched, with the
 * search engine, when the box is first focused (SearchBox.tsx), so the
 * JavaScript every page runs carries only the box itself.
 */
import Link from '@site/src/components/SiteLink';
import {useSiteSearch} from './useSiteSearch';
import SearchResults from './SearchResults';
import {searchPath} from './searchPath';
import styles from './styles.module.css';

interface Props {
  query: string;
  /** The results list's id, which the box's arrow keys move through. */
  resultsId: string;
  onChoose: () => void;
}

export default function SearchPanel({query, resultsId, onChoose}: Props) {
  const search = useSiteSearch(query, 6);
  return (
    <div className={styles.panel}>
      <p className="sr-only" role="status">
        {search.status === 'done' ? `${search.hits.length} results` : ''}
      </p>
      {(search.status === 'loading' || search.status === 'idle') && <p className={styles.note}>Searching...</p>}
      {search.status === 'error' && (
        <p className={styles.note}>Search is not available right now. Try again in a moment.</p>
      )}
      {search.status === 'done' && search.hits.length === 0 && (
        <p className={styles.note}>No pages match “{query.trim()}”.</p>
      )}
      {search.status === 'done' && search.hits.length > 0 && (
        <SearchResults id={resultsId} hits={search.hits} onChoose={onChoose} />
      )}
      <Link to={searchPath(query)} className={styles.all} onClick={onChoose}>
        See all results
      </Link>
    </div>
  );
}
