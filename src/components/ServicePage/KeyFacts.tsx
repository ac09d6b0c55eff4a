/** The key-facts strip under a service page's hero: five figures from its indicative terms (keyFacts.ts, at build time). */
import {formatMonth} from '../../content/formatDate';
import BalancedGrid from '../CardList/BalancedGrid';
import styles from './styles.module.css';

interface Props {
  asAt: string;
  facts: readonly {kind: string; label: string; value: string}[];
}

export default function KeyFacts({asAt, facts}: Props) {
  if (facts.length === 0) return null;
  return (
    <section className={`site-container ${styles.keyFacts}`} aria-labelledby="key-facts">
      <h2 id="key-facts" className={styles.keyFactsHeading}>
        At a glance{' '}
        <span className={styles.keyFactsAsAt}>
          indicative ranges as at <time dateTime={asAt}>{formatMonth(asAt)}</time>, not an offer
        </span>
      </h2>
      <BalancedGrid
        className={styles.keyFactsGrid}
        itemClassName={styles.keyFact}
        items={facts.map((fact) => ({
          key: fact.kind,
          content: (
            <>
              <p className={styles.keyFactLabel}>{fact.label}</p>
              <p className={styles.keyFactValue}>{fact.value}</p>
            </>
          ),
        }))}
      />
    </section>
  );
}
