/**
 * Short items in a row with a dot between them ("Bridging loan · $1.57m · 74.8% LVR"), for a line of figures that
 * may wrap: it wraps between items, never inside one, and no line starts or ends on a dot. Each dot leads the item
 * after it, in a box the row is pulled left by, so a dot that starts a wrapped line sits outside the line and is
 * clipped. The dots are hidden from screen readers; the text still reads "a · b" when copied.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface DotItem {
  key: string;
  content: ReactNode;
}

export default function DotSeparated({items}: {items: readonly DotItem[]}) {
  return (
    <span className={styles.clip}>
      <span className={styles.row}>
        {items.map(({key, content}, index) => (
          // The first item has no dot: it takes the dot's room instead (a class, not :first-child, which the
          // critical CSS step drops).
          <span key={key} className={index > 0 ? styles.item : `${styles.item} ${styles.first}`}>
            {index > 0 && (
              <span aria-hidden="true" className={styles.dot}>
                {' · '}
              </span>
            )}
            {content}
          </span>
        ))}
      </span>
    </span>
  );
}
