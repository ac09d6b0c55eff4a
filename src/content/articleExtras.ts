/**
 * What the build adds to an article's front matter (docusaurus.config.ts,
 * markdown.parseFrontMatter): `related`, the related reading chosen from
 * every article's front matter (src/content/relatedArticles.ts), and
 * `credits`, the author and reviewer named from the owner's team
 * (src/content/credits.ts). Each page then carries only its own few links and
 * names: no index of articles or team list in any page's JavaScript.
 */
import path from 'path';
import {team} from '../trust';
import {resolveCredits, type Credits} from './credits';
import {articleKindOf, loadArticleSummaries, relatedArticles, summaryOf, type RelatedArticle} from './relatedArticles';

export interface ArticleExtras {
  related: RelatedArticle[];
  credits: Credits;
}

export function articleExtras(
  filePath: string,
  frontMatter: Record<string, unknown>,
  siteDir = process.cwd(),
): Partial<ArticleExtras> {
  const relativePath = path.relative(siteDir, filePath).split(path.sep).join('/');
  const section = articleKindOf(relativePath);
  if (!section) return {};
  const article = summaryOf(section.kind, section.base, filePath, frontMatter);
  if (!article) return {};
  // Read afresh each time: cheap for a few dozen files, and never stale while a writer edits in `npm run dev`.
  return {
    related: relatedArticles(article, loadArticleSummaries(siteDir)),
    credits: resolveCredits(frontMatter as {author?: string; reviewer?: string}, team),
  };
}
