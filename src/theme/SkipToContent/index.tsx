/**
 * The theme's skip link, with focus that stays where the link sends it. The theme's link makes `<main>` focusable,
 * focuses it and takes the tabindex away at once, and Chromium then moves focus to `<body>`: a screen reader said
 * nothing and no ring showed. Here `<main>` keeps its tabindex until focus leaves it (focusTarget), as GOV.UK
 * Frontend's skip link does. Without JavaScript the link is a plain jump to the page's content.
 */
import React, {type MouseEvent, type ReactNode} from 'react';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {focusTarget} from '@site/src/components/focusTarget';
import {SKIP_TO_CONTENT_REGION_ID} from './regionId';
import styles from './styles.module.css';

function focusMainContent(event: MouseEvent<HTMLAnchorElement>): void {
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(SkipToContentFallbackId);
  if (!target) return;
  event.preventDefault();
  focusTarget(target);
}

export default function SkipToContent(): ReactNode {
  return (
    // A landmark of its own, as the theme's, so every part of the page is inside one; where focus goes after a change
    // of page (src/client/routeAnnouncer.ts), so the next Tab reaches the link.
    <div id={SKIP_TO_CONTENT_REGION_ID} className={styles.region} role="region" aria-label="Skip to main content">
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={focusMainContent}>
        Skip to main content
      </a>
    </div>
  );
}
