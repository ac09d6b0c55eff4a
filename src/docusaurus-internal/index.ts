/**
 * The one door to Docusaurus's internals in the site's React code. Each
 * symbol below comes from `@docusaurus/theme-common/internal`, which
 * Docusaurus exports for its own theme and may change in any release; ESLint
 * refuses these imports anywhere else, and tests/unit/docusaurusInternals.test.ts
 * fails on an upgrade until each one has been checked again. What each buys:
 * docs-dev/DECISIONS.md, "Docusaurus internals".
 */
export {
  // src/theme/Layout/Provider: the theme's layout providers without the three for parts the site does not have.
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
  // src/theme/ThemeProvider/TitleFormatter: every page's <title> written by one rule.
  TitleFormatterProvider,
  // src/components/ArticleToc: the guides' own table of contents, from the theme's heading tree.
  useFilteredAndTreeifiedTOC,
  type TOCTreeNode,
  // src/components/ArticleToc: the desktop contents mark the section in view, as the theme's own table of contents does.
  useTOCHighlight,
  type TOCHighlightConfig,
  // src/components/MobileMenu: the phone menu shows a guide's sidebar as the theme's own menu does.
  useNavbarSecondaryMenu,
} from '@docusaurus/theme-common/internal';
