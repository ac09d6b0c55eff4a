/**
 * A section's topics ("All topics", linked from every tag page): the reading
 * pages' header and one card per topic, with the topic's description from the
 * section's tags.yml and how many posts it has; a case study's topic (a
 * service) has its service's icon, as on the case study cards. The theme's
 * page was a bare "Tags" heading over a letter index. The page is noindex
 * (src/content/indexing.ts).
 */
import clsx from 'clsx';
import Link from '@site/src/components/SiteLink';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import SearchMetadata from '@theme/SearchMetadata';
import type {TagsListItem} from '@docusaurus/utils';
import CardList from '@site/src/components/CardList';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import {ServiceIcon} from '@site/src/components/Icons/topics';
import {isCaseStudies} from '@site/src/components/PostCards/IllustrativeNotice';
import {postCount} from '@site/src/components/PostCards/postCount';
import type {BlogSectionProps} from '@site/src/plugins/blog-card-lists/types';
import {isServiceSlug, serviceRecord} from '@site/src/services/records';

interface Props extends BlogSectionProps {
  readonly tags: readonly TagsListItem[];
}

/**
 * A case study's tag names a service (blog/case-studies/tags.yml): that service's icon, from the tag's address.
 * Undefined for an insight's tag, which names a topic with no icon.
 */
function serviceIconOfTag(tagPermalink: string | undefined) {
  const service = tagPermalink && isCaseStudies(tagPermalink) ? tagPermalink.split('/').pop() : undefined;
  if (!service) return undefined;
  return <ServiceIcon name={isServiceSlug(service) ? serviceRecord(service).icon : 'Briefcase'} />;
}

/** By label, A to Z. A plain comparison: the labels are plain English, and `localeCompare` would load collation data while the page hydrates. */
const byLabel = (a: TagsListItem, b: TagsListItem) => {
  const [x, y] = [a.label.toLowerCase(), b.label.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

export default function BlogTagsListPage({tags, section}: Props) {
  const description = `${section.title} by topic: what each topic covers and how many ${section.title.toLowerCase()} it has.`;
  const topics = [...tags].sort(byLabel);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <PageMetadata title={`All topics: ${section.title}`} description={description} />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout>
        <PageHeader
          light
          eyebrow={section.title}
          title="All topics"
          lead={description}
          meta={
            <p>
              {topics.length} {topics.length === 1 ? 'topic' : 'topics'} ·{' '}
              <Link to={section.permalink}>All {section.title.toLowerCase()}</Link>
            </p>
          }
        />
        <CardList
          headingLevel={2}
          cards={topics.map((tag) => ({
            title: tag.label,
            to: tag.permalink,
            text: tag.description ?? '',
            meta: postCount(tag.count, section.title),
            icon: serviceIconOfTag(tag.permalink),
          }))}
        />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
