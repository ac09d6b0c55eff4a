/**
 * The key-facts strip under a service page's hero: five figures from its
 * indicative terms (keyFacts.ts, at build time), as a facts table: one
 * full-width line per figure (label, then value) at every width, so no card is
 * left alone on a row, none is wider than another, and a phone reads all five
 * in a third of a screen instead of five stacked cards. Under them, a line to
 * the readiness check (the page's one prompt to it: on a phone its old box came
 * after the questions, screens down; here it is within 1.5 screens at 375 px),
 * then the one dated note that qualifies every range on the page, then what
 * ServicePage adds (the page's contents).
 */
import type {ReactNode} from 'react';
import Link from '@site/src/components/SiteLink';
import styles from './styles.module.css';

interface Props {
  facts: readonly {kind: string; label: string; value: string}[];
  /** What the ranges are and how old: one plain line under them (src/facts/serviceTermsMarkdown.ts, datedNote). */
  note: string;
  /** The readiness check, its first question answered for this service (src/readiness/serviceLink.ts). */
  readinessHref: string;
  children?: ReactNode;
}

export default function KeyFacts({facts, note, readinessHref, children}: Props) {
  if (facts.length === 0) return null;
  return (
    <section className={`site-container ${styles.keyFacts}`} aria-labelledby="key-facts">
      <h2 id="key-facts" className={styles.keyFactsHeading}>
        At a glance
      </h2>
      <dl className={styles.keyFactsList}>
        {facts.map((fact) => (
          <div key={fact.kind} className={styles.keyFact}>
            <dt className={styles.keyFactLabel}>{fact.label}</dt>
            <dd className={styles.keyFactValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.readinessLine}>
        Not sure this loan fits?{' '}
        <Link to={readinessHref}>
          Take the readiness check<span aria-hidden="true">{'\u00a0→'}</span>
        </Link>
      </p>
      <p className={styles.keyFactsNote}>{note}</p>
      {children}
    </section>
  );
}
