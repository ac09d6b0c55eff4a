/**
 * Which links the site routes itself, and the path they go to. Pure, so the
 * rules are unit-tested (tests/unit/siteLink.test.ts).
 */
import type {MouseEvent} from 'react';

/**
 * The path of a link to a page of this site, with the site's base URL and no
 * trailing slash (the site's `trailingSlash: false`); undefined for anything
 * else: other sites, `mailto:`/`tel:`, in-page `#anchors`, protocol-relative
 * `//host` links and relative paths (the browser resolves those itself).
 */
export function sitePath(target: string | undefined, withBaseUrl: (path: string) => string): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return undefined;
  const withBase = withBaseUrl(target);
  const end = withBase.search(/[?#]/);
  const pathname = end === -1 ? withBase : withBase.slice(0, end);
  const rest = end === -1 ? '' : withBase.slice(end);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed + rest;
}

/**
 * Whether a click should move within the site: a plain primary-button click.
 * A click with Ctrl, Cmd, Shift or Alt, a middle click or a click another
 * handler has already taken is left to the browser (new tab, download...).
 */
export function followsInApp(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Whether a link opens in a new tab by default, as with Docusaurus's Link: any
 * link with a scheme (https:, mailto:, tel:) or to `//another-host`.
 */
export function opensInNewTab(target: string | undefined): boolean {
  return target !== undefined && /^([a-z][a-z\d+.-]*:|\/\/)/i.test(target);
}
