/**
 * `@theme/Heading`, used by Markdown headings, the site's pages and the
 * theme's own: the theme's heading (the same classes, less the theme's
 * scroll margin for a sticky navbar: the page's scroll padding clears the
 * header for every target, src/css/layout.css; the "#" link after the
 * text, shown on hover or focus, and the build's check that every `#anchor`
 * exists) with the link as the site's `SiteLink` instead of
 * `@docusaurus/Link`. The theme's error page uses this component, so with the
 * theme's, Docusaurus's link component was in every page's JavaScript only
 * for this "#" link. An H1, or a heading without an id, is a plain heading.
 */
import type {ComponentProps} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SiteLink from '@site/src/components/SiteLink';
import './styles.css';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type Props = ComponentProps<HeadingTag> & {as: HeadingTag};

export default function Heading({as: Tag, id, ...props}: Props) {
  const brokenLinks = useBrokenLinks();
  if (Tag === 'h1' || !id) return <Tag {...props} />;
  brokenLinks.collectAnchor(id);
  const title = `Direct link to ${typeof props.children === 'string' ? props.children : id}`;
  return (
    <Tag {...props} id={id} className={clsx('anchor', props.className)}>
      {props.children}
      <SiteLink className="hash-link" to={`#${id}`} aria-label={title} title={title} translate="no">
        &#8203;
      </SiteLink>
    </Tag>
  );
}
