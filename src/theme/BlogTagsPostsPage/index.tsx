/**
 * One tag's posts (a case study's service, an insight's topic): the same
 * reading header and cards as the section's list (src/theme/BlogListPage),
 * with the tag as the H1. The theme's page showed each post's whole preview,
 * its H1 included, under a second H1. The page is noindex (src/content/indexing.ts).
 */
import clsx from 'clsx';
import Link from '@site/src/components/SiteLink';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {BlogPaginatedMetadata} from '@docusaurus/plugin-content-blog';
import type {TagModule} from '@docusaurus/utils';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import PostCards from '@site/src/components/PostCards';
import QuoteCallout from '@site/src/components/QuoteCallout';
import JsonLd from '@site/src/components/JsonLd';
import {blogListData} from '@site/src/content/structuredData/blog';
import type {PostCardsProps} from '@site/src/plugins/blog-card-lists/types';
import IllustrativeNotice from '@site/src/components/PostCards/IllustrativeNotice';
import {postCount} from '@site/src/components/PostCards/postCount';

interface Props extends PostCardsProps {
  readonly tag: TagModule;
  readonly listMetadata: BlogPaginatedMetadata;
}

export default function BlogTagsPostsPage({tag, listMetadata, posts}: Props) {
  const {blogTitle} = listMetadata;
  const description = tag.description ?? `${blogTitle} tagged ${tag.label}`;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={`${tag.label}: ${blogTitle}`} description={description} />
      <SearchMetadata tag="blog_tags_posts" />
      <BlogLayout>
        <JsonLd
          data={blogListData({
            title: `${blogTitle}: ${tag.label}`,
            description,
            permalink: listMetadata.permalink,
            posts,
          })}
        />
        <PageHeader
          light
          eyebrow={blogTitle}
          title={tag.label}
          lead={description}
          meta={
            <>
              <p>
                {postCount(tag.count, blogTitle)} · <Link to={tag.allTagsPath}>All topics</Link>
              </p>
              <IllustrativeNotice permalink={listMetadata.permalink} />
            </>
          }
        />
        <PostCards posts={posts} />
        {listMetadata.totalPages > 1 && <BlogListPaginator metadata={listMetadata} />}
        {/* Every list ends as the guides list does: with the way to ask about a deal. */}
        <QuoteCallout />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
