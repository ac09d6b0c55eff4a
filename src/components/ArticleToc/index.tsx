/**
 * A guide's table of contents: beside the article on wide screens, a native
 * "On this page" disclosure above it on phones. CSS chooses which one shows,
 * so nothing measures the window when the page hydrates (the theme's version
 * re-rendered on phones after measuring it). Beside the article the section in
 * view is marked as the reader scrolls (the theme's own highlighter); the links
 * work the same without JavaScript.
 */
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  useFilteredAndTreeifiedTOC,
  useTOCHighlight,
  type TOCHighlightConfig,
  type TOCTreeNode,
} from '@site/src/docusaurus-internal';
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

/** The desktop list's links by their own class, so the hidden phone list's links (found first) are not the ones marked. */
const HIGHLIGHTED_LINK = 'toc-highlight';

/** The headings each list names: a guide's H2s and H3s, a service page's H2s (its H3s would mark no link). */
const upTo = (maxHeadingLevel: 2 | 3): TOCHighlightConfig => ({
  linkClassName: HIGHLIGHTED_LINK,
  linkActiveClassName: 'table-of-contents__link--active',
  minHeadingLevel: 2,
  maxHeadingLevel,
});
// Made once: the hook sets up its scroll listener again whenever it is given a new object.
const highlightUpTo = {2: upTo(2), 3: upTo(3)};

/** Beside the article (a guide's, or a service page's right column), sticky; hidden below 997 px. */
export function ArticleTocDesktop({
  nodes,
  className,
  deepest = 3,
}: {
  nodes: readonly TOCTreeNode[];
  className?: string;
  /** The deepest heading level the list names. */
  deepest?: 2 | 3;
}) {
  useTOCHighlight(highlightUpTo[deepest]);
  return (
    <nav
      aria-labelledby="toc-label"
      className={clsx('theme-doc-toc-desktop', styles.desktop, className)}
      data-pagefind-ignore>
      <TocLabel id="toc-label" />
      <TocTree nodes={nodes} linkClassName={HIGHLIGHTED_LINK} />
    </nav>
  );
}
