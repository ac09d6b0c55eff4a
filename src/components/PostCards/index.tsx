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

/**
 * A post's card, the same wherever it is listed (its list, the resources hub, the home page): a case study's service
 * as its icon, then the title, one line of what, when and how long ("Interest rates · 20 October 2026 · 4 min read";
 * an insight's first tag is its topic; `kind` names the type where a list mixes them) and the summary. `brief` leaves
 * out a case study's deal line: the hub and the home page show a few posts of each kind, not the figures.
 */
export function postToCard(post: PostCard, {kind, brief}: {kind?: string; brief?: boolean} = {}): Card {
  return {
    title: post.title,
    to: post.permalink,
    text: post.description,
    meta: (
      <ArticleMeta
        topic={kind ?? (post.icon ? undefined : post.tags[0]?.label)}
        date={post.date}
        minutes={post.minutes}
      />
    ),
    icon: post.icon && <ServiceIcon name={post.icon} />,
    facts: brief ? undefined : post.facts,
  };
}

export default function PostCards({posts}: {posts: readonly PostCard[]}) {
  const [newest, ...rest] = posts.map((post) => postToCard(post));
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
