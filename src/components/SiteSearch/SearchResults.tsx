/** A list of search results: title, section and the matching words in context. */
import Link from '@site/src/components/SiteLink';
import type {SearchHit} from './pagefind';
import styles from './styles.module.css';

interface Props {
  hits: SearchHit[];
  id?: string;
  onChoose?: () => void;
}

export default function SearchResults({hits, id, onChoose}: Props) {
  return (
    <ul id={id} className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Link to={hit.url} className={styles.result} onClick={onChoose}>
            <span className={styles.resultTitle}>{hit.title}</span>
            <span className={styles.section}>{hit.section}</span>
            {/* Pagefind escapes the page text and adds only <mark> around the matched words. */}
            <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
