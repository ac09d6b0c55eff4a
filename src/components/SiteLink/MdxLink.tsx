/**
 * The `a` of Markdown and MDX: the site's link, plus the class the theme gives
 * an element that is the target of an in-page link (MDX footnotes have ids),
 * as the theme's own `MDXComponents/A` does.
 */
import clsx from 'clsx';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import SiteLink, {type SiteLinkProps} from '.';

export default function MdxLink(props: SiteLinkProps) {
  const anchorTargetClassName = useAnchorTargetClassName(props.id);
  return <SiteLink {...props} className={clsx(anchorTargetClassName, props.className)} />;
}
