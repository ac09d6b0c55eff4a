/**
 * src/plugins/blog-card-lists: list and tag pages get their posts as cards
 * in their own data, and nothing else about the blog's routes changes.
 */
import type {RouteConfig} from '@docusaurus/types';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import {postCard, sectionOf, siteRoute, withPostCards} from '../../src/plugins/blog-card-lists';

function post(slug: string, date: string, tags: string[]): BlogPost {
  return {
    id: slug,
    content: `The whole text of ${slug}, which a list page never needs.`,
    metadata: {
      source: `@site/blog/insights/${slug}.mdx`,
      title: `Title of ${slug}`,
      permalink: `/resources/insights/${slug}`,
      description: `Summary of ${slug}.`,
      date: new Date(date),
      // The blog plugin's reading time, in fractional minutes: 4.6 reads as "5 min read" on the post and its card.
      readingTime: 4.6,
      tags: tags.map((tag) => ({
        label: tag.toUpperCase(),
        permalink: `/resources/insights/tags/${tag}`,
        description: undefined,
      })),
      authors: [],
      frontMatter: {},
      hasTruncateMarker: false,
      unlisted: false,
    },
  } as unknown as BlogPost;
}

const reading = post('reading-the-cash-rate', '2026-10-02', ['interest-rates', 'valuations']);
const lending = post('non-bank-lending', '2026-09-14', ['private-credit']);
const postsBySource = new Map([reading, lending].map((p) => [p.metadata.source, p]));

const preview = (p: BlogPost) => ({content: {__import: true, path: p.metadata.source, query: {truncated: true}}});

describe('withPostCards', () => {
  it('gives a list page its posts as cards, in the order listed, and drops the preview modules', () => {
    const route: RouteConfig = {
      path: '/resources/insights',
      component: '@theme/BlogListPage',
      exact: true,
      modules: {sidebar: '@aliased/sidebar.json', items: [preview(lending), preview(reading)]},
      props: {metadata: {permalink: '/resources/insights', page: 1}},
    };
    const result = withPostCards(route, postsBySource);
    expect(result.modules).toEqual({sidebar: '@aliased/sidebar.json'});
    expect(result.props).toEqual({
      metadata: {permalink: '/resources/insights', page: 1},
      posts: [
        {
          title: 'Title of non-bank-lending',
          permalink: '/resources/insights/non-bank-lending',
          description: 'Summary of non-bank-lending.',
          date: '2026-09-14T00:00:00.000Z',
          minutes: 5,
          tags: [{label: 'PRIVATE-CREDIT', permalink: '/resources/insights/tags/private-credit'}],
        },
        postCard(reading),
      ],
    });
    // The card carries no post text: the page's data stays small.
    expect(JSON.stringify(result.props)).not.toContain('whole text');
  });

  it('leaves a post page and the tag list page as the blog plugin made them', () => {
    const postRoute: RouteConfig = {
      path: '/resources/insights/non-bank-lending',
      component: '@theme/BlogPostPage',
      modules: {sidebar: '@aliased/sidebar.json', content: lending.metadata.source},
    };
    const tagsRoute: RouteConfig = {
      path: '/resources/insights/tags',
      component: '@theme/BlogTagsListPage',
      props: {tags: []},
    };
    expect(withPostCards(postRoute, postsBySource)).toBe(postRoute);
    expect(withPostCards(tagsRoute, postsBySource)).toBe(tagsRoute);
  });

  it('stops the build when list items are no longer preview modules, or name a post it does not have', () => {
    const changedShape: RouteConfig = {
      path: '/resources/insights',
      component: 'x',
      modules: {items: ['@site/a.mdx']},
    } as unknown as RouteConfig;
    expect(() => withPostCards(changedShape, postsBySource)).toThrow(/no longer gets its posts as preview modules/);
    const stranger = post('not-here', '2026-01-01', []);
    const unknown: RouteConfig = {path: '/resources/insights', component: 'x', modules: {items: [preview(stranger)]}};
    expect(() => withPostCards(unknown, postsBySource)).toThrow(/not-here\.mdx, which is not one of its posts/);
  });
});

describe('siteRoute', () => {
  // The theme's component names, as the blog plugin's options give them.
  const options = {
    blogTitle: 'Market insights',
    routeBasePath: 'resources/insights',
    blogTagsListComponent: '@theme/BlogTagsListPage',
    blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage',
    blogAuthorsPostsComponent: '@theme/Blog/Pages/BlogAuthorsPostsPage',
  } as PluginOptions;
  const section = sectionOf({baseUrl: '/'}, options);
  const context = {options, postsBySource, section};

  it("names the section's title and list address from the plugin's options", () => {
    expect(section).toEqual({title: 'Market insights', permalink: '/resources/insights'});
    expect(sectionOf({baseUrl: '/site/'}, {...options, routeBasePath: '/resources/insights/'})).toEqual({
      title: 'Market insights',
      permalink: '/site/resources/insights',
    });
  });

  it('gives the tags list page its section, which the blog plugin leaves out', () => {
    const tagsRoute: RouteConfig = {
      path: '/resources/insights/tags',
      component: '@theme/BlogTagsListPage',
      props: {tags: []},
    };
    expect(siteRoute(tagsRoute, context)?.props).toEqual({tags: [], section});
  });

  it('does not add the authors list, and stops the build for an author page', () => {
    const authorsList: RouteConfig = {
      path: '/resources/insights/authors',
      component: '@theme/Blog/Pages/BlogAuthorsListPage',
    };
    expect(siteRoute(authorsList, context)).toBeUndefined();
    const authorPage: RouteConfig = {
      path: '/resources/insights/authors/team',
      component: '@theme/Blog/Pages/BlogAuthorsPostsPage',
    };
    expect(() => siteRoute(authorPage, context)).toThrow(/is an author's page/);
  });

  it('gives list pages their cards and leaves post pages alone', () => {
    const list: RouteConfig = {
      path: '/resources/insights',
      component: '@theme/BlogListPage',
      modules: {items: [preview(reading)]},
    };
    expect(siteRoute(list, context)?.props).toEqual({posts: [postCard(reading)]});
    const postRoute: RouteConfig = {
      path: '/resources/insights/x',
      component: '@theme/BlogPostPage',
      modules: {content: 'x'},
    };
    expect(siteRoute(postRoute, context)).toBe(postRoute);
  });
});
