/**
 * What the build changes in an article's front matter (docusaurus.config.ts,
 * markdown.parseFrontMatter): it adds `credits`, the author and reviewer
 * named from the owner's team (src/content/credits.ts), so the team list never
 * ships in a page's JavaScript; and it leaves out a case study's `scenario`,
 * which remark-article-extras has already written into the page as the deal
 * at a glance: every list of case studies loads each post's front matter.
 */
import path from 'path';
import {team} from '../trust';
import {resolveCredits} from './credits';
import {articleKindOf} from './relatedArticles';

export function withArticleExtras(
  filePath: string,
  frontMatter: Record<string, unknown>,
  siteDir = process.cwd(),
): Record<string, unknown> {
  const relativePath = path.relative(siteDir, filePath).split(path.sep).join('/');
  const section = articleKindOf(relativePath);
  if (!section || /\/index\.mdx?$/.test(relativePath)) return frontMatter;
  const {scenario: _writtenIntoThePage, ...rest} = frontMatter;
  return {...rest, credits: resolveCredits(frontMatter as {author?: string; reviewer?: string}, team)};
}
