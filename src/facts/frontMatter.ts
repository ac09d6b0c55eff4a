/**
 * <Fact id="..." /> inside front matter strings (a service page's FAQ
 * answers, the FAQ page, a description): Docusaurus's parseFrontMatter hook
 * (docusaurus.config.ts) passes the parsed front matter through here, so the
 * FAQ list, its structured data and the meta description all read the figure
 * from the register, as the page body does. An unknown id stops the build
 * with the file and line.
 */
import {expandFactTags, factTagPattern} from './text';

function lineOf(fileContent: string, text: string): number {
  const index = fileContent.indexOf(text);
  return index === -1 ? 1 : fileContent.slice(0, index).split('\n').length;
}

function resolve(value: unknown, where: (tag: string) => string): unknown {
  if (typeof value === 'string') {
    // Written <fact ...>, the tag would be published as it is, in the FAQ answer or the description.
    const miscased = /<fact\b/.exec(value)?.[0];
    if (miscased) throw new Error(`${where(miscased)}: <fact> is <Fact> written with a small letter: write <Fact>`);
    if (!value.includes('<Fact')) return value;
    try {
      return expandFactTags(value);
    } catch (error) {
      const tag = value.match(factTagPattern)?.find((t) => {
        try {
          expandFactTags(t);
          return false;
        } catch {
          return true;
        }
      });
      throw new Error(`${where(tag ?? '<Fact')}: ${(error as Error).message}`, {cause: error});
    }
  }
  if (Array.isArray(value)) return value.map((item) => resolve(item, where));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, where)]));
  }
  return value;
}

/** The front matter with every <Fact> tag in its strings replaced by the figure's text. */
export function resolveFrontMatterFacts<T extends Record<string, unknown>>(
  filePath: string,
  frontMatter: T,
  fileContent: string,
): T {
  return resolve(frontMatter, (tag) => `${filePath}:${lineOf(fileContent, tag)}`) as T;
}
