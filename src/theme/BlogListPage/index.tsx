/**
 * The case studies and market insights lists: the reading pages' header
 * (PageHeader: the theme's list has no H1), the section's description, the illustrative-examples notice once for
 * case studies, and the posts as cards (title, date, summary), like the home
 * page, instead of the theme's full post previews with tags and "Read more".
 */
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import CardList from '@site/src/components/CardList';
import {ServiceIcon} from '@site/src/components/Icons/topics';
import {formatDate} from '@site/src/content/formatDate';
import styles from './styles.module.css';

/** A case study's first tag is the service it illustrates (blog/case-studies/tags.yml). */
function serviceSlugOf(tags: readonly {permalink: string}[]): string | undefined {
  return tags[0]?.permalink.split('/').pop();
}

export default function BlogListPage(props: Props) {
  const {metadata, items, sidebar} = props;
  const isCaseStudies = metadata.permalink.startsWith('/resources/case-studies');
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <PageHeader
          eyebrow="Resources"
          title={metadata.blogTitle}
          lead={metadata.blogDescription}
          meta={
            isCaseStudies && (
              <p className={styles.notice}>
                Every case study is an illustrative example: a composite scenario, not a real client or transaction.
                Figures are indicative.
              </p>
            )
          }
        />
        <CardList
          headingLevel={2}
          cards={items.map(({content}) => {
            const {title, permalink, description, date, tags} = content.metadata;
            const service = isCaseStudies ? serviceSlugOf(tags) : undefined;
            return {
              title,
              to: permalink,
              text: description,
              meta: <time dateTime={date}>{formatDate(date)}</time>,
              icon: service ? <ServiceIcon slug={service} /> : undefined,
            };
          })}
        />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
