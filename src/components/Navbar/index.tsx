/**
 * The site's top bar on every page: brand, main links with the Resources
 * menu, the phone number and Get a quote. Replaces the theme's navbar (see
 * src/theme/README.md); everything it imports ships on every page, so it
 * stays small and imports nothing heavy.
 */
import Link from '@site/src/components/SiteLink';
import {useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import {business} from '../../business';
import {primaryNav, quoteLink} from '../../site-map';
import {usePageQuoteHref} from '../../enquiry/pageQuoteHref';
import {BrandMark, PhoneIcon} from '../Icons';
import MobileMenu from '../MobileMenu';
import ResourcesMenu from '../ResourcesMenu';
import SearchBox from '../SiteSearch/SearchBox';
import {isActive} from './isActive';
import styles from './styles.module.css';

/** "Harbourline" over "Commercial Finance": a two-line lockup that never wraps further. */
const [brandFirstWord, ...brandRest] = business.brandName.split(' ');

export default function Navbar() {
  const {pathname} = useLocation();
  const quoteTo = usePageQuoteHref() ?? quoteLink.to;
  return (
    // The global "navbar" class is what the theme's table-of-contents highlighter measures.
    <header className={clsx('navbar', styles.navbar)} data-pagefind-ignore="all">
      <div className={`site-container ${styles.inner}`}>
        {/* The name is the visible text ("Harbourline Commercial Finance", WCAG 2.5.3) and then "(home)". */}
        <Link to="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandName}>
            <span className={clsx(styles.brandFirst, 'site-heading-face')}>{brandFirstWord}</span>{' '}
            <span className={styles.brandRest}>{brandRest.join(' ')}</span>
          </span>
          <span className="sr-only"> (home)</span>
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                {item.menu ? (
                  <ResourcesMenu label={item.label} items={item.menu} active={isActive(item, pathname)} />
                ) : (
                  <Link
                    to={item.to}
                    className={clsx(styles.link, isActive(item, pathname) && styles.active)}
                    aria-current={pathname === item.to ? 'page' : undefined}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <SearchBox shortcut className={styles.search} />
          <a href={business.phone.href} className={styles.phone} aria-label={`Call ${business.phone.display}`}>
            <PhoneIcon />
            <span className={styles.phoneNumber}>{business.phone.display}</span>
          </a>
          {/* On a phone the bar keeps the button, in its short form, beside the menu; it carries what the page knows. */}
          <Link to={quoteTo} className={clsx('button button--primary', styles.quote)}>
            <span className={styles.quoteLong}>{quoteLink.label}</span>
            <span className={styles.quoteShort}>{quoteLink.shortLabel}</span>
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
