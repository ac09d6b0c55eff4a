/**
 * The docs sections' frame (guides, glossary, FAQs, services), replaced so it
 * sits in the site's one column (src/css/layout.css): with a sidebar (guides),
 * the sidebar and the article share the column; without one, the page inside
 * lays out its own column, so a service page's hero can run full width.
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import BackToTopButton from '@theme/BackToTopButton';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';

export default function DocRootLayout({children}: {children: ReactNode}) {
  const sidebar = useDocsSidebar();
  const [hiddenSidebarContainer, setHiddenSidebarContainer] = useState(false);
  return (
    <div className={clsx('site-docs', sidebar ? 'site-docs--sidebar site-container' : 'site-docs--bare')}>
      <BackToTopButton />
      {sidebar && (
        <DocRootLayoutSidebar
          sidebar={sidebar.items}
          hiddenSidebarContainer={hiddenSidebarContainer}
          setHiddenSidebarContainer={setHiddenSidebarContainer}
        />
      )}
      <DocRootLayoutMain hiddenSidebarContainer={hiddenSidebarContainer}>{children}</DocRootLayoutMain>
    </div>
  );
}
