/**
 * The posts of a list page (a section's page, a tag's page) as cards: title,
 * date and summary, and for a case study the icon of the service it
 * illustrates. The cards come from the page's own data (src/plugins/blog-card-lists).
 */
import CardList from '@site/src/components/CardList';
import {ServiceIcon} from '@site/src/components/Icons/topics';
import {formatDate} from '@site/src/content/formatDate';
import type {PostCard} from '@site/src/plugins/blog-card-lists/types';
import {isCaseStudies} from './IllustrativeNotice';

/** A case study's first tag is the service it illustrates (blog/case-studies/tags.yml). */
function serviceIconOf(post: PostCard) {
  if (!isCaseStudies(post.permalink)) return undefined;
  const service = post.tags[0]?.permalink.split('/').pop();
  return service ? <ServiceIcon slug={service} /> : undefined;
}

export default function PostCards({posts}: {posts: readonly PostCard[]}) {
  return (
    <CardList
      headingLevel={2}
      cards={posts.map((post) => ({
        title: post.title,
        to: post.permalink,
        text: post.description,
        meta: <time dateTime={post.date}>{formatDate(post.date)}</time>,
        icon: serviceIconOf(post),
      }))}
    />
  );
}
