/**
 * The posts of a list page (a section's page, a tag's page) as cards: title,
 * date and summary, in the grid every list of articles shares (CardList's
 * `articles`: the same columns and the same card, with no icon, whether it
 * lists case studies or insights). The cards come from the page's own data
 * (src/plugins/blog-card-lists).
 */
import CardList from '@site/src/components/CardList';
import {ServiceIcon} from '@site/src/components/Icons/topics';
import {formatDate} from '@site/src/content/formatDate';
import {isServiceSlug, serviceRecord} from '@site/src/services/records';
import type {PostCard} from '@site/src/plugins/blog-card-lists/types';
import {isCaseStudies} from './IllustrativeNotice';

/**
 * A case study's tag names a service (blog/case-studies/tags.yml): that service's icon, from the tag's address.
 * Undefined for an insight's tag, which names a topic with no icon.
 */
export function serviceIconOfTag(tagPermalink: string | undefined) {
  const service = tagPermalink && isCaseStudies(tagPermalink) ? tagPermalink.split('/').pop() : undefined;
  if (!service) return undefined;
  return <ServiceIcon name={isServiceSlug(service) ? serviceRecord(service).icon : 'Briefcase'} />;
}

export default function PostCards({posts}: {posts: readonly PostCard[]}) {
  return (
    <CardList
      headingLevel={2}
      articles
      cards={posts.map((post) => ({
        title: post.title,
        to: post.permalink,
        text: post.description,
        meta: <time dateTime={post.date}>{formatDate(post.date)}</time>,
      }))}
    />
  );
}
