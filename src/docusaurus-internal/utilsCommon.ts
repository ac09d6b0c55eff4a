/**
 * Stands in for `@docusaurus/utils-common` in the browser (the alias is in
 * src/plugins/lean-client/index.ts): the same exports, taken from the
 * package's own files. Its CommonJS entry point loads all of tslib (about
 * 3 KB compressed) for one import helper. tests/unit/docusaurusInternals.test.ts
 * fails when an upgrade gives the package an export this copy lacks.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// The same value as the package's entry point; the blog's post content wraps itself in an element with this id.
export const blogPostContainerID = '__blog-post-container';
