/**
 * Build-time check of every content file's front matter. Docusaurus calls it
 * for each Markdown/MDX file it reads; a problem stops the build with a message
 * naming the file and the field, so a writer's pull request fails early.
 */
import path from 'path';
import type {ZodType} from 'zod';
import {serviceSlugs} from '../site-map';
import {
  caseStudyFrontMatter,
  faqPageFrontMatter,
  guideFrontMatter,
  guidesIndexFrontMatter,
  insightFrontMatter,
  plainDocFrontMatter,
  serviceFrontMatter,
} from './frontMatter';

type FrontMatter = Record<string, unknown>;

/** Which schema applies to a file, by the folder it sits in (paths relative to the site root). */
function schemaFor(relativePath: string): ZodType | undefined {
  const [top, section, file] = relativePath.split('/');
  if (top === 'docs' && section === 'guides') {
    return file?.startsWith('index.') ? guidesIndexFrontMatter : guideFrontMatter;
  }
  if (top === 'docs' && section === 'services') return serviceFrontMatter;
  if (top === 'docs' && section === 'faqs') return faqPageFrontMatter;
  if (top === 'docs') return plainDocFrontMatter;
  if (top === 'blog' && section === 'case-studies') return caseStudyFrontMatter;
  if (top === 'blog' && section === 'insights') return insightFrontMatter;
  return undefined;
}

export class FrontMatterError extends Error {}

/** Returns the front matter unchanged when it is valid; throws a FrontMatterError naming file and fields otherwise. */
export function validateFrontMatter(filePath: string, frontMatter: FrontMatter, siteDir = process.cwd()): FrontMatter {
  const relativePath = path.relative(siteDir, filePath).split(path.sep).join('/');
  const schema = schemaFor(relativePath);
  if (!schema) return frontMatter;

  const problems: string[] = [];
  const result = schema.safeParse(frontMatter);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '(front matter)';
      problems.push(`"${field}" ${issue.message}`);
    }
  }
  if (relativePath.startsWith('docs/services/')) {
    const slug = path.basename(relativePath).replace(/\.mdx?$/, '');
    if (!(serviceSlugs as readonly string[]).includes(slug)) {
      problems.push(`file name "${slug}" is not a service slug in src/site-map.ts (${serviceSlugs.join(', ')})`);
    }
  }
  if (problems.length > 0) {
    throw new FrontMatterError(`Invalid front matter in ${relativePath}:\n  - ${problems.join('\n  - ')}`);
  }
  return frontMatter;
}
