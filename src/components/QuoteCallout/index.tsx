/**
 * The closing call to action on marketing and article pages, and a third of the way
 * through a long guide (written in by src/plugins/remark-article-extras).
 * The region is named by its own heading, so two on one page stay apart.
 */
import {useId} from 'react';
import Link from '@site/src/components/SiteLink';
import {business} from '../../business';
import {useOfferQuoteHref} from '../../enquiry/pageQuoteHref';
import styles from './styles.module.css';

interface Props {
  title?: string;
  text?: string;
  quoteHref?: string;
  /** A tinted band the page's full width (.site-band), its content in the column: the home page's close. */
  band?: boolean;
  /** A quieter way on under the buttons, a text link: on /services, the readiness check for the unsure. */
  secondaryAction?: {lead: string; to: string; label: string};
}

export default function QuoteCallout({
  title = 'Talk to a broker about your deal',
  text = `Tell us what you need and we’ll come back ${business.replyTime} with the options worth pursuing. No obligation.`,
  quoteHref = '/contact',
  band = false,
  secondaryAction,
}: Props) {
  const headingId = useId();
  // The header's Quote button goes where this one does (a service page, guide or post: its service and title).
  useOfferQuoteHref(quoteHref === '/contact' ? undefined : quoteHref);
  const callout = (
    // In the site's column; inside an article (already in the column) it takes the article's width.
    // Left out of search excerpts (scripts/search-index.mjs): it is on every page.
    <div className={`site-container ${styles.wrap} ${band ? styles.inBand : ''}`} data-pagefind-ignore="all">
      <section className={styles.callout} aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
        <div className={styles.actions}>
          <Link to={quoteHref} className="button button--primary button--lg">
            Get a quote
          </Link>
          <a href={business.phone.href} className="button button--outline button--primary button--lg">
            {/* One flex item: a button is inline-flex, which would drop the space before a second item. */}
            <span>
              Call <span className="nowrap">{business.phone.display}</span>
            </span>
          </a>
        </div>
        {secondaryAction && (
          <p className={styles.secondary}>
            {secondaryAction.lead} <Link to={secondaryAction.to}>{secondaryAction.label}</Link>
          </p>
        )}
      </section>
    </div>
  );
  return band ? <div className="site-band">{callout}</div> : callout;
}
