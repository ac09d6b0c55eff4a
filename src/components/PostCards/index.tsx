/**
 * The posts of a list page (a section's page, a tag's page) as cards: title, date, reading time and summary, with the service's
 * icon where the post has one and a case study's deal in brief, in the grid every list of articles shares
 * (CardList's `articles`). The newest post stands above the grid in a featured card. The cards come from the page's
 * own data (src/plugins/blog-card-lists), so the list loads no module of any post.
 */
import CardList, {type Card} from '@site/src/components/CardList';
import MoreToRead from '@site/src/components/CardList/MoreToRead';
import ArticleMeta from '@site/src/components/CardList/ArticleMeta';
import {ServiceIcon} from '@site/src/components/Icons/topics';
import type {PostCard} from '@site/src/plugins/blog-card-lists/types';

const toCard = (post: PostCard): Card => ({
  title: post.title,
  to: post.permalink,
  text: post.description,
  // A case study's service shows as its icon; an insight's first tag is its topic, named on the card.
  meta: <ArticleMeta topic={post.icon ? undefined : post.tags[0]?.label} date={post.date} minutes={post.minutes} />,
  icon: post.icon && <ServiceIcon name={post.icon} />,
  facts: post.facts,
});

export default function PostCards({posts}: {posts: readonly PostCard[]}) {
  const [newest, ...rest] = posts.map(toCard);
  if (!newest) return null;
  return (
    <>
      <CardList headingLevel={2} articles featured cards={[newest]} />
      {rest.length > 0 && (
        <CardList
          headingLevel={2}
          articles
          cards={rest}
          // Where the last row would hold one card alone or two of three (8 case studies at 1440 px, 7 insights at
          // 768), a way on fills it.
          filler={<MoreToRead />}
        />
      )}
    </>
  );
}
