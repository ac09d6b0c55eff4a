/** "Related services" and "Related calculators" under an article, from its front matter. */
import {calculators} from '../../calculators';
import LinkGroup from './LinkGroup';
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
      <LinkGroup title="Related services" links={services.map((s) => ({to: `/services/${s.slug}`, label: s.title}))} />
      <LinkGroup title="Related calculators" links={related.map((c) => ({to: `/tools/${c.slug}`, label: c.name}))} />
    </aside>
  );
}
