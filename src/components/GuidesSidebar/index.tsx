/**
 * The guides' sidebar: every guide under its topic, the current one marked,
 * handed to the navbar's phone menu ("In this section").
 *
 * It replaces the theme's collapsible sidebar. With a dozen guides in six
 * topics there is nothing worth collapsing, and the theme's version measured
 * the window after hydration to choose between its desktop and phone forms
 * and shipped about 5 KB of JavaScript to every guide. No rail beside the
 * article on a desktop: a guide shares the case studies' and insights' frame
 * (one left edge and width for every article, site-article-frame), and the
 * guides are a breadcrumb away, on the guides list.
 */
import {useId, useMemo} from 'react';
import clsx from 'clsx';
import Link from '@site/src/components/SiteLink';
import {useLocation} from '@docusaurus/router';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import type {PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

interface ListProps {
  items: PropSidebar;
  activePath: string;
}

// Not the theme's isSamePath: importing it from theme-common/internal put 0.7 KB more into main.js (measured).
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function SidebarItem({item, activePath}: {item: PropSidebarItem; activePath: string}) {
  const labelId = useId();
  if (item.type === 'category') {
    return (
      <li className={styles.topic}>
        <span id={labelId} className={styles.topicLabel}>
          {item.label}
        </span>
        <ul className={styles.list} aria-labelledby={labelId}>
          {item.items.map((child, index) => (
            <SidebarItem key={index} item={child} activePath={activePath} />
          ))}
        </ul>
      </li>
    );
  }
  if (item.type !== 'link') return null; // The guides' generator (src/content/guidesSidebar.ts) makes no HTML items.
  const current = withoutTrailingSlash(item.href) === withoutTrailingSlash(activePath);
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

/** The list itself, as the navbar's menu shows it. */
export function GuidesList({items, activePath}: ListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <SidebarItem key={index} item={item} activePath={activePath} />
      ))}
    </ul>
  );
}

/** The phone menu's copy of the list, its props as one object (see below). */
function GuidesMenuList({list}: {list: ListProps}) {
  return <GuidesList {...list} />;
}

export default function GuidesSidebar({items}: {items: PropSidebar}) {
  const {pathname} = useLocation();
  // One prop, kept while the page is the same: the filler compares its props after sorting their names with
  // localeCompare, and a page's first localeCompare loads the browser's collation data, about 45 ms of a
  // guide's throttled main thread before hydration (a Chromium performance profile, 2026-11-26). A single name needs no sort.
  const menu = useMemo(() => ({list: {items, activePath: pathname}}), [items, pathname]);
  return <NavbarSecondaryMenuFiller component={GuidesMenuList} props={menu} />;
}
