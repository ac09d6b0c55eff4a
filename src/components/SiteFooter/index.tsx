/**
 * The footer on every page: the example-details notice (while the business
 * module holds examples), the navigation, contact details, the
 * general-information disclaimer and the licence line, all from the site map
 * and the business module. On a phone the Site and Resources links fold into
 * native disclosures (no script needed); the legal links and statements never do.
 */
import Link from '@site/src/components/SiteLink';
import {business, formatAddress, licenceLine} from '../../business';
import {CREDIT_SCOPE_STATEMENT} from '../../compliance/creditScope';
import {legalLinks, primaryNav, resourcesMenu} from '../../site-map';
import ExampleDetailsNotice from '../ExampleDetailsNotice';
import styles from './styles.module.css';

export const GENERAL_INFORMATION_DISCLAIMER =
  'The information on this website is general information only and is not credit assistance or financial advice. ' +
  'It does not take into account your objectives, financial situation or needs. Loans are subject to each ' +
  "lender's credit criteria; fees and charges apply, and rates and terms change. Calculator results are estimates, " +
  'not quotes. ' +
  CREDIT_SCOPE_STATEMENT;

/**
 * A footer link group that folds into a native <details> on phones (open, under its heading, from 40rem up): the
 * heading names the <nav> on every width, the summary shows only where the group folds.
 */
function FoldedLinks({id, title, items}: {id: string; title: string; items: readonly {to: string; label: string}[]}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={`${styles.heading} ${styles.groupHeading}`}>
        {title}
      </h2>
      <details className={styles.group}>
        <summary className={styles.heading}>{title}</summary>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

export default function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-pagefind-ignore="all">
      <ExampleDetailsNotice />
      <div className={`site-container ${styles.columns}`}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.heading}>
            {business.brandName}
          </h2>
          <p className={styles.tagline}>{business.tagline}</p>
          <p>
            <a href={business.phone.href} className={styles.phone}>
              {business.phone.display}
            </a>
            <br />
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </p>
          <address className={styles.address}>{formatAddress()}</address>
          <p className={styles.hours}>{business.businessHours}</p>
        </section>
        {/* Resources has its own group, led by the hub: not twice. */}
        <FoldedLinks id="footer-site" title="Site" items={primaryNav.filter((item) => item.to !== '/resources')} />
        <FoldedLinks id="footer-resources" title="Resources" items={resourcesMenu} />
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            Legal
          </h2>
          <ul className={styles.list}>
            {legalLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-container">
        <div className={styles.fineprint}>
          <p>{GENERAL_INFORMATION_DISCLAIMER}</p>
          <p>{licenceLine()}</p>
          <p>
            © {year} {business.legalName}
          </p>
        </div>
      </div>
    </footer>
  );
}
