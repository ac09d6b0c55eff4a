/**
 * The build's check of every indexable page's head: a title within 60
 * characters and used by no other page, a description of 70 to 160
 * characters, and a share image. A failure names the page and the source
 * file that sets its title and description.
 */
import {metaLimits} from '../../content/frontMatter';

export interface PageHead {
  /** The page's path, e.g. /resources/guides/x. */
  pathname: string;
  /** The file the page is built from, when known. */
  source?: string;
  title: string;
  description: string | undefined;
  image: string | undefined;
}

export function metaProblems(pages: readonly PageHead[]): string[] {
  const problems: string[] = [];
  const byTitle = new Map<string, string[]>();
  for (const page of pages) {
    const where = page.source ? `${page.pathname} (${page.source})` : page.pathname;
    const {min, max} = metaLimits.description;
    if (page.title.length > metaLimits.title) {
      problems.push(`${where}: title is ${page.title.length} characters, at most ${metaLimits.title}: "${page.title}"`);
    }
    if (!page.description) {
      problems.push(`${where}: no description`);
    } else if (page.description.length < min || page.description.length > max) {
      problems.push(`${where}: description is ${page.description.length} characters, needs ${min} to ${max}`);
    }
    if (!page.image) problems.push(`${where}: no og:image`);
    byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.pathname]);
  }
  for (const [title, paths] of byTitle) {
    if (paths.length > 1) problems.push(`${paths.join(', ')}: share the title "${title}"`);
  }
  return problems;
}
