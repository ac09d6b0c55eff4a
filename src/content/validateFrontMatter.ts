/**
 * Front matter checks shared by the build and `npm run check:content`.
 * Docusaurus calls validateFrontMatter for each Markdown/MDX file it reads;
 * a problem stops the build with a message naming the file and the field.
 * The content check calls frontMatterIssues to print one line per problem.
 */
import path from 'path';
import {LineCounter, parseDocument} from 'yaml';
import type {ZodType} from 'zod';
import {serviceSlugs} from '../site-map';
import {impossibleDates} from './calendarDate';
import {contentSections} from './sections';
import {splitFrontMatter} from './check/contentFiles';
import {closest, distance} from 'fastest-levenshtein';
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
export function schemaFor(relativePath: string): ZodType | undefined {
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

/**
 * The fields Docusaurus's docs and blog plugins read themselves (docusaurus.io, "Markdown front matter" of each
 * plugin), besides the site's own in the schemas: a misspelling of one of either is reported.
 */
const docusaurusFields = [
  'id',
  'title',
  'title_meta',
  'description',
  'keywords',
  'image',
  'slug',
  'tags',
  'draft',
  'unlisted',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_key',
  'sidebar_custom_props',
  'displayed_sidebar',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'hide_title',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'parse_number_prefixes',
  'custom_edit_url',
  'last_update',
  'authors',
  'author',
  'date',
];

/**
 * A field the page does not read but that is a letter or two from one it does ("descripton"): the schema drops
 * unknown fields silently, so without this the writer hears only that "description" is missing, at another line.
 */
function misspeltFields(schema: ZodType, frontMatter: FrontMatter): FrontMatterIssue[] {
  const own = 'shape' in schema ? Object.keys(schema.shape as object) : [];
  const known = [...new Set([...own, ...docusaurusFields])];
  return Object.keys(frontMatter).flatMap((field) => {
    if (known.includes(field)) return [];
    // Letters only: a part of a name ("toc" in "toc_min_heading_level") is a guess, not a typo; and at most one
    // letter in a short name ("age" is not "image").
    const meant = closest(
      field,
      known.filter((name) => !(name in frontMatter)),
    );
    return distance(field, meant) <= Math.min(2, field.length / 2.5) || swapsTwoLetters(field, meant)
      ? [{field: [field], message: `is not a field this page reads: write "${meant}"`}]
      : [];
  });
}

/** Two letters typed the wrong way round ("tgas"): one slip, though an edit distance of two. */
function swapsTwoLetters(typed: string, name: string): boolean {
  if (typed.length !== name.length) return false;
  const differ = [...typed].flatMap((letter, i) => (letter === name[i] ? [] : [i]));
  const [i, j] = differ;
  return differ.length === 2 && j === i! + 1 && typed[i!] === name[j] && typed[j] === name[i!];
}

export interface FrontMatterIssue {
  /** The field, e.g. ['last_update', 'date']; [] for the front matter as a whole. */
  field: (string | number)[];
  /** "is missing: give the page title": what is wrong, then what to write. */
  message: string;
  /** 0-based line inside the front matter, when the rule knows it (impossible dates). */
  line?: number;
}

/** The 1-based line of the first value that opens with `quote` and does not end with it. */
function openQuoteLine(lines: readonly string[], quote: string): number | undefined {
  const index = lines.findIndex((text) => {
    const value = /^\s*(?:- |[\w-]+:\s)\s*(.*)$/.exec(text)?.[1]?.trimEnd() ?? '';
    return value.startsWith(quote) && (value.length === 1 || !value.endsWith(quote));
  });
  return index < 0 ? undefined : index + 1;
}

/**
 * The first YAML syntax error in a front matter block, with its 1-based line inside the block. Checked before the
 * fields: a value with an unquoted colon leaves the fields unread, and "title is missing" would send a writer looking
 * for the wrong mistake.
 */
export function yamlSyntaxIssue(frontMatterText: string): {line: number; what: string; fix: string} | undefined {
  const lineCounter = new LineCounter();
  const error = parseDocument(frontMatterText, {lineCounter}).errors[0];
  if (!error) return undefined;
  // A quoted value left open is reported where the block ends (a writer's trial was sent to the `services:` line):
  // the line given is the one the value opens on.
  const quote = error.code === 'MISSING_CHAR' ? /closing (["'])quote/.exec(error.message)?.[1] : undefined;
  const opened = quote ? openQuoteLine(frontMatterText.split('\n'), quote) : undefined;
  const line = opened ?? error.linePos?.[0].line ?? 1;
  // A writer's trial: <Fact id="..." /> inside a value already in double quotes ends the value at id=".
  const factInQuotes = /:\s*".*<Fact\b[^>]*id="/.test(frontMatterText.split('\n')[line - 1] ?? '');
  return {
    line,
    // Without the YAML library's own "at line 1, column 8", counted from inside the block: the line given is the file's.
    what: `front matter is not valid YAML (${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')})`,
    fix: factInQuotes
      ? `inside a value in "double quotes", write the Fact's id in single quotes: <Fact id='commercial-lvr' />`
      : opened
        ? `end the value with the ${quote} it opens with, on this line`
        : 'put "quotes" around a value that contains a colon, # or starts with a special character, and indent lists with two spaces',
  };
}

/** Every problem with one file's front matter; [] when it is valid or the file has no schema. */
export function frontMatterIssues(
  relativePath: string,
  frontMatter: FrontMatter,
  frontMatterText = '',
): FrontMatterIssue[] {
  const schema = schemaFor(relativePath);
  if (!schema) return [];
  const issues: FrontMatterIssue[] = impossibleDates(frontMatterText).map(({line, value}) => ({
    field: [],
    line,
    message: `date ${value} does not exist: write a real date as YYYY-MM-DD (year, month 01-12, day)`,
  }));
  issues.push(...misspeltFields(schema, frontMatter));
  const result = schema.safeParse(frontMatter);
  if (!result.success) {
    for (const issue of result.error.issues) {
      // A quoted impossible date fails the schema too: report it once, at its line.
      if (issues.length > 0 && issue.message.startsWith('is not a real calendar date')) continue;
      issues.push({field: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message});
    }
  }
  if (relativePath.startsWith(`${contentSections.services.folder}/`)) {
    const slug = path.basename(relativePath).replace(/\.mdx?$/, '');
    if (!(serviceSlugs as readonly string[]).includes(slug)) {
      issues.push({
        field: [],
        message: `file name "${slug}" is not a service slug: name the file after one of the slugs in src/site-map.ts (${serviceSlugs.join(', ')})`,
      });
    }
  }
  return issues;
}

export class FrontMatterError extends Error {}

/**
 * Throws a FrontMatterError naming the line of the first YAML syntax error. docusaurus.config.ts calls it before
 * Docusaurus's own parser, whose error comes with a guess ("try using double quotes") and, once its cache holds the
 * unreadable file, is followed by "title is missing" for fields that are there.
 */
export function throwOnYamlSyntax(filePath: string, fileContent: string, siteDir = process.cwd()): void {
  const {frontMatterText, frontMatterLine} = splitFrontMatter(fileContent);
  const issue = yamlSyntaxIssue(frontMatterText);
  if (!issue) return;
  const relativePath = path.relative(siteDir, filePath).split(path.sep).join('/');
  const line = frontMatterLine + issue.line - 1;
  throw new FrontMatterError(`Invalid front matter in ${relativePath}:\n  - line ${line}: ${issue.what}: ${issue.fix}`);
}

/**
 * Returns the front matter unchanged when it is valid; throws a FrontMatterError naming file and fields otherwise.
 * Its YAML has been read already (throwOnYamlSyntax, in the same hook).
 */
export function validateFrontMatter(
  filePath: string,
  frontMatter: FrontMatter,
  siteDir = process.cwd(),
  fileContent = '',
): FrontMatter {
  const relativePath = path.relative(siteDir, filePath).split(path.sep).join('/');
  const {frontMatterText, frontMatterLine} = splitFrontMatter(fileContent);
  const problems = frontMatterIssues(relativePath, frontMatter, frontMatterText).map((issue) => {
    // A problem with no field (a date that does not exist) says its line, as the content check does.
    const where = issue.line === undefined ? '' : `line ${frontMatterLine + issue.line}: `;
    return where + (issue.field.length > 0 ? `"${issue.field.join('.')}" ${issue.message}` : issue.message);
  });
  if (problems.length > 0) {
    throw new FrontMatterError(`Invalid front matter in ${relativePath}:\n  - ${problems.join('\n  - ')}`);
  }
  return frontMatter;
}
