/** "Related services" and "Related calculators" under an article, from its front matter. */
import Link from '@site/src/components/SiteLink';
import {calculators} from '../../calculators';
import styles from './styles.module.css';

interface Props {
  /** Service slug to title, for the services this article names. */
  services: {slug: string; title: string}[];
  calculatorSlugs: readonly string[];
}

export default function RelatedLinks({services, calculatorSlugs}: Props) {
  // In the site's order of calculators, whatever order the front matter lists them in.
  const related = calculators.filter((c) => calculatorSlugs.includes(c.slug));
  if (services.length === 0 && related.length === 0) return null;
  return (
    <aside className={styles.related} aria-label="Related services and calculators" data-pagefind-ignore="all">
      {services.length > 0 && (
        <section>
          <h2 className={styles.heading}>Related services</h2>
          <ul>
            {services.map((s) => (
              <li key={s.slug}>
                <Link to={`/services/${s.slug}`}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {related.length > 0 && (
        <section>
          <h2 className={styles.heading}>Related calculators</h2>
          <ul>
            {related.map((c) => (
              <li key={c.slug}>
                <Link to={`/tools/${c.slug}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
