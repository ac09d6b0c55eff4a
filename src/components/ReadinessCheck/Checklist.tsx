/**
 * The document checklist: what to gather, grouped, with a box to tick for
 * each. Ticks are kept in this browser only (localStorage), never sent.
 */
import Link from '@site/src/components/SiteLink';
import {termParts, type DocumentGroup, type DocumentItem} from '../../documents/serviceDocuments';
import {gathered} from './gathered';
import styles from './styles.module.css';

interface Props {
  groups: readonly DocumentGroup[];
  ticked: ReadonlySet<string>;
  onTick: (id: string, checked: boolean) => void;
}

/** The item's text, its glossary term (if it has one) a link to the term's entry, as glossary links in articles. */
function Text({item}: {item: DocumentItem}) {
  if (!item.glossary) return item.text;
  const [before, term, after] = termParts(item);
  return (
    <>
      {before}
      <Link to={`/resources/glossary#${item.glossary}`}>{term}</Link>
      {after}
    </>
  );
}

export default function Checklist({groups, ticked, onTick}: Props) {
  const {done, total} = gathered(groups, ticked);
  return (
    <div className={styles.checklist}>
      <p className={styles.progress}>
        {/* Heard as she ticks, without the sentence after it. */}
        <span role="status">
          {done} of {total} gathered.
        </span>{' '}
        Your ticks are kept in this browser only.
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
                  <span>
                    <Text item={item} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
