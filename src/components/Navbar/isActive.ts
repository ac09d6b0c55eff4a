import type {NavItem} from '../../site-map';

/** Whether a navigation item is the current section (Resources for any /resources path). */
export function isActive(item: NavItem, pathname: string): boolean {
  const base = item.activePrefix ?? item.to;
  if (base === '/') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}
