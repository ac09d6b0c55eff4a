/**
 * "Related reading" at the foot of a guide, case study or insight: up to
 * three articles chosen at build time by shared services and topics
 * (src/content/relatedArticles.ts), in place of the previous/next pager.
 * Renders nothing when no article is related.
 */
import Link from '@docusaurus/Link';
import {articleKindLabels, type RelatedArticle} from '../../content/relatedArticleKinds';
import styles from './styles.module.css';

export default function RelatedArticles({articles}: {articles?: readonly RelatedArticle[]}) {
  if (!articles || articles.length === 0) return null;
  return (
    <nav className={styles.related} aria-labelledby="related-reading" data-pagefind-ignore="all">
      <h2 id="related-reading" className={styles.heading}>
        Related reading
      </h2>
      <ul className={styles.list}>
        {articles.map((a) => (
          <li key={a.permalink} className={styles.item}>
            <p className={styles.kind}>{articleKindLabels[a.kind]}</p>
            <Link to={a.permalink} className={styles.link}>
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
