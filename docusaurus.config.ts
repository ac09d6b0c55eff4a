/**
 * Composition only: typed option objects for each content section, the
 * business facts and the site map, wired together at the end.
 */
import path from 'path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {business} from './src/business';
import {checkLaunchValues, LaunchRefused} from './src/launch';
import {throwOnYamlSyntax, validateFrontMatter} from './src/content/validateFrontMatter';
import {guidesSidebarGenerator} from './src/content/guidesSidebar';
import {readingMinutes} from './src/content/readingTime';
import {withArticleExtras} from './src/content/articleExtras';
import {contentSections, type ContentSection} from './src/content/sections';
import {remarkArticleExtras} from './src/plugins/remark-article-extras';
import contentIndexPlugin from './src/plugins/content-index';
import compileHintsPlugin from './src/plugins/compile-hints';
import leanClientPlugin from './src/plugins/lean-client';
import routeChunkScriptsPlugin from './src/plugins/route-chunk-scripts';
import {ssrTemplate} from './src/ssrTemplate';
import devServerPlugin from './src/plugins/dev-server';
import seoAssetsPlugin from './src/plugins/seo-assets';
import {sitemapItemsWithLastmod} from './src/plugins/seo-assets/lastmod';
import {remarkResponsiveImages, responsiveImagesPlugins} from './src/plugins/responsive-images';
import {remarkFacts} from './src/plugins/remark-facts';
import {remarkKnownComponents} from './src/plugins/remark-known-components';
import {remarkServicePage} from './src/plugins/remark-service-page';
import {resolveFrontMatterFacts} from './src/facts/frontMatter';
import {loadFailureNoticeScript} from './src/client/loadFailureNotice';

