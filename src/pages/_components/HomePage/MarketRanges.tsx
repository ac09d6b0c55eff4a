/**
 * Beside the home hero's text on a wide screen, in place of line art: today's indicative rates for the loans most
 * enquiries are about, dated, each linking to its service (src/facts/marketRanges.ts reads them from the register).
 */
import Link from '@site/src/components/SiteLink';
import {formatMonth} from '@site/src/content/formatDate';
import type {MarketRange} from '@site/src/facts/marketRanges';
import styles from './MarketRanges.module.css';

export default function MarketRanges({ranges}: {ranges: readonly MarketRange[]}) {
  if (ranges.length === 0) return null;
  // The oldest date among them is the date the whole panel is true as at.
  const asAt = ranges.map((r) => r.asAt).sort()[0]!;
  return (
    <section className={styles.panel} aria-labelledby="home-ranges">
      <h2 id="home-ranges" className={styles.heading}>
        Indicative rates
      </h2>
      <p className={styles.asAt}>
        As at <time dateTime={asAt}>{formatMonth(asAt)}</time>, from our survey of lender policies
      </p>
      <dl className={styles.rows}>
        {ranges.map((range) => (
          <div key={range.to} className={styles.row}>
            <dt>
              <Link to={range.to}>{range.label}</Link>
            </dt>
            <dd>{range.text}</dd>
          </div>
        ))}
      </dl>
      {/* Business finance, said before a visitor after a car loan reads a rate as hers; the rule in full is the footer's. */}
      <p className={styles.note}>
        Business finance only. Not a quote: the rate depends on the deal, the security and the lender.
      </p>
    </section>
  );
}
