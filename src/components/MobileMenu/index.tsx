/**
 * The menu below the desktop breakpoint: a labelled toggle that opens a panel
 * with the main links, the phone number and Get a quote. The panel is a
 * popover the toggle names with `popovertarget`, so the browser opens and
 * closes it (a press on the toggle, Escape, a press outside) from the HTML
 * alone, before React has hydrated or without JavaScript. Once hydrated,
 * React follows the popover's `toggle` event: it moves focus into the panel,
 * keeps the page behind from scrolling, and closes the panel on any link, on
 * every change of page and when focus leaves it for the page behind.
 */
import {memo, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@site/src/components/SiteLink';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {useNavbarSecondaryMenu} from '@site/src/docusaurus-internal';
import {business} from '../../business';
import {primaryNav, quoteLink} from '../../site-map';
import {usePageQuoteHref} from '../../enquiry/pageQuoteHref';
import {isActive} from '../Navbar/isActive';
import {CloseIcon, MenuIcon, PhoneIcon} from '../Icons';
import SearchBox from '../SiteSearch/SearchBox';
import ServicesMenu from './ServicesMenu';
import SubLink from './SubLink';
import styles from './styles.module.css';

const PANEL_ID = 'mobile-menu';

export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Each opening, counted: a close and a reopen in quick succession (Escape, then Enter) still moves focus into the
  // panel, though `open` may never read false in between.
  const [openings, setOpenings] = useState(0);
  const quoteTo = usePageQuoteHref() ?? quoteLink.to;
  // Until hydration the browser exposes the expanded state of a popover button itself.
  const hydrated = useIsBrowser();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Whether the last press on the toggle came from the keyboard: its click carries no pointer's count (detail 0).
  const pressedByKey = useRef(false);
  const {pathname} = useLocation();
  // On a guide, the theme hands the guides sidebar to the navbar for small screens.
  const sectionMenu = useNavbarSecondaryMenu().content;

  const close = useCallback(() => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
  }, []);

  // The popover's own state (opened by the browser) drives React's. The 'toggle' events of a close and a reopen close
  // together are merged into one, open to open (a flaky test): it still counts as an opening.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const onToggle = (event: Event) => {
      const opening = (event as ToggleEvent).newState === 'open';
      setOpen(opening);
      if (opening) setOpenings((count) => count + 1);
    };
    panel.addEventListener('toggle', onToggle);
    setOpen(panel.matches(':popover-open'));
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  // Close when the page changes by any means (back button included).
  useEffect(() => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    // Without preventScroll the browser scrolled the page under the panel to the link, and Back returned her there.
    // Opened from the keyboard, focus starts at the panel's search box, above the links, where reading forward would
    // never reach it; opened by a tap, at the first link, which brings up no on-screen keyboard.
    panelRef.current?.querySelector<HTMLElement>(pressedByKey.current ? 'input, a' : 'a')?.focus({preventScroll: true});
    // Tab past the last link moved focus to the page the panel covers, where it could not be seen: the panel closes
    // instead, and the focused link is in view.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) close();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, openings, close]);

  return (
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Menu"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={PANEL_ID}
        popoverTarget={PANEL_ID}
        onClick={(event) => (pressedByKey.current = event.detail === 0)}>
        {/* CSS shows the one that fits the panel's state, before hydration too. */}
        <MenuIcon className={styles.menuIcon} />
        <CloseIcon className={styles.closeIcon} />
      </button>
      <div id={PANEL_ID} ref={panelRef} className={styles.panel} popover="auto">
        <MenuPanel pathname={pathname} quoteTo={quoteTo} sectionMenu={sectionMenu} onNavigate={close} />
      </div>
    </div>
  );
}

interface MenuPanelProps {
  pathname: string;
  quoteTo: string;
  /** On a guide, the guides' sidebar. */
  sectionMenu: ReactNode;
  onNavigate: () => void;
}

/**
 * The panel's search and links. Memoised: opening or closing the menu changes only the toggle's state, and rendering
 * the whole panel again for it (the guides' sidebar included) took about 85 ms of a throttled phone's main thread
 * just after the menu opened.
 */
const MenuPanel = memo(function MenuPanel({pathname, quoteTo, sectionMenu, onNavigate}: MenuPanelProps) {
  return (
    <>
      <SearchBox className={styles.search} onNavigate={onNavigate} />
      <nav aria-label="Mobile">
        <ul className={styles.list}>
          {primaryNav.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className={clsx(styles.link, isActive(item, pathname) && styles.active)}
                aria-current={pathname === item.to ? 'page' : undefined}
                onClick={onNavigate}>
                {item.label}
              </Link>
              {/* The services by group, each opening its list: the core of the site, two taps from any page. */}
              {item.to === '/services' && <ServicesMenu pathname={pathname} onNavigate={onNavigate} />}
              {/* The desktop dropdown's pages (Tools among them) under their parent, less the one it links itself. */}
              {item.menu && (
                <ul className={styles.subList} aria-label={item.label}>
                  {item.menu
                    .filter((entry) => entry.to !== item.to)
                    .map((entry) => (
                      <SubLink
                        key={entry.to}
                        to={entry.to}
                        label={entry.label}
                        pathname={pathname}
                        onNavigate={onNavigate}
                      />
                    ))}
                </ul>
              )}
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
        <a href={business.phone.href} className={styles.phone} onClick={onNavigate}>
          <PhoneIcon /> {business.phone.display}
        </a>
        <Link to={quoteTo} className={clsx('button button--primary button--lg', styles.quote)} onClick={onNavigate}>
          {quoteLink.menuLabel}
        </Link>
      </nav>
    </>
  );
});
