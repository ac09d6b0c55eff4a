/**
 * The components MDX pages render with. Replaces the theme's map instead of
 * wrapping it: the theme's also loads Admonition (with its icons) and Mermaid
 * into every article's JavaScript, and the site's content uses neither
 * (:::note blocks are not part of the house style; CONTRIBUTING.md).
 *
 * Besides the elements, only small shared pieces are registered here:
 * whatever this map imports is bundled with every MDX page, so diagrams and
 * other heavier components are imported by the pages that use them.
 */
import type {ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import SiteLink from '@site/src/components/SiteLink';
import CreditScope from '@site/src/components/CreditScope';
import Details from '@site/src/components/Details';
import QuoteCallout from '@site/src/components/QuoteCallout';
import RelatedLinks from '@site/src/components/RelatedLinks';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

export default {
  Head,
  // <details> stays the browser's own element; <Details summary> is its short form for writers.
  Details,
  // Written a third of the way into long guides by src/plugins/remark-article-extras.
  QuoteCallout,
  // "Related reading" at the end of every article, written by the same plugin.
  RelatedLinks,
  code: MDXCode,
  // The site's link; no scroll margin of the theme's for a target: the page's scroll padding clears the header.
  a: SiteLink,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  CreditScope,
  // <Fact id="..." /> is not here: the remark-facts plugin writes the figure's text while the MDX compiles.
  // Written by the responsive-images remark plugin for each Markdown image: a plain <img>, a few hundred bytes.
  ResponsiveImage,
};
