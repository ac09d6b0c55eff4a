/**
 * Components every MDX page can use without an import. Only small, shared
 * compliance text belongs here: whatever is registered is bundled with every
 * MDX page, so diagrams and other heavy components are imported per page.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CreditScope from '@site/src/components/CreditScope';

export default {
  ...MDXComponents,
  CreditScope,
};
