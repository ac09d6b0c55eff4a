/**
 * The content folders and the address each publishes under, written once: docusaurus.config.ts configures its
 * docs and blog sections from it, and the content check, related reading, the article scaffold
 * (scripts/new-article.ts) and the feeds' finishing step read it.
 */
import type {ArticleKind} from './relatedArticleKinds';

export interface ContentSection {
  /** The folder, relative to the site. */
  folder: string;
  /** The address its pages publish under. */
  route: string;
  /** The kind of article its files are, in the three sections of articles. */
  article?: ArticleKind;
}

export const contentSections = {
  guides: {folder: 'docs/guides', route: '/resources/guides', article: 'guide'},
  services: {folder: 'docs/services', route: '/services'},
  glossary: {folder: 'docs/glossary', route: '/resources/glossary'},
  faqs: {folder: 'docs/faqs', route: '/resources/faqs'},
  caseStudies: {folder: 'blog/case-studies', route: '/resources/case-studies', article: 'case-study'},
  insights: {folder: 'blog/insights', route: '/resources/insights', article: 'insight'},
} as const satisfies Record<string, ContentSection>;

const all: readonly ContentSection[] = Object.values(contentSections);

/** The section a file is in, from its path relative to the site. */
export const sectionOfFile = (relativePath: string): ContentSection | undefined =>
  all.find((section) => relativePath.startsWith(`${section.folder}/`));

/** The sections of articles (guides, case studies, insights), each with its kind. */
export const articleSections = all.filter(
  (section): section is ContentSection & {article: ArticleKind} => section.article !== undefined,
);

/** The section of one kind of article. */
export const sectionOfKind = (kind: ArticleKind) => articleSections.find((section) => section.article === kind)!;
