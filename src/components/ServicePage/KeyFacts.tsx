/** The key-facts strip under a service page's hero: five figures from its indicative terms (keyFacts.ts). */
import type {ServiceTerms} from '../../facts/serviceTerms';
import {formatMonth} from '../../content/formatDate';
import BalancedGrid from '../CardList/BalancedGrid';
import {keyFacts} from './keyFacts';
import styles from './styles.module.css';

export default function KeyFacts({terms}: {terms: ServiceTerms}) {
  const facts = keyFacts(terms.rows);
  if (facts.length === 0) return null;
  return (
    <section className={`site-container ${styles.keyFacts}`} aria-labelledby="key-facts">
      <h2 id="key-facts" className={styles.keyFactsHeading}>
        At a glance{' '}
        <span className={styles.keyFactsAsAt}>
          indicative ranges as at <time dateTime={terms.asAt}>{formatMonth(terms.asAt)}</time>, not an offer
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
