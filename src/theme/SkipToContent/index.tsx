/**
 * The skip link, and the focus reset after a change of page.
 *
 * Replaces the theme's, which moves focus back to the top after every
 * history entry pushed, including a calculator writing its figures into the
 * address: that took focus from the loan the visitor had just added. Here
 * focus returns to the top only when the visitor reaches another page.
 */
import React, {useEffect, useRef, type MouseEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import styles from './styles.module.css';

const LABEL = 'Skip to main content';

/** Focuses an element that is not normally focusable, without leaving it in the tab order. */
function focusOnce(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

export default function SkipToContent(): React.JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  const {pathname, hash} = useLocation();
  const {action} = useHistory();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const newPage = pathname !== previousPathname.current;
    previousPathname.current = pathname;
    // A link to a #hash lands on its anchor instead (src/client/scrollRestoration.ts).
    if (newPage && action === 'PUSH' && !hash && container.current) focusOnce(container.current);
  }, [pathname, hash, action]);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main =
      document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (!main) return; // without a <main>, the link's own href still works
    event.preventDefault();
    focusOnce(main);
  };

  return (
    <div ref={container} role="region" aria-label={LABEL}>
      {/* A plain link: its target is on this page; without JavaScript the href still works. */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={skip}>
        {LABEL}
      </a>
    </div>
  );
}
