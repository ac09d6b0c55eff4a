/**
 * The docs sections' frame (guides, glossary, FAQs, services), replaced so it
 * sits in the site's one column (src/css/layout.css): with a sidebar (guides),
 * the sidebar and the article share the column; without one, the page inside
 * lays out its own column, so a service page's hero can run full width. The
 * guides' sidebar is the site's own (src/components/ArticleSidebar).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import BackToTopButton from '@theme/BackToTopButton';
import ArticleSidebar from '../../../components/ArticleSidebar';
import {focusTarget} from '../../../components/focusTarget';
import {SKIP_TO_CONTENT_REGION_ID} from '../../SkipToContent/regionId';

/**
 * The theme's back-to-top button hides once it has scrolled the page up, which left keyboard focus nowhere (a
 * keyboard trial): focus goes to the top of the page, where the next Tab reaches the skip link, as after a change of page.
 */
function focusPageTop() {
  const top = document.getElementById(SKIP_TO_CONTENT_REGION_ID);
  if (top) focusTarget(top, {preventScroll: true});
}

export default function DocRootLayout({children}: {children: ReactNode}) {
  const sidebar = useDocsSidebar();
  return (
    <div className={clsx('site-docs', sidebar ? 'site-docs--sidebar site-container' : 'site-docs--bare')}>
      {sidebar && <ArticleSidebar items={sidebar.items} />}
      {/* The docs' one <main>, without the theme's DocRoot/Layout/Main and its extra container. */}
      <main className="site-doc-main">{children}</main>
      {/* After the page in the tab order too, where it shows (bottom right), not between the header and the page. */}
      {/* Hears the button's own click (Enter and Space make one): the button is the control, this adds no other. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={focusPageTop}>
        <BackToTopButton />
      </div>
    </div>
  );
}
