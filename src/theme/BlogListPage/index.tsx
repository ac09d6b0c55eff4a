/**
 * The case studies and market insights lists: the breadcrumbs every list has, the reading pages' header
 * (PageHeader: the theme's list has no H1), the section's description, the illustrative-examples notice once for
 * case studies, and the posts as cards (title, date, summary), like the home
 * page, instead of the theme's full post previews with tags and "Read more".
 * The cards come from the page's own data (src/plugins/blog-card-lists), not
 * from each post's preview module.
 */
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {BlogPaginatedMetadata} from '@docusaurus/plugin-content-blog';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import PostCards from '@site/src/components/PostCards';
import QuoteCallout from '@site/src/components/QuoteCallout';
import JsonLd from '@site/src/components/JsonLd';
import {blogListData} from '@site/src/content/structuredData/blog';
import type {PostCardsProps} from '@site/src/plugins/blog-card-lists/types';
import IllustrativeNotice from '@site/src/components/PostCards/IllustrativeNotice';

interface Props extends PostCardsProps {
  readonly metadata: BlogPaginatedMetadata;
}

export default function BlogListPage({metadata, posts}: Props) {
  const {blogTitle, blogDescription, permalink} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogLayout>
        <JsonLd data={blogListData({title: blogTitle, description: blogDescription, permalink, posts})} />
        <Breadcrumbs
          trail={[
            {name: 'Resources', path: '/resources'},
            {name: blogTitle, path: permalink},
          ]}
        />
        <PageHeader
          light
          eyebrow="Resources"
          title={blogTitle}
          lead={blogDescription}
          meta={<IllustrativeNotice permalink={permalink} />}
        />
        <PostCards posts={posts} />
        {/* One page of posts has no other page: no empty navigation landmark (a keyboard trial landed on one). */}
        {metadata.totalPages > 1 && <BlogListPaginator metadata={metadata} />}
        {/* Every resources list ends with the way to ask about a deal (the guides list in GuideDirectory). */}
        <QuoteCallout />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
