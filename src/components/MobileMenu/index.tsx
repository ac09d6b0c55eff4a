/**
 * The menu below the desktop breakpoint: a labelled toggle that opens a panel
 * with the main links, the phone number and Get Quote Now. Any link closes
 * it, Escape closes it and returns focus to the toggle, and the page behind
 * does not scroll while it is open.
 */
import {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import {business} from '../../business';
import {primaryNav, quoteLink} from '../../site-map';
import {isActive} from '../Navbar/isActive';
import {CloseIcon, MenuIcon, PhoneIcon} from '../Icons';
import SearchBox from '../SiteSearch/SearchBox';
import styles from './styles.module.css';

const PANEL_ID = 'mobile-menu';

export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const {pathname} = useLocation();
  // On a guide, the theme hands the guides sidebar to the navbar for small screens.
  const sectionMenu = useNavbarSecondaryMenu().content;

  // Close when the page changes by any means (back button included).
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}>
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={PANEL_ID} ref={panelRef} className={styles.panel} hidden={!open}>
        <SearchBox className={styles.search} onNavigate={close} />
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={clsx(styles.link, isActive(item, pathname) && styles.active)}
                  aria-current={pathname === item.to ? 'page' : undefined}
                  onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {sectionMenu && (
            <section aria-labelledby="mobile-section-menu" className={clsx('menu', styles.section)}>
              <h2 id="mobile-section-menu" className={styles.sectionHeading}>
                In this section
              </h2>
              {sectionMenu}
            </section>
          )}
          <a href={business.phone.href} className={styles.phone} onClick={close}>
            <PhoneIcon /> {business.phone.display}
          </a>
          <Link to={quoteLink.to} className={clsx('button button--primary button--lg', styles.quote)} onClick={close}>
            {quoteLink.mobileLabel}
          </Link>
        </nav>
      </div>
    </div>
  );
}
