/**
 * The site's link: use it wherever `@docusaurus/Link` would go (the linter
 * says so). It renders one plain `<a>` and keeps what Docusaurus's Link gives
 * a visitor and a writer:
 *  - a plain left click on a link to another page of the site moves there
 *    without a page load (`history.push`), so the shared code is not
 *    downloaded and run again;
 *  - that page's code is fetched when the link comes into view (one shared
 *    IntersectionObserver, `prefetchInView.ts`; not for links in a popover
 *    menu, which all come into view at once) and again, at a higher
 *    priority, when the visitor points at or touches it (not on focus, like
 *    Docusaurus's Link: tabbing along a menu would fetch every page);
 *  - the build's broken-link check (`onBrokenLinks: 'throw'`) sees every
 *    internal link and in-page anchor.
 *
 * Why not `@docusaurus/Link` itself: it is four React components and its own
 * IntersectionObserver for every link. The home page has about 70 internal
 * links and a guide about 85: a fifth of the React components a page
 * hydrates. On the audit's phone (CPU 4x slower) pages became interactive
 * 20 to 60 ms sooner without them (docs-dev/PERFORMANCE.md, "What the
 * build does, and why").
 */
import {
  forwardRef,
  useCallback,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
  type TouchEvent,
} from 'react';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {followsInApp, opensInNewTab, sitePath} from './sitePath';
import {prefetchInView} from './prefetchInView';

export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Where the link goes; `href` does the same (MDX passes `href`). */
  to?: string;
  /**
   * Left out of the broken-link check, as with Docusaurus's Link: MDX sets it on a link to a file beside the article
   * (`[checklist](./checklist.pdf)`), whose `/assets/files/...` address is no page.
   */
  'data-noBrokenLinkCheck'?: boolean;
};

function assignRef(ref: Ref<HTMLAnchorElement>, element: HTMLAnchorElement | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

function SiteLink(
  {to, href, 'data-noBrokenLinkCheck': noBrokenLinkCheck, ...props}: SiteLinkProps,
  forwardedRef: Ref<HTMLAnchorElement>,
) {
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const history = useHistory();
  const target = to ?? href;
  const internalPath = sitePath(target, withBaseUrl);
  const external = opensInNewTab(target);
  const sameTab = !props.target || props.target === '_self';
  const routed = internalPath !== undefined && sameTab && props.download === undefined;

  // Collected while the build renders the page (a no-op in the browser): site paths, in-page anchors and, as with
  // Docusaurus's Link, relative ones ("resources/guides/x"), which the check resolves from the page's own address.
  if (target && !external && !noBrokenLinkCheck) brokenLinks.collectLink(internalPath ?? target);
  if (props.id) brokenLinks.collectAnchor(props.id);

  const preloaded = useRef(false);
  const preload = () => {
    if (!routed || preloaded.current) return;
    preloaded.current = true;
    window.docusaurus.preload(internalPath);
  };

  // A ref callback with a cleanup (React 19): React calls the cleanup, not the callback with null, on unmount.
  const setRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      assignRef(forwardedRef, element);
      const stopWatching = element && routed ? prefetchInView(element, internalPath) : undefined;
      return () => {
        stopWatching?.();
        assignRef(forwardedRef, null);
      };
    },
    [forwardedRef, routed, internalPath],
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (!routed || !followsInApp(event)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (internalPath === here) history.replace(internalPath);
    else history.push(internalPath);
  };

  return (
    // The link's text comes in with the other props (children).
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...(external && {target: '_blank', rel: 'noopener noreferrer'})}
      {...props}
      ref={setRef}
      href={internalPath ?? target}
      onClick={onClick}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        props.onMouseEnter?.(event);
        preload();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        props.onTouchStart?.(event);
        preload();
      }}
    />
  );
}

export default forwardRef(SiteLink);
