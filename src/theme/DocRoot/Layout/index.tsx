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

export default function DocRootLayout({children}: {children: ReactNode}) {
  const sidebar = useDocsSidebar();
  return (
    <div className={clsx('site-docs', sidebar ? 'site-docs--sidebar site-container' : 'site-docs--bare')}>
      <BackToTopButton />
      {sidebar && <ArticleSidebar items={sidebar.items} />}
      {/* The docs' one <main>, without the theme's DocRoot/Layout/Main and its extra container. */}
      <main className="site-doc-main">{children}</main>
    </div>
  );
}
