/**
 * What a borrower can check before calling: how the broker is paid, the
 * licence, the complaints route and the reply time. Every line is read from
 * src/business.ts or src/trust.ts, or links to the page that states it.
 */
import Link from '@site/src/components/SiteLink';
import {BadgeCheck, Clock, HandCoins, Scale} from 'lucide';
import Glyph from '../Icons/Glyph';
import {business, licenceLine} from '../../business';
import {CardGrid} from '../CardList/CardGrid';
import RegisterLinks from './RegisterLinks';
import styles from './styles.module.css';

export default function TrustFacts() {
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby="trust-facts">
      <h2 id="trust-facts">What you can check before you call</h2>
      {/* Two across at most: at body size, four columns ran the licence sentence to eight lines. */}
      <CardGrid
        across={2}
        itemClassName={styles.item}
        items={[
          {
            key: 'paid',
            content: (
              <>
                <span className={styles.icon}>
                  <Glyph icon={HandCoins} />
                </span>
                <h3>How we are paid</h3>
                <p>
                  Mostly by commission from the lender that funds your loan; any broker fee is agreed with you in
                  writing before you commit. Our <Link to="/credit-guide">credit guide</Link> sets it out.
                </p>
              </>
            ),
          },
          {
            key: 'licensed',
            content: (
              <>
                <span className={styles.icon}>
                  <Glyph icon={BadgeCheck} />
                </span>
                <h3>Authorised credit representative</h3>
                {/* A phone reads the same line in the footer, a short scroll away: here it would take seven lines. */}
                <p className={styles.wideOnly}>{licenceLine()}</p>
                <p className={styles.phoneOnly}>Our licence details are at the foot of every page.</p>
                <RegisterLinks />
              </>
            ),
          },
          {
            key: 'complaints',
            content: (
              <>
                <span className={styles.icon}>
                  <Glyph icon={Scale} />
                </span>
                <h3>Free, independent complaints</h3>
                <p>
                  Tell us first; if we cannot put it right, the Australian Financial Complaints Authority (AFCA) can.
                  See our <Link to="/complaints">complaints process</Link>.
                </p>
              </>
            ),
          },
          {
            key: 'reply',
            // On a phone the quote callout at the end of the page makes the same promise, with its button.
            className: `${styles.item} ${styles.wideOnly}`,
            content: (
              <>
                <span className={styles.icon}>
                  <Glyph icon={Clock} />
                </span>
                <h3>A reply {business.replyTime}</h3>
                {/* What follows the reply (indicative terms in writing) is the home page's "How it works". */}
                <p>A broker reads every quote request that reaches us.</p>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
