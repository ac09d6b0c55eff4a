/** The related-reading data a page carries (src/content/relatedArticles.ts chooses it at build time). */
export type ArticleKind = 'guide' | 'case-study' | 'insight';

export const articleKindLabels: Record<ArticleKind, string> = {
  guide: 'Guide',
  'case-study': 'Case study',
  insight: 'Market insight',
};

/** What the page shows for each related article. */
export interface RelatedArticle {
  kind: ArticleKind;
  title: string;
  description: string;
  permalink: string;
}
