/**
 * The site's one "related pages" block: a heading and a column of compact cards, each with its kind above its
 * title. Guides, case studies and insights end with it ("Related reading", written into the article by
 * src/plugins/remark-article-extras, and on a guide "Related services and calculators"), a service page's side
 * column carries it, and a calculator's "Behind the figures" is one. Nothing when there is nothing to link.
 */
import {useId} from 'react';
import Link from '@site/src/components/SiteLink';
import styles from './styles.module.css';

export interface RelatedLink {
  /** What the page is ("Guide", "Calculator"...), shown above its title. */
  kind: string;
  label: string;
  to: string;
}

interface Props {
  heading: string;
  /** The links, or (as the remark plugin writes them into an article's MDX) the same list as JSON. */
  links: readonly RelatedLink[] | string;
}

export default function RelatedLinks({heading, links}: Props) {
  const id = useId();
  const list: readonly RelatedLink[] = typeof links === 'string' ? (JSON.parse(links) as RelatedLink[]) : links;
  if (list.length === 0) return null;
  return (
    <nav className={styles.related} aria-labelledby={id} data-pagefind-ignore="all">
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {list.map((link) => (
          <li key={link.to} className={styles.item}>
            <span className={styles.kind}>{link.kind}</span>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