// A launch build (LAUNCH=1) stops here, naming each example or missing value; other builds warn. The refusal is
// printed on its own: thrown, it came after Docusaurus's "could not load module" and inside its stack trace.
try {
  checkLaunchValues();
} catch (error) {
  if (!(error instanceof LaunchRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}

/**
 * A tag naming no component the page knows stops the compile with its file and line (src/plugins/remark-known-components);
 * article images beside the MDX file become resized copies (src/plugins/responsive-images);
 * <Fact id="..." /> becomes the figure's text from the facts register (src/plugins/remark-facts);
 * articles get their deal at a glance and related reading (src/plugins/remark-article-extras).
 */
const beforeDefaultRemarkPlugins = [remarkKnownComponents, remarkResponsiveImages, remarkFacts, remarkArticleExtras];

/** The blog sections' plugin: @docusaurus/plugin-content-blog with its lists as cards (src/plugins/blog-card-lists). */
const blogPlugin = path.join(__dirname, 'src/plugins/blog-card-lists/index.ts');

/** Options every docs section shares: no versions, no edit links. */
const sharedDocsOptions = {
  breadcrumbs: true,
  beforeDefaultRemarkPlugins,
} satisfies Partial<DocsOptions>;

const guides = {
  id: 'guides',
  path: contentSections.guides.folder,
  routeBasePath: contentSections.guides.route,
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: guidesSidebarGenerator,
  // Each guide states its own last_update date in front matter. Who made the update is a team id
  // there (last_update.author), shown by the byline (src/content/articleExtras.ts); the theme's
  // author would fall back to the git commit's author, a name no reader should see.
  showLastUpdateTime: true,
  showLastUpdateAuthor: false,
  ...sharedDocsOptions,
} satisfies DocsOptions;

const singlePageDocs = (id: string, {folder, route}: ContentSection) =>
  ({id, path: folder, routeBasePath: route, sidebarPath: false, ...sharedDocsOptions}) satisfies DocsOptions;

const services = {
  ...singlePageDocs('services', contentSections.services),
  breadcrumbs: false,
  docItemComponent: '@site/src/components/ServicePage',
  // Each service page's own data (key facts, case study, related guides) as an export of its MDX.
  beforeDefaultRemarkPlugins: [...beforeDefaultRemarkPlugins, remarkServicePage],
} satisfies DocsOptions;

/** Options both blogs share: feeds, every post in the list beside a post (src/theme/BlogLayout), unknown tags stop the build. */
const sharedBlogOptions = {
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'ignore',
  beforeDefaultRemarkPlugins,
  postsPerPage: 12,
  tags: 'tags.yml',
  authorsMapPath: 'authors.yml',
  // Nothing links to a by-date archive: not generated.
  archiveBasePath: null,
  feedOptions: {type: ['rss', 'atom'], copyright: `© ${new Date().getFullYear()} ${business.legalName}`},
} satisfies Partial<BlogOptions>;

/** Each blog section's description: its list page's meta description and its feeds' description. */
const caseStudiesDescription =
  'Illustrative examples of how commercial, bridging, asset and private loans are structured for Australian borrowers.';
const insightsDescription =
  'How to read the Australian commercial lending market: rates, lender appetite, valuations and private credit.';

const caseStudies = {
  id: 'case-studies',
  path: contentSections.caseStudies.folder,
  routeBasePath: contentSections.caseStudies.route,
  blogTitle: 'Case studies',
  blogSidebarTitle: 'Case studies',
  blogDescription: caseStudiesDescription,
  ...sharedBlogOptions,
  feedOptions: {
    ...sharedBlogOptions.feedOptions,
    title: `${business.brandName}: case studies`,
    description: caseStudiesDescription,
  },
} satisfies BlogOptions;

const insights = {
  id: 'insights',
  path: contentSections.insights.folder,
  routeBasePath: contentSections.insights.route,
  blogTitle: 'Market insights',
  blogSidebarTitle: 'Market insights',
  blogDescription: insightsDescription,
  ...sharedBlogOptions,
  feedOptions: {
    ...sharedBlogOptions.feedOptions,
    title: `${business.brandName}: market insights`,
    description: insightsDescription,
  },
} satisfies BlogOptions;

const config: Config = {
  title: business.brandName,
  // Docusaurus's page template, with each page's own scripts at the end of <body> (why: src/ssrTemplate.ts).
  ssrTemplate,
  tagline: business.tagline,
  favicon: 'img/favicon.svg',
  url: business.url,
  baseUrl: '/',
  // The banner warns when a site is served under the wrong base URL; this one is always served at "/".
  // Off, it takes its component out of main.js and its inline script out of every page.
  baseUrlIssueBanner: false,
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  i18n: {defaultLocale: 'en-AU', locales: ['en-AU']},
  future: {
    v4: true,
    // Every "faster" flag (v4's default) but, in the writers' preview, Rspack's persistent cache: writing it after a
    // saved mistake aborted the development server mid-session (an upstream panic, "should have bucket pack metas",
    // rspack#14708; CI, 2026-12-05). The preview keeps Rspack's memory cache; `docusaurus build` sets NODE_ENV to
    // production before it reads this file, so builds keep the persistent one.
    faster: {rspackPersistentCache: process.env.NODE_ENV !== 'development'},
  },
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    parseFrontMatter: async (params) => {
      throwOnYamlSyntax(params.filePath, params.fileContent);
      const result = await params.defaultParseFrontMatter(params);
      // <Fact id="..." /> in a front matter string (a FAQ answer, a description) becomes the figure's text.
      const withFacts = resolveFrontMatterFacts(params.filePath, result.frontMatter, params.fileContent);
      const frontMatter = validateFrontMatter(params.filePath, withFacts, undefined, params.fileContent);
      // On articles: the author and reviewer named from the owner's team (src/content/articleExtras.ts).
      const withExtras = withArticleExtras(params.filePath, frontMatter);
      return {...result, frontMatter: {...withExtras, reading_minutes: readingMinutes(result.content)}};
    },
  },
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: {beforeDefaultRemarkPlugins},
        theme: {customCss: './src/css/custom.css'},
        // Noindex pages (search, tag, author lists) are left out by the plugin; lastmod on every entry.
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          createSitemapItems: sitemapItemsWithLastmod(__dirname),
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ['@docusaurus/plugin-content-docs', guides],
    ['@docusaurus/plugin-content-docs', singlePageDocs('glossary', contentSections.glossary)],
    [
      '@docusaurus/plugin-content-docs',
      {...singlePageDocs('faqs', contentSections.faqs), docItemComponent: '@site/src/components/FaqPage'},
    ],
    ['@docusaurus/plugin-content-docs', services],
    // Docusaurus's blog plugin with its list and tag pages given cards, not every post's preview module.
    [blogPlugin, caseStudies],
    [blogPlugin, insights],
    contentIndexPlugin,
    leanClientPlugin,
    // Each page's HTML names its own route scripts, so they download with main.js, not after it.
    routeChunkScriptsPlugin,
    // main.js starts with V8's hint to compile it while it downloads, off the main thread.
    compileHintsPlugin,
    devServerPlugin,
    seoAssetsPlugin,
    ...responsiveImagesPlugins,
  ],
  headTags: [{tagName: 'script', attributes: {}, innerHTML: loadFailureNoticeScript}],
  clientModules: [
    './src/client/routeLoading.ts',
    './src/client/routeAnnouncer.ts',
    './src/client/scrollRestoration.ts',
    './src/client/attribution.ts',
    './src/client/fullStylesheet.ts',
  ],
  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    metadata: [{name: 'theme-color', content: '#0b2545'}],
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // The site highlights no code (src/theme/CodeBlock): an empty palette instead of the theme's default,
    // which the browser's copy of this config would carry to every page.
    prism: {theme: {plain: {}, styles: []}},
  } satisfies Preset.ThemeConfig,
};

export default config;
