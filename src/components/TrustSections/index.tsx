/**
 * The evidence sections the owner fills in through src/trust.ts and
 * src/business.ts: team, lender panel, memberships and reviews. Each renders
 * nothing at all, not even its heading, while its data is empty or still an
 * example, so the site never shows an invented person, lender or review.
 * The lists are props (defaulting to the owner's data) so tests can pass
 * both an empty and a filled list.
 */
import {business, valuesToSetBeforeLaunch} from '../../business';
import {formatDate} from '../../content/formatDate';
import {lenderPanel, reviews, team, type PanelLender, type Review, type TeamMember} from '../../trust';
import grid from '../AutoGrid/styles.module.css';
import chips from '../Chips/styles.module.css';
import styles from './styles.module.css';

export function TeamSection({members = team}: {members?: readonly TeamMember[]}) {
  if (members.length === 0) return null;
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby="trust-team">
      <h2 id="trust-team">The people you deal with</h2>
      <ul className={grid.grid}>
        {members.map((m) => (
          <li key={m.name} className={styles.card}>
            {m.photo && <img src={m.photo} alt="" width="96" height="96" loading="lazy" className={styles.photo} />}
            <h3 className={styles.name}>{m.name}</h3>
            <p className={styles.role}>{m.role}</p>
            {m.credentials && <p className={styles.small}>{m.credentials}</p>}
            <p>{m.bio}</p>
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
      <p className={styles.intro}>
        Lenders we are accredited with through our licensee. A panel is not the whole market.
      </p>
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

/** Memberships from src/business.ts, once the owner has replaced the example values. */
export function MembershipsSection({
  memberships = business.memberships,
  stillExample = valuesToSetBeforeLaunch.includes('memberships'),
}: {
  memberships?: {afcaMemberNumber: string; association: string};
  stillExample?: boolean;
}) {
  if (stillExample) return null;
  const items = [
    memberships.afcaMemberNumber &&
      `Australian Financial Complaints Authority (AFCA), member number ${memberships.afcaMemberNumber}`,
    memberships.association,
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby="trust-memberships">
      <h2 id="trust-memberships">Memberships</h2>
      <ul className={chips.chips}>
        {items.map((item) => (
          <li key={item} className={chips.chip}>
            {item}
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
      <ul className={grid.grid}>
        {items.map((r) => (
          <li key={r.url} className={styles.card}>
            <blockquote className={styles.quote}>{r.text}</blockquote>
            <p className={styles.small}>
              {r.author}, on <a href={r.url}>{r.source}</a>, <time dateTime={r.date}>{formatDate(r.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
