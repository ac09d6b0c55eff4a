/**
 * The files writers edit, read once for every rule: the MDX and Markdown under
 * docs/ and blog/ and the legal pages (src/pages/*.mdx). Each keeps its front
 * matter and body apart with line numbers, so a rule can name the line.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {contentSections, sectionOfFile} from '../sections';

export interface ContentFile {
  /** Relative to the site folder, forward slashes: docs/guides/x.mdx */
  relativePath: string;
  absolutePath: string;
  text: string;
  /** The YAML between the --- lines ('' when there is none). */
  frontMatterText: string;
  /** Line of the first front matter line (the one after the opening ---). */
  frontMatterLine: number;
  /** Front matter as Docusaurus reads it (gray-matter, so dates become Date objects just as in the build). */
  data: Record<string, unknown>;
  /** The text after the front matter. */
  body: string;
  /** Line number of the body's first line. */
  bodyLine: number;
}

/** Folders (relative to the site) whose Markdown and MDX files are content. */
/** A case study's own file (not the section's index), which the case-study rules and the figures check read apart. */
export const isCaseStudy = (file: ContentFile) =>
  new RegExp(`^${contentSections.caseStudies.folder}/(?!index\\.)[^/]+\\.mdx?$`).test(file.relativePath);

export const contentRoots = ['docs', 'blog'] as const;
/** The legal pages are MDX under src/pages (only that folder's own files). */
export const pagesDir = 'src/pages';

/** The files in dir (and below it, when recursive); none when it does not exist. */
const filesIn = (dir: string, recursive: boolean): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, {recursive}).map((name) => path.join(dir, String(name))) : [];

const isMarkdown = (file: string) => /\.mdx?$/.test(file);

/** Splits "---\nyaml\n---\nbody" keeping line numbers; a file without front matter is all body. */
export function splitFrontMatter(
  text: string,
): Pick<ContentFile, 'frontMatterText' | 'frontMatterLine' | 'body' | 'bodyLine'> {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return {frontMatterText: '', frontMatterLine: 1, body: text, bodyLine: 1};
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (close === -1) return {frontMatterText: '', frontMatterLine: 1, body: text, bodyLine: 1};
  return {
    frontMatterText: lines.slice(1, close).join('\n'),
    frontMatterLine: 2,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
  };
}

export function readContentFile(siteDir: string, absolutePath: string): ContentFile {
  const text = fs.readFileSync(absolutePath, 'utf8');
  let data: Record<string, unknown> = {};
  try {
    data = matter(text).data;
  } catch {
    // Broken YAML: the front matter rule reports it with its line.
  }
  return {
    relativePath: path.relative(siteDir, absolutePath).split(path.sep).join('/'),
    absolutePath,
    text,
    data,
    ...splitFrontMatter(text),
  };
}

/** Every content file under the site folder, in a stable order. */
export function readContentFiles(siteDir: string): ContentFile[] {
  const files = [
    ...contentRoots.flatMap((root) => filesIn(path.join(siteDir, root), true)),
    ...filesIn(path.join(siteDir, pagesDir), false),
  ]
    .filter(isMarkdown)
    .sort();
  return files.map((file) => readContentFile(siteDir, file));
}

/**
 * The body's lines with their file line numbers, leaving out fenced code
 * blocks and MDX comments ({/* ... *\/}), where prose rules do not apply.
 */
export function proseLines(file: ContentFile): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let inFence = false;
  file.body.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    out.push({line: file.bodyLine + i, text: text.replace(/\{\/\*.*?\*\/\}/g, '')});
  });
  return out;
}

/** Prose front matter (descriptions, summaries, FAQ questions and answers) is published text too. */
export function frontMatterProse(file: ContentFile): {line: number; text: string}[] {
  return file.frontMatterText
    .split('\n')
    .map((text, i) => ({line: file.frontMatterLine + i, text}))
    .filter(({text}) => /^\s*(?:-\s+)?(?:title|description|summary|question|answer):/.test(text));
}

