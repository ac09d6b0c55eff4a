/**
 * The text of each page's <title>: the page's own title with a short brand
 * suffix, left off when the two together would pass 60 characters (search
 * results cut longer titles). Read by the theme's title formatter and by the
 * build's meta check.
 */
import {brandShortName, business} from '../business';

export const maxTitleLength = 60;
export const titleSuffix = ` | ${brandShortName}`;

export function pageTitle(title: string): string {
  const own = title.trim();
  if (own === '' || own === business.brandName) return business.brandName;
  const withSuffix = `${own}${titleSuffix}`;
  return withSuffix.length <= maxTitleLength ? withSuffix : own;
}

/**
 * The two blog sections, by plugin id: their tag list and author list pages share the theme's titles.
 * (A tag's own page names its section itself: src/theme/BlogTagsPostsPage.)
 */
const blogSections: Record<string, string> = {'case-studies': 'Case studies', insights: 'Market insights'};
const generatedBlogTitle = /^(Tags|Archive|Authors)$/;

/** "Tags" on the case studies' tag list becomes "Case studies: Tags", so no two pages share a title. */
export function sectionTitle(title: string, pluginId: string): string {
  const section = blogSections[pluginId];
  return section && generatedBlogTitle.test(title) ? `${section}: ${title}` : title;
}

/** The page's own title back from its <title> text (for the share image). */
export function ownTitle(documentTitle: string): string {
  return documentTitle.endsWith(titleSuffix) ? documentTitle.slice(0, -titleSuffix.length) : documentTitle;
}
