/** "Related services" and "Related calculators" under an article, from its front matter. */
import calculatorCards from '@generated/content-index/default/calculator-cards.json';
import LinkGroup from './LinkGroup';
import styles from './styles.module.css';

interface Props {
  /** Service slug to title, for the services this article names. */
  services: {slug: string; title: string}[];
  calculatorSlugs: readonly string[];
}

export default function RelatedLinks({services, calculatorSlugs}: Props) {
  // In the site's order of calculators, whatever order the front matter lists them in.
  const related = calculatorCards.filter((c) => calculatorSlugs.includes(c.slug));
  if (services.length === 0 && related.length === 0) return null;
  return (
    <aside className={styles.related} aria-label="Related services and calculators" data-pagefind-ignore="all">
      <LinkGroup title="Related services" links={services.map((s) => ({to: `/services/${s.slug}`, label: s.title}))} />
      <LinkGroup title="Related calculators" links={related.map((c) => ({to: c.path, label: c.name}))} />
    </aside>
  );
}