/** The address a content file publishes at, or undefined when it is not a page. */
export function routeOf(file: ContentFile): string | undefined {
  const section = sectionOfFile(file.relativePath);
  if (section) {
    let name = file.relativePath.slice(section.folder.length + 1).replace(/\.mdx?$/, '');
    // Blog posts may start with their date (2026-05-01-name.mdx); the address leaves it out.
    if (section.folder.startsWith('blog/')) name = name.replace(/(^|\/)\d{4}-\d{2}-\d{2}-/, '$1');
    const slug = typeof file.data.slug === 'string' ? file.data.slug : undefined;
    if (slug?.startsWith('/')) return slug === '/' ? section.route : `${section.route}${slug.replace(/\/+$/, '')}`;
    const inside = (slug?.replace(/\/+$/, '') ?? name).replace(/(^|\/)index$/, '');
    return inside ? `${section.route}/${inside}` : section.route;
  }
  const page = /^src\/pages\/(.+)\.mdx?$/.exec(file.relativePath)?.[1];
  return page ? `/${page}` : undefined;
}

/** Every link target with its line: Markdown ](target) and JSX href="target" or to="target", not in `code`. */
const linkTarget = /(?:\]\(\s*<?|(?<![\w-])(?:href|to)=["'])([^)\s"'>]+)/g;

function linkTargets(file: ContentFile): {line: number; target: string}[] {
  return [...frontMatterProse(file), ...proseLines(file)].flatMap(({line, text}) =>
    [...text.replace(/`[^`]*`/g, ' ').matchAll(linkTarget)].map(([, target]) => ({line, target: target!})),
  );
}

/** Links to a page of the site (/path#anchor, up to any ?) or to an anchor on the same page (#anchor). */
export function internalLinks(file: ContentFile): {line: number; target: string}[] {
  return linkTargets(file).flatMap(({line, target}) => {
    const internal = /^(\/(?!\/)[^?]*|#[\w-]+)/.exec(target)?.[1];
    return internal ? [{line, target: internal}] : [];
  });
}

/** Documents a writer may link beside an article; Docusaurus publishes them as files. */
const documentExtensions = 'pdf|csv|xlsx?|docx?';
const documentLink = new RegExp(`\\.(${documentExtensions})$`, 'i');
/** A link Docusaurus publishes as a file from beside the article: an image, a document, another MDX file. */
const fileLink = new RegExp(`\\.(mdx?|png|jpe?g|gif|svg|webp|avif|${documentExtensions})([?#].*)?$`, 'i');
const otherSiteOrRoot = /^([a-z][a-z\d+.-]*:|\/|#|\?)/i;

/**
 * Links written without their leading / ("resources/guides/x", "www.asic.gov.au"): the browser reads them from the
 * page's own address. Not other sites (https:, mailto:), a query (?x) or a file Docusaurus resolves (./chart.png).
 */
export function relativeLinks(file: ContentFile): {line: number; target: string}[] {
  return linkTargets(file).filter(({target}) => !otherSiteOrRoot.test(target) && !fileLink.test(target));
}

/** Links to a document beside the article ("./checklist.pdf"), which the build publishes under /assets/files/. */
export function documentLinks(file: ContentFile): {line: number; target: string}[] {
  return linkTargets(file).filter(({target}) => !otherSiteOrRoot.test(target) && documentLink.test(target));
}

/** Words as a reader counts them: anything with a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** The tag ids a blog section defines (the top-level keys of its tags.yml), or undefined when it has no such file. */
export function tagIds(siteDir: string, folder: string): string[] | undefined {
  const file = path.join(siteDir, folder, 'tags.yml');
  if (!fs.existsSync(file)) return undefined;
  return [...fs.readFileSync(file, 'utf8').matchAll(/^([a-z0-9-]+):/gm)].map((m) => m[1]!);
}
