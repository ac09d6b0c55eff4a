/**
 * The evidence sections the owner fills in through src/trust.ts: team, lender
 * panel and reviews (memberships are in About's licence box, from
 * src/business.ts). Each renders nothing at all, not even its heading, while
 * its list is empty, so the site never shows an invented person, lender or
 * review.
 * The lists are props (defaulting to the owner's data) so tests can pass
 * both an empty and a filled list.
 */
import {formatDate} from '../../content/formatDate';
import {lenderPanel, reviews, team, type PanelLender, type Review, type TeamMember} from '../../trust';
import {CardGrid} from '../CardList/CardGrid';
import chips from '../Chips/styles.module.css';
import styles from './styles.module.css';

export function TeamSection({members = team}: {members?: readonly TeamMember[]}) {
  if (members.length === 0) return null;
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby="trust-team">
      <h2 id="trust-team">The people you deal with</h2>
      {/* One person a row, the photo beside the words: in About's text column a grid stood three people two and one. */}
      <ul className={styles.people}>
        {members.map((m) => (
          <li key={m.name} className={styles.card}>
            {m.photo && <img src={m.photo} alt="" width="96" height="96" loading="lazy" className={styles.photo} />}
            <div>
              <h3 className={styles.name}>{m.name}</h3>
              <p className={styles.role}>{m.role}</p>
              {m.credentials && <p className={styles.small}>{m.credentials}</p>}
              <p>{m.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LenderPanelSection({lenders = lenderPanel}: {lenders?: readonly PanelLender[]}) {
  if (lenders.length === 0) return null;
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby="trust-panel">
      <h2 id="trust-panel">Lenders on our panel</h2>
      <p className={styles.intro}>Lenders we are accredited with through our licensee.</p>
      <ul className={chips.chips}>
        {lenders.map((l) => (
          <li key={l.name} className={chips.chip}>
            {/* One run of text in the chip, so the space before the kind stays. */}
            <span>
              {l.name} <span className={styles.small}>· {l.kind}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReviewsSection({items = reviews}: {items?: readonly Review[]}) {
  if (items.length === 0) return null;
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby="trust-reviews">
      <h2 id="trust-reviews">What clients have written</h2>
      <CardGrid
        across={3}
        itemClassName={styles.card}
        items={items.map((r) => ({
          key: r.url,
          content: (
            <>
              <blockquote className={styles.quote}>{r.text}</blockquote>
              <p className={styles.small}>
                {r.author}, on <a href={r.url}>{r.source}</a>, <time dateTime={r.date}>{formatDate(r.date)}</time>
              </p>
            </>
          ),
        }))}
      />
    </section>
  );
}
