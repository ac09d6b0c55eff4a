/**
 * The glossary's A to Z: one link per letter heading (the page's H2s, read
 * from its table of contents, so a new letter appears by itself). It sticks
 * under the navbar, so every letter stays one tap away while reading.
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

export default function AzIndex() {
  const {toc} = useDoc();
  const letters = toc.filter((entry) => entry.level === 2);
  return (
    <nav aria-label="Glossary A to Z" className={`site-az ${styles.index}`} data-pagefind-ignore="all">
      <ul>
        {letters.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
