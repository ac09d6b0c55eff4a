/**
 * The document checklist: what to gather, grouped, with a box to tick for
 * each. Ticks are kept in this browser only (localStorage), never sent.
 */
import Link from '@site/src/components/SiteLink';
import type {DocumentGroup} from '../../documents/serviceDocuments';
import styles from './styles.module.css';

interface Props {
  groups: readonly DocumentGroup[];
  ticked: ReadonlySet<string>;
  onTick: (id: string, checked: boolean) => void;
}

export default function Checklist({groups, ticked, onTick}: Props) {
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const done = groups.reduce((n, g) => n + g.items.filter((item) => ticked.has(item.id)).length, 0);
  return (
    <div className={styles.checklist}>
      <p className={styles.progress}>
        {done} of {total} gathered. Your ticks are kept in this browser only.
      </p>
      {groups.map((group) => (
        <fieldset key={group.title} className={styles.checkGroup}>
          <legend>{group.title}</legend>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                <label className={styles.checkItem}>
                  <input
                    type="checkbox"
                    checked={ticked.has(item.id)}
                    onChange={(event) => onTick(item.id, event.target.checked)}
                  />
                  <span>{item.text}</span>
                </label>
                {item.glossary && (
                  <Link className={styles.explain} to={`/resources/glossary#${item.glossary}`}>
                    <span className="sr-only">{item.text}: </span>what this is
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
