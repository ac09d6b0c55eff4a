/**
 * Components every MDX page can use without an import. Only small, shared
 * compliance text and the article image belong here: whatever is registered is bundled with every
 * MDX page, so diagrams and other heavy components are imported per page.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CreditScope from '@site/src/components/CreditScope';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

export default {
  ...MDXComponents,
  CreditScope,
  // Written by the responsive-images remark plugin for each Markdown image: a plain <img>, a few hundred bytes.
  ResponsiveImage,
};
