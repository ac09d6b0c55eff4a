/** The top band of a marketing page: one H1, one promise, Get a quote and Call, and the section's illustration. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {business} from '../../business';
import styles from './styles.module.css';

interface Props {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** Where Get a quote leads: /contact, or /contact?service=... on a service page. */
  quoteHref?: string;
  /** Extra class for the band, e.g. a page's print layout. */
  className?: string;
  /** A slimmer band without the two buttons, for pages whose own content is the call to action. */
  compact?: boolean;
  /** A decorative illustration (src/components/Illustrations), shown beside the text on wide screens. */
  illustration?: ReactNode;
}

export default function PageHero({
  eyebrow,
  title,
  children,
  quoteHref = '/contact',
  className,
  compact,
  illustration,
}: Props) {
  const classes = [styles.hero, compact && styles.compact, className].filter(Boolean).join(' ');
  return (
    <section className={`${classes} site-on-dark`}>
      <div className={`site-container ${styles.inner} ${illustration ? styles.withArt : ''}`}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.lead}>{children}</div>
          {!compact && (
            <div className={styles.actions} data-pagefind-ignore="all">
              <Link to={quoteHref} className="button button--primary button--lg">
                Get a quote
              </Link>
              <a href={business.phone.href} className={`button button--lg ${styles.call}`}>
                Call {business.phone.display}
              </a>
            </div>
          )}
        </div>
        {illustration && <div className={styles.art}>{illustration}</div>}
      </div>
    </section>
  );
}
