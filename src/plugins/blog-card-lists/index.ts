/**
 * blog-card-lists: Docusaurus's blog plugin, unchanged, except that its list
 * pages (the section's pages and each tag's pages) receive their posts as
 * cards: title, address, summary, date and tags, written into the page's own
 * data at build time.
 *
 * The blog plugin gives a list page every listed post's preview as a module
 * of its own (the post's MDX cut at its truncate marker). The site's lists
 * show cards, not previews (src/theme/BlogListPage, src/theme/BlogTagsPostsPage),
 * so those modules were code nobody saw: a list page downloaded and ran a
 * dozen compiled MDX chunks to read their titles, and every post added a
 * preview loader to Docusaurus's route registry in main.js, a preview chunk to
 * the webpack runtime's chunk map, and one entry per list and tag page that
 * shows it: about 6 KB gzip more on every page per 100 posts
 * (docs-dev/PERFORMANCE.md, "Entry JavaScript per article").
 *
 * Two more changes to the routes it adds, for the same pages:
 *  - the tags list ("All topics") gets the section's title and address as a
 *    prop, which the blog plugin gives every other list page but not that one;
 *  - the authors list is not added: the site names its authors on each
 *    article and links to no author page, so that page was a theme template
 *    nobody could reach but by typing its address (like the by-date archive,
 *    which the config turns off; the blog plugin has no option for this one).
 *
 * Public plugin APIs only: the
 * blog plugin's module (its default export and validateOptions) and its
 * contentLoaded lifecycle, whose addRoute is wrapped. A route's `props` are
 * Docusaurus's documented way to give a route JSON data.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import blogPlugin, {
  validateOptions,
  type BlogContent,
  type BlogPost,
  type PluginOptions,
} from '@docusaurus/plugin-content-blog';
import type {BlogSection, PostCard} from './types';
import {isServiceSlug, serviceRecord} from '../../services/records';
import {wholeMinutes} from '../../content/readingTime';

/** A list item as the blog plugin writes it: the post's truncated MDX, imported as a module. */
interface PreviewModule {
  content: {__import: true; path: string; query?: Record<string, unknown>};
}

function isPreviewModule(item: unknown): item is PreviewModule {
  const content = (item as PreviewModule | undefined)?.content;
  return (
    typeof content === 'object' && content !== null && content.__import === true && typeof content.path === 'string'
  );
}

/**
 * The card's data, all from the post's metadata and front matter, so a list page needs no module of the post's:
 * a case study's first tag is its service (the card's icon), and its deal in brief was worked out from the scenario
 * its page shows (src/content/articleExtras.ts, `deal_facts`).
 */
export function postCard({metadata}: BlogPost): PostCard {
  const {tags, deal_facts: facts} = metadata.frontMatter as {tags?: unknown[]; deal_facts?: string[]};
  const service = tags?.filter((tag): tag is string => typeof tag === 'string').find(isServiceSlug);
  return {
    title: metadata.title,
    permalink: metadata.permalink,
    description: metadata.description,
    date: new Date(metadata.date).toISOString(),
    minutes: wholeMinutes(metadata.readingTime),
    tags: metadata.tags.map(({label, permalink}) => ({label, permalink})),
    ...(service && {icon: serviceRecord(service).icon}),
    ...(facts && {facts}),
  };
}

/**
 * The route with its `items` modules replaced by a `posts` prop of cards; other routes unchanged.
 * Throws if the blog plugin's list items stop looking like preview modules, rather than ship pages without posts.
 */
export function withPostCards(route: RouteConfig, postsBySource: ReadonlyMap<string, BlogPost>): RouteConfig {
  const modules = route.modules as Record<string, unknown> | undefined;
  if (!modules || !('items' in modules)) return route;
  const {items, ...otherModules} = modules;
  if (!Array.isArray(items) || !items.every(isPreviewModule)) {
    throw new Error(
      `blog-card-lists: the list page ${route.path} no longer gets its posts as preview modules. ` +
        'Check src/plugins/blog-card-lists against the installed @docusaurus/plugin-content-blog.',
    );
  }
  const posts = items.map(({content}) => {
    const post = postsBySource.get(content.path);
    if (!post) throw new Error(`blog-card-lists: ${route.path} lists ${content.path}, which is not one of its posts`);
    return postCard(post);
  });
  return {...route, modules: otherModules as RouteConfig['modules'], props: {...route.props, posts}};
}

/**
 * The route as the site adds it, or undefined for a route the site does not
 * add (the authors list). Throws for an author's page, which the site has no
 * page for: the theme's would get cards where it expects previews.
 */
export function siteRoute(
  route: RouteConfig,
  {
    options,
    postsBySource,
    section,
  }: {options: PluginOptions; postsBySource: ReadonlyMap<string, BlogPost>; section: BlogSection},
): RouteConfig | undefined {
  if (route.component === options.blogAuthorsPostsComponent) {
    throw new Error(
      `blog-card-lists: ${route.path} is an author's page (an author in authors.yml has "page"). ` +
        'Give it a page that shows cards, like src/theme/BlogTagsPostsPage, before turning author pages on.',
    );
  }
  if (route.component === options.blogAuthorsListComponent) return undefined;
  if (route.component === options.blogTagsListComponent) return {...route, props: {...route.props, section}};
  return withPostCards(route, postsBySource);
}

/** The section's title and list address, as the tags list page needs them. */
export function sectionOf({baseUrl}: Pick<LoadContext, 'baseUrl'>, options: PluginOptions): BlogSection {
  const path = options.routeBasePath.replace(/^\/+|\/+$/g, '');
  return {title: options.blogTitle, permalink: `${baseUrl}${path}`};
}

export default async function blogCardLists(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const plugin = await blogPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded({content, actions}) {
      const postsBySource = new Map(content.blogPosts.map((post) => [post.metadata.source, post]));
      const section = sectionOf(context, options);
      const addRoute: PluginContentLoadedActions['addRoute'] = (route) => {
        const changed = siteRoute(route, {options, postsBySource, section});
        if (changed) actions.addRoute(changed);
      };
      await plugin.contentLoaded?.({content, actions: {...actions, addRoute}});
    },
  };
}

export {validateOptions};
