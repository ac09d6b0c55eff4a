/** The related-reading data a page carries (src/content/relatedArticles.ts chooses it at build time). */
export type ArticleKind = 'guide' | 'case-study' | 'insight';

export const articleKindLabels: Record<ArticleKind, string> = {
  guide: 'Guide',
  'case-study': 'Case study',
  insight: 'Market insight',
};

/**
 * What the page shows for each related article: its kind, title and link. No description: every list page
 * of case studies and insights loads each post's front matter, so each byte here is paid a dozen times.
 */
export interface RelatedArticle {
  kind: ArticleKind;
  title: string;
  permalink: string;
}
