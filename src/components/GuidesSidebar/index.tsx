/**
 * The guides' sidebar: every guide under its topic, the current one marked.
 *
 * It replaces the theme's collapsible sidebar. With a dozen guides in six
 * topics there is nothing worth collapsing, and the theme's version measured
 * the window after hydration to choose between its desktop and phone forms
 * and shipped about 5 KB of JavaScript to every guide. Here CSS decides: the
 * list sits beside the article on wide screens, and on phones the same list
 * is handed to the navbar's menu ("In this section").
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

/** The list itself: beside the article, and in the navbar's menu on phones. */
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
  // The list scrolls inside its sticky box on a desktop: a guide in the last topics sat below its first screen.
  // Only then scroll the box (not the page), and so that the guide's topic heading is its first line: scrolled to
  // a third of the box, the list opened mid-topic with a guide cut at the top and no heading.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = nav.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    const offset = (el: Element) => el.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const top = offset(current);
    const bottom = top + current.offsetHeight;
    if (top >= box.scrollTop && bottom <= box.scrollTop + box.clientHeight) return;
    const topic = current.closest(`.${styles.topic}`) ?? current;
    const style = getComputedStyle(box);
    const padding = parseFloat(style.paddingTop);
    // The heading first; in a topic longer than the box, the guide itself wins.
    const target = Math.max(offset(topic) - padding, bottom + padding - box.clientHeight);
    // The last topics end less than a box below their heading: room under the list lets the heading reach the top.
    const room = target + box.clientHeight - box.scrollHeight;
    if (room > 0) box.style.paddingBottom = `${parseFloat(style.paddingBottom) + room}px`;
    box.scrollTop = target;
  }, [pathname]);
  const headingId = useId();
  return (
    <aside className={clsx('theme-doc-sidebar-container', styles.sidebar)}>
      {/* Named on screen: scrolled to the guide's topic, an unnamed list of four guides read as a cut-off site menu. */}
      <div className={styles.box}>
        <h2 id={headingId} className={styles.heading}>
          Guides
        </h2>
        <nav ref={nav} aria-labelledby={headingId} className={clsx('theme-doc-sidebar-menu', styles.nav)}>
          <GuidesList items={items} activePath={pathname} />
        </nav>
      </div>
      <NavbarSecondaryMenuFiller component={GuidesMenuList} props={menu} />
    </aside>
  );
}
