/**
 * The navy top band, in two of the site's page-top patterns (docs-dev/DESIGN.md, "Page tops"):
 *
 * - `marketing` (home, About, Services, each service): eyebrow, one H1, the
 *   promise, Get a quote and Call (and under them a text link: the readiness check on the home page, the service's
 *   calculator on a service page), and on a section's landing page its own illustration beside the text.
 * - `tool` (each calculator, the readiness check, the quote form): a slimmer band, no buttons and no art,
 *   because the page's own form is the call to action and must start within the first screen.
 *
 * Reading pages (articles, their lists, policies, search, not found) use PageHeader instead. Every
 * pattern marks its root with data-page-top, which tests/e2e/page-tops.spec.ts measures.
 */
import type {ReactNode} from 'react';
import Link from '@site/src/components/SiteLink';
import {business} from '../../business';
import styles from './styles.module.css';

interface Common {
  /** The section, above the H1 (every page top names its section). */
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** Extra class for the band, e.g. a page's print layout. */
  className?: string;
  /** The page's trail (src/components/Breadcrumbs), above the eyebrow as on every page with breadcrumbs. */
  breadcrumbs?: ReactNode;
}

interface Marketing extends Common {
  pattern?: 'marketing';
  /** Where Get a quote leads: /contact, or /contact?service=... on a service page. */
  quoteHref?: string;
  /**
   * Beside the text on wide screens: a decorative illustration drawn for the page (src/components/Illustrations), or
   * on the home page its indicative rates panel.
   */
  illustration?: ReactNode;
  /**
   * The illustration is content a visitor uses (the home page's rates), not decoration: below 880 px it follows the
   * actions instead of being left out. Its own CSS sets its narrow layout.
   */
  illustrationOnNarrow?: boolean;
  /**
   * A quieter step under Get a quote, for a visitor not ready to ask, a text link: the home page's readiness check, a
   * service page's own calculator. `lead` is the plain words before the link.
   */
  secondaryAction?: {lead: string; to: string; label: string};
  /** Under the buttons: the home page's proof row (src/components/TrustFacts/HeroTrustRow), empty until the owner's data is real. */
  proof?: ReactNode;
}

interface Tool extends Common {
  pattern: 'tool';
}

type Props = Marketing | Tool;

export default function PageHero(props: Props) {
  const {eyebrow, title, children, className, breadcrumbs} = props;
  const tool = props.pattern === 'tool';
  const illustration = props.pattern === 'tool' ? undefined : props.illustration;
  const artClass = props.pattern !== 'tool' && props.illustrationOnNarrow ? styles.artEverywhere : styles.art;
  const secondary = props.pattern === 'tool' ? undefined : props.secondaryAction;
  const proof = props.pattern === 'tool' ? undefined : props.proof;
  const classes = [styles.hero, tool && styles.compact, className].filter(Boolean).join(' ');
  return (
    <section className={`${classes} site-on-dark`} data-page-top={tool ? 'tool' : 'marketing'}>
      <div className={`site-container ${styles.inner} ${illustration ? styles.withArt : ''}`}>
        <div className={styles.text}>
          {breadcrumbs && <div className={styles.crumbs}>{breadcrumbs}</div>}
          <p className={styles.eyebrow} data-pagefind-ignore="all">
            {eyebrow}
          </p>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.lead}>{children}</div>
          {props.pattern !== 'tool' && (
            <div className={styles.actions} data-pagefind-ignore="all">
              <Link to={props.quoteHref ?? '/contact'} className="button button--primary button--lg">
                Get a quote
              </Link>
              <a href={business.phone.href} className={`button button--lg ${styles.outline}`}>
                Call {business.phone.display}
              </a>
            </div>
          )}
          {/* A text link under the buttons: Get a quote stays the one primary, and a phone's first screen holds all three. */}
          {secondary && (
            <p className={styles.secondary} data-pagefind-ignore="all">
              <span>{secondary.lead}</span> <Link to={secondary.to}>{secondary.label}</Link>
            </p>
          )}
          {proof}
        </div>
        {illustration && <div className={artClass}>{illustration}</div>}
      </div>
    </section>
  );
}
