/**
 * Replaces the theme's previous/next pager under a case study or insight with
 * related reading chosen at build time from the articles' front matter
 * (src/content/relatedArticles.ts): what a reader of this post would read
 * next, not whichever post happens to be older or newer.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import RelatedArticles from '@site/src/components/RelatedArticles';
import type {RelatedArticle} from '@site/src/content/relatedArticleKinds';

export default function BlogPostPaginator() {
  const {frontMatter} = useBlogPost();
  return <RelatedArticles articles={(frontMatter as {related?: RelatedArticle[]}).related} />;
}
