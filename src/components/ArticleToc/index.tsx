/**
 * A guide's table of contents: beside the article on wide screens, a native
 * "On this page" disclosure above it on phones. CSS chooses which one shows,
 * so nothing measures the window when the page hydrates (the theme's version
 * re-rendered on phones after measuring it), and there is no scroll-tracking
 * highlighter: the links work the same with or without JavaScript.
 */
import clsx from 'clsx';
import Link from '@site/src/components/SiteLink';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useFilteredAndTreeifiedTOC, type TOCTreeNode} from '@site/src/docusaurus-internal';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

function TocTree({nodes, nested = false}: {nodes: readonly TOCTreeNode[]; nested?: boolean}) {
  return (
    // Only the outer list takes Infima's table-of-contents look; nested lists indent inside it, as in the theme.
    <ul className={nested ? undefined : clsx('table-of-contents table-of-contents__left-border', styles.list)}>
      {nodes.map((node) => (
        <li key={node.id}>
          {/* The heading's text as the build rendered it (it may hold <code> or emphasis). */}
          <Link to={`#${node.id}`} className="table-of-contents__link" dangerouslySetInnerHTML={{__html: node.value}} />
          {node.children.length > 0 && <TocTree nodes={node.children} nested />}
        </li>
      ))}
    </ul>
  );
}

/** The headings this guide lists: levels from its front matter or the site's settings (H2 and H3). */
export function useArticleToc(): readonly TOCTreeNode[] {
  const {toc, frontMatter} = useDoc();
  const {tableOfContents} = useThemeConfig();
  return useFilteredAndTreeifiedTOC({
    toc,
    minHeadingLevel: frontMatter.toc_min_heading_level ?? tableOfContents.minHeadingLevel,
    maxHeadingLevel: frontMatter.toc_max_heading_level ?? tableOfContents.maxHeadingLevel,
  });
}

/** Beside the article; hidden below 997 px. */
export function ArticleTocDesktop({nodes}: {nodes: readonly TOCTreeNode[]}) {
  return (
    <nav aria-label="On this page" className={clsx('theme-doc-toc-desktop', styles.desktop)} data-pagefind-ignore>
      <TocTree nodes={nodes} />
    </nav>
  );
}

/** Above the article; hidden from 997 px. */
export function ArticleTocMobile({nodes}: {nodes: readonly TOCTreeNode[]}) {
  return (
    <details className={clsx('theme-doc-toc-mobile', styles.mobile)} data-pagefind-ignore>
      <summary className={styles.summary}>On this page</summary>
      <nav aria-label="On this page">
        <TocTree nodes={nodes} />
      </nav>
    </details>
  );
}
