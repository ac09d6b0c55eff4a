/**
 * The articles' sidebar: beside a guide, every guide under its topic; beside a case study or an insight, every post of
 * its kind (the blog's own sidebar list, src/theme/BlogLayout). The current one is marked.
 *
 * It replaces the theme's collapsible sidebar (so the theme's
 * autoCollapseCategories option does not reach it): the theme's version
 * measured the window after hydration to choose between its desktop and phone
 * forms and shipped about 5 KB of JavaScript to every guide. Here CSS decides:
 * the list sits beside the article on wide screens, the other topics closed in
 * native disclosures (no script), and on phones the same list, every topic
 * open, is handed to the navbar's menu ("In this section").
 */
import {useEffect, useId, useMemo, useRef} from 'react';
import clsx from 'clsx';
import Link from '@site/src/components/SiteLink';
import {useLocation} from '@docusaurus/router';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import type {PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

interface ListProps {
  items: PropSidebar;
  activePath: string;
  closeOtherTopics?: boolean;
}

// Not the theme's isSamePath: importing it from theme-common/internal put 0.7 KB more into main.js (measured).
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

interface ItemProps {
  item: PropSidebarItem;
  activePath: string;
  /** Beside the article: the topics other than the guide's own are closed, so the whole list fits its box. */
  closeOtherTopics?: boolean;
}

const isCurrent = (href: string, activePath: string) => withoutTrailingSlash(href) === withoutTrailingSlash(activePath);

function SidebarItem({item, activePath, closeOtherTopics}: ItemProps) {
  const labelId = useId();
  if (item.type === 'category') {
    const guides = (
      <ul className={styles.list} aria-labelledby={labelId}>
        {item.items.map((child, index) => (
          <SidebarItem key={index} item={child} activePath={activePath} />
        ))}
      </ul>
    );
    if (!closeOtherTopics) {
      return (
        <li className={styles.topic}>
          <span id={labelId} className={styles.topicLabel}>
            {item.label}
          </span>
          {guides}
        </li>
      );
    }
    // Every guide open, the list was three screens tall: the box scrolled to the guide's topic on load and hid
    // "All guides" and the first topics. Closed, the others are one line each.
    const own = item.items.some((child) => child.type === 'link' && isCurrent(child.href, activePath));
    return (
      <li className={styles.topic}>
        <details open={own}>
          <summary id={labelId} className={clsx(styles.topicLabel, styles.topicToggle)}>
            {item.label}
          </summary>
          {guides}
        </details>
      </li>
    );
  }
  if (item.type !== 'link') return null; // The guides' generator (src/content/guidesSidebar.ts) makes no HTML items.
  const current = isCurrent(item.href, activePath);
  return (
    <li>
      <Link
        to={item.href}
        className={clsx(styles.link, current && styles.current)}
        aria-current={current ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

/** The list itself: beside the article, and in the navbar's menu on phones. */
export function GuidesList({items, activePath, closeOtherTopics}: ListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <SidebarItem key={index} item={item} activePath={activePath} closeOtherTopics={closeOtherTopics} />
      ))}
    </ul>
  );
}

/** The phone menu's copy of the list, its props as one object (see below). */
function GuidesMenuList({list}: {list: ListProps}) {
  return <GuidesList {...list} />;
}

export default function ArticleSidebar({items, title = 'Guides'}: {items: PropSidebar; title?: string}) {
  const {pathname} = useLocation();
  // One prop, kept while the page is the same: the filler compares its props after sorting their names with
  // localeCompare, and a page's first localeCompare loads the browser's collation data, about 45 ms of a
  // guide's throttled main thread before hydration (a Chromium performance profile, 2026-11-26). A single name needs no sort.
  const menu = useMemo(() => ({list: {items, activePath: pathname}}), [items, pathname]);
  // With the other topics closed the list fits its box from 1280 x 800; in a shorter window a guide low in a long
  // topic can still sit below it. Only then scroll the box (not the page), and no further than brings the guide into
  // view, so as much of the list's top ("All guides", the first topics) stays in sight as can.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = nav.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    const below = current.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom;
    if (below > 0) box.scrollTop += below + parseFloat(getComputedStyle(box).paddingBottom);
  }, [pathname]);
  const headingId = useId();
  return (
    <aside className={clsx('theme-doc-sidebar-container', styles.sidebar)}>
      {/* Named on screen: an unnamed list of topics read as a cut-off site menu. */}
      <div className={styles.box}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <nav ref={nav} aria-labelledby={headingId} className={clsx('theme-doc-sidebar-menu', styles.nav)}>
          <GuidesList items={items} activePath={pathname} closeOtherTopics />
        </nav>
      </div>
      <NavbarSecondaryMenuFiller component={GuidesMenuList} props={menu} />
    </aside>
  );
}
