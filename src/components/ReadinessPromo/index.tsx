/** A short pointer to the loan readiness check, on the home page and every service page. */
import Link from '@site/src/components/SiteLink';
import {readinessCheck} from '../../readiness/page';
import styles from './styles.module.css';

export default function ReadinessPromo({headingLevel: Heading = 'h3'}: {headingLevel?: 'h2' | 'h3'}) {
  return (
    <section className={styles.promo} aria-labelledby="readiness-promo">
      <Heading id="readiness-promo" className={styles.title}>
        Not sure where you stand?
      </Heading>
      <p>
        Quick questions, most answered with one tap, no personal details: which business finance may fit, what lenders
        will look at, and a document checklist.
      </p>
      {/* Without "loan" (the heading and the text say what it checks), one line in a service page's side column. */}
      <Link
        to={readinessCheck.path}
        className={`button button--outline button--primary button--lg button--block ${styles.button}`}>
        Take the readiness check
      </Link>
    </section>
  );
}
