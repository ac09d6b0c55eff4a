/**
 * Front matter against the schemas the build uses (src/content/frontMatter.ts),
 * reported at the line of the field, or of its parent when it is missing.
 */
import {isMap, isSeq, LineCounter, parseDocument, type Node} from 'yaml';
import {nearestName} from '../../nearestName';
import {contentSections} from '../../sections';
import {frontMatterIssues, yamlSyntaxIssue} from '../../validateFrontMatter';
import {tagIds, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

/** Line (0-based, inside the YAML) of the deepest part of `field` that exists. */
export function lineOfField(yamlText: string, field: readonly (string | number)[]): number {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, {lineCounter});
  let node: unknown = doc.contents;
  let offset = 0;
  for (const key of field) {
    if (!isMap(node) && !isSeq(node)) break;
    const pair = isMap(node) ? node.items.find((p) => (p.key as {value?: unknown})?.value === key) : undefined;
    const next: unknown = isMap(node) ? pair?.value : node.items[key as number];
    const at = (pair?.key as Node | undefined)?.range?.[0] ?? (next as Node | undefined)?.range?.[0];
    if (at === undefined) break;
    offset = at;
    node = next;
  }
  return lineCounter.linePos(offset).line - 1;
}

/** "is missing: give the page title" -> what and fix; a message without a colon gets a pointer to the guide. */
function split(message: string): {what: string; fix: string} {
  const at = message.indexOf(': ');
  return at === -1
    ? {what: message, fix: 'see "Front matter" in CONTRIBUTING.md'}
    : {what: message.slice(0, at), fix: message.slice(at + 2)};
}

const blogSections = [contentSections.caseStudies, contentSections.insights];

/**
 * A post's tags that its section's tags.yml does not define: the build stops on them (docusaurus.config.ts), so
 * the check names them first, at their line, with the tags there are.
 */
function unknownTags(file: ContentFile, siteDir: string): Problem[] {
  const section = blogSections.find(({folder}) => file.relativePath.startsWith(`${folder}/`));
  const tags = file.data.tags;
  const defined = section && tagIds(siteDir, section.folder);
  if (!defined || !Array.isArray(tags)) return [];
  return tags.flatMap((tag: unknown, index) => {
    if (typeof tag !== 'string' || defined.includes(tag)) return [];
    const nearest = nearestName(tag, defined, 3);
    return {
      file: file.relativePath,
      line: file.frontMatterLine + lineOfField(file.frontMatterText, ['tags', index]),
      what: `front matter tag "${tag}" is not one of ${section!.folder}/tags.yml`,
      // Insights' topics are the writers' (CONTRIBUTING.md, Market insight); case studies' tags are the services.
      fix: `${nearest ? `did you mean "${nearest}"? ` : ''}use one of ${defined.join(', ')}${section === contentSections.insights ? ', or add it to tags.yml with its label and description (CONTRIBUTING.md, Market insight)' : ' (a case study is tagged with its services)'}`,
    };
  });
}

export function checkFrontMatter(file: ContentFile, siteDir?: string): Problem[] {
  if (file.text.trimStart().startsWith('---') && file.frontMatterText === '' && !/^---\r?\n---/.test(file.text)) {
    return [
      {
        file: file.relativePath,
        line: 1,
        what: 'front matter is not closed',
        fix: 'end it with a line of three dashes (---)',
      },
    ];
  }
  const yamlIssue = yamlSyntaxIssue(file.frontMatterText);
  if (yamlIssue) {
    const {line, what, fix} = yamlIssue;
    return [{file: file.relativePath, line: file.frontMatterLine + line - 1, what, fix}];
  }

  const tagProblems = siteDir ? unknownTags(file, siteDir) : [];
  const schemaProblems = frontMatterIssues(file.relativePath, file.data, file.frontMatterText).map((issue) => {
    const {what, fix} = split(issue.message);
    const line = issue.line ?? lineOfField(file.frontMatterText, issue.field);
    return {
      file: file.relativePath,
      line: file.frontMatterLine + line,
      what: issue.field.length > 0 ? `front matter "${issue.field.join('.')}" ${what}` : `front matter: ${what}`,
      fix,
    };
  });
  return [...schemaProblems, ...tagProblems];
}
