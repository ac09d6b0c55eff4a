/**
 * A list of search results: title, section and the matching words in context; on the search page the page's own
 * description first, a whole sentence, since the matching words start wherever the match is.
 */
import {useId} from 'react';
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
  const id = useId();
  return (
    <ul className={styles.results}>
      {hits.map((hit, i) => {
        const key = `${id}-${i}`;
        const description = descriptions && hit.description;
        return (
          <li key={hit.url}>
            {/* The whole card is the link, but its name is the title and section and the rest its description: a
                screen reader moving through the results hears each page's name first, not a paragraph. A comma
                between them: read from the two spans, "... before you sell Guide" ran together. */}
            <Link
              to={hit.url}
              className={styles.result}
              onClick={onChoose}
              aria-label={`${hit.title}, ${hit.section}`}
              aria-describedby={description ? `${key}-description ${key}-excerpt` : `${key}-excerpt`}>
              <span className={styles.resultTitle}>{hit.title}</span>
              <span className={styles.section}>{hit.section}</span>
              {description && (
                <span id={`${key}-description`} className={styles.description}>
                  {description}
                </span>
              )}
              {/* Pagefind escapes the page text and adds only <mark> around the matched words. */}
              <span id={`${key}-excerpt`} className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
