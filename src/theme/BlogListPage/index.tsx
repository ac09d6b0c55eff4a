/**
 * The case studies and market insights lists: the theme's list page with a
 * heading (the theme's has no H1), the section's description and the
 * illustrative-examples notice for case studies.
 */
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import styles from './styles.module.css';

export default function BlogListPage(props: Props) {
  const {metadata, items, sidebar} = props;
  const isCaseStudies = metadata.permalink.startsWith('/resources/case-studies');
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <h1>{metadata.blogTitle}</h1>
          <p className={styles.description}>{metadata.blogDescription}</p>
          {isCaseStudies && (
            <p className={styles.notice}>
              Every case study is an illustrative example: a composite scenario, not a real client or transaction.
              Figures are indicative.
            </p>
          )}
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
