/**
 * A list of search results: title, section and the matching words in context; on the search page the page's own
 * description first, a whole sentence, since the matching words start wherever the match is.
 */
import Link from '@site/src/components/SiteLink';
import type {SearchHit} from './pagefind';
import styles from './styles.module.css';

interface Props {
  hits: SearchHit[];
  onChoose?: () => void;
  /** Shows each page's description above the excerpt (the search page; the header's list stays short). */
  descriptions?: boolean;
}

export default function SearchResults({hits, onChoose, descriptions = false}: Props) {
  return (
    <ul className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Link to={hit.url} className={styles.result} onClick={onChoose}>
            <span className={styles.resultTitle}>{hit.title}</span>
            <span className={styles.section}>{hit.section}</span>
            {descriptions && hit.description && <span className={styles.description}>{hit.description}</span>}
            {/* Pagefind escapes the page text and adds only <mark> around the matched words. */}
            <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
