/**
 * Renders nothing: a case study's or insight's related reading, chosen at
 * build time from the articles' front matter, ends its content instead
 * (src/plugins/remark-article-extras). The theme's previous/next pager linked
 * whichever post happened to be older or newer.
 */
export default function BlogPostPaginator() {
  return null;
}
