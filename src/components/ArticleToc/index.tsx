/**
 * A guide's table of contents: beside the article on wide screens, a native
 * "On this page" disclosure above it on phones. CSS chooses which one shows,
 * so nothing measures the window when the page hydrates (the theme's version
 * re-rendered on phones after measuring it), and there is no scroll-tracking
 * highlighter: the links work the same with or without JavaScript.
 */
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useFilteredAndTreeifiedTOC, type TOCTreeNode} from '@site/src/docusaurus-internal';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {TocLabel, TocTree} from './TocTree';
import styles from './styles.module.css';

export {ArticleTocMobile} from './TocTree';

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

/** Beside the article (a guide's, or a service page's right column), sticky; hidden below 997 px. */
export function ArticleTocDesktop({nodes, className}: {nodes: readonly TOCTreeNode[]; className?: string}) {
  return (
    <nav
      aria-labelledby="toc-label"
      className={clsx('theme-doc-toc-desktop', styles.desktop, className)}
      data-pagefind-ignore>
      <TocLabel id="toc-label" />
      <TocTree nodes={nodes} />
    </nav>
  );
}
