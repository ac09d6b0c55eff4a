/**
 * The table of contents as nested links, and its phone form: an "On this
 * page" disclosure, for a guide (ArticleTocMobile, from the doc's headings)
 * or any MDX page such as a policy (PageTocMobile, given the page's own
 * `toc` export). Kept apart from index.tsx so a page that is not a doc does
 * not load the docs plugin's hooks.
 */
import clsx from 'clsx';
import Link from '@site/src/components/SiteLink';
import styles from './styles.module.css';

/** A heading and the headings under it (the shape of the theme's TOCTreeNode). */
export interface TOCTreeNode {
  readonly value: string;
  readonly id: string;
  readonly level: number;
  readonly children: readonly TOCTreeNode[];
}

export function TocTree({
  nodes,
  nested = false,
  linkClassName,
}: {
  nodes: readonly TOCTreeNode[];
  nested?: boolean;
  /** A class of its own for each link, where the section in view is marked (ArticleTocDesktop). */
  linkClassName?: string;
}) {
  return (
    // Only the outer list takes Infima's table-of-contents look; nested lists indent inside it, as in the theme.
    <ul className={nested ? undefined : clsx('table-of-contents table-of-contents__left-border', styles.list)}>
      {nodes.map((node) => (
        <li key={node.id}>
          {/* The heading's text as the build rendered it (it may hold <code> or emphasis). */}
          <Link
            to={`#${node.id}`}
            className={clsx('table-of-contents__link', linkClassName)}
            dangerouslySetInnerHTML={{__html: node.value}}
          />
          {node.children.length > 0 && <TocTree nodes={node.children} nested linkClassName={linkClassName} />}
        </li>
      ))}
    </ul>
  );
}

/** The desktop contents list's visible heading (a guide's and a post's), so it does not read as stray grey links. */
export function TocLabel({id}: {id: string}) {
  return (
    <p id={id} className={styles.label}>
      On this page
    </p>
  );
}

/** The "On this page" disclosure, closed until tapped (ArticleTocMobile). */
function TocDisclosure({nodes, className}: {nodes: readonly TOCTreeNode[]; className?: string}) {
  return (
    <details className={clsx(styles.disclosure, className)} data-pagefind-ignore>
      <summary className={styles.summary}>On this page</summary>
      <nav aria-label="On this page">
        <TocTree nodes={nodes} />
      </nav>
    </details>
  );
}

/** Above the article (a service page's: under its key facts); hidden from 997 px, where the contents sit beside it. */
export function ArticleTocMobile({nodes, className}: {nodes: readonly TOCTreeNode[]; className?: string}) {
  return <TocDisclosure nodes={nodes} className={clsx('theme-doc-toc-mobile', styles.mobile, className)} />;
}

/** One entry of an MDX page's `toc` export. */
interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** "On this page" on phones for an MDX page, from its `toc` export: its second-level headings. */
export function PageTocMobile({toc}: {toc: readonly TocEntry[]}) {
  return (
    <ArticleTocMobile nodes={toc.filter((entry) => entry.level === 2).map((entry) => ({...entry, children: []}))} />
  );
}
