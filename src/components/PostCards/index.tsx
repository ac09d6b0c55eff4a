/**
 * The posts of a list page (a section's page, a tag's page) as cards: title,
 * date and summary, in the grid every list of articles shares (CardList's
 * `articles`: the same columns and the same card, with no icon, whether it
 * lists case studies or insights). The cards come from the page's own data
 * (src/plugins/blog-card-lists).
 */
import CardList from '@site/src/components/CardList';
import MoreToRead from '@site/src/components/CardList/MoreToRead';
import {formatDate} from '@site/src/content/formatDate';
import type {PostCard} from '@site/src/plugins/blog-card-lists/types';

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
      // Where the last row would hold one card alone or two of three (9 case studies at 768 px, 8 insights at
      // 1440), a way on fills it.
      filler={<MoreToRead />}
    />
  );
}
