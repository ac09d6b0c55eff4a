/**
 * MDX mistakes a writer makes, found with the MDX parser itself before the
 * build, and explained in plain words instead of the parser's own message:
 * "<" before a digit, braces in prose, a component the page does not know.
 * Needs ES modules (@mdx-js/mdx): runs under tsx, not inside Jest.
 */
import htmlTags from 'html-tags';
import {readFactAttributes} from '../../../plugins/remark-facts';
import {servicesWithTerms} from '../../../facts/serviceTerms';
import fs from 'fs';
import path from 'path';
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';
import {structureProblems} from './mdxStructure';
import {nearestName} from '../../nearestName';

/** The repository (this file is at src/content/check/rules), whose theme registers the global components. */
const repoRoot = path.resolve(__dirname, '../../../..');

interface ParseError {
  line?: number;
  column?: number;
  ruleId?: string;
  reason?: string;
  message?: string;
}

/** A tag written in the MDX, <Fact /> or <details>, in a paragraph or on lines of its own. */
export const isJsxElement = (node: MdastNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The parser's messages writers meet most, translated. */
export function explainMdxError(error: ParseError, lineText: string): {what: string; fix: string} {
  const reason = error.reason ?? error.message ?? String(error);
  // What the parser read as a tag or code, from its "<" or "{" to where it gave up, so a long paragraph's one sign is
  // found without a hunt: "<$50k in our example)" (a writer's trial).
  const upTo = lineText.slice(0, error.column ?? 0);
  const opened = upTo.slice(Math.max(upTo.lastIndexOf('<'), upTo.lastIndexOf('{')));
  // "<7" stops the parser at once; "<$50k in our example)" only where it gives up on the "tag" later.
  const unexpected = /Unexpected character `(.)`/.exec(reason)?.[1] ?? '';
  // The sign after the "<" where the line shows it ("<$1m" stops at the "."); the parser's character where it does not.
  const afterSign = /^<([\d\s=.$])/.exec(opened)?.[1];
  const character = opened.startsWith('<') ? afterSign : /^[\d\s=.$]$/.test(unexpected) ? unexpected : undefined;
  if (error.ruleId === 'unexpected-character' && character !== undefined) {
    // The figure as she typed it, to the next space ("<10", not the parser's "<1": a writer's trial).
    const typed = /^<[^\s<{})]*/.exec(lineText.slice(upTo.lastIndexOf('<')))?.[0];
    return {
      what: `"${typed && typed.length > 1 ? typed : `<${character}`}" is read as the start of a component`,
      fix: 'write "less than" or "under" (e.g. "under 7 years"), or &lt; for the sign',
    };
  }
  if (/closing quote/.test(reason)) {
    return {
      what: 'a quoted value in a tag is not closed',
      fix: 'end it with its closing quote: <Details summary="The question">',
    };
  }
  if (error.ruleId === 'acorn' || error.ruleId === 'unexpected-eof' || /expression/.test(reason)) {
    return {
      what: 'braces { } in the text are read as code',
      fix: 'write \\{ and \\} to show a brace, or reword; comments are written {/* like this */}',
    };
  }
  if (error.ruleId === 'unexpected-character' && unexpected === '!') {
    return {
      what: 'an HTML comment <!-- --> cannot be used in MDX',
      fix: 'write the note as {/* note */}, or delete it',
    };
  }
  if (/closing tag|end tag|Unexpected closing/i.test(reason)) {
    return {
      what: `a tag is not closed or closed in the wrong place (${reason})`,
      fix: 'close each <Tag> with </Tag>, or write it as <Tag />',
    };
  }
  if (error.ruleId === 'unexpected-character') {
    return {
      what: `"<" or "{" starts something MDX cannot read here${/^[<{]/.test(opened) ? ` ("${opened.slice(0, 40)}")` : ''} (${reason})`,
      fix: 'write "less than" or &lt; for <, and \\{ for a brace',
    };
  }
  return {
    what: `MDX cannot read this line (${reason}) in: ${lineText.trim().slice(0, 60)}`,
    fix: 'see "MDX in plain words" in CONTRIBUTING.md',
  };
}

/** Components every MDX page may use without an import: the theme's and ours (src/theme/MDXComponents.tsx). */
export function globalComponents(): Set<string> {
  // Fact, ServiceTerms and ServiceDocuments are written out while the MDX compiles (src/plugins/remark-facts),
  // so they are in no component map.
  const names = new Set(['Head', 'Details', 'Fact', 'ServiceTerms', 'ServiceDocuments']);
  const ours = path.join(repoRoot, 'src/theme/MDXComponents.tsx');
  if (fs.existsSync(ours)) {
    const registered = /export default \{([\s\S]*?)\};/.exec(fs.readFileSync(ours, 'utf8'))?.[1] ?? '';
    for (const [, name] of registered.matchAll(/^\s*([A-Z]\w*)\s*[,:]/gm)) names.add(name!);
  }
  return names;
}

/** Registered for the remark plugins that write them into every article (src/theme/MDXComponents.tsx), not for writers. */
const writtenByPlugins = new Set(['QuoteCallout', 'RelatedLinks', 'ResponsiveImage']);

/** What a page is told about a tag that names no component it knows, here and in the preview (remark-known-components). */
export function unknownComponent(name: string, known: ReadonlySet<string>): {what: string; fix: string} {
  const forWriters = [...known].filter((component) => !writtenByPlugins.has(component));
  // A writer's trial: <Facts> was answered with the whole list, not the one it was a letter from.
  const nearest = nearestName(name, forWriters, 2);
  return {
    what: `<${name}> is not a component this page knows`,
    fix: `${nearest ? `did you mean <${nearest}>? Otherwise ` : ''}check the spelling (available everywhere: ${forWriters.sort().join(', ')}), import it at the top of the file, or write &lt; if you meant "less than"`,
  };
}

/**
 * What is wrong with a tag, here and in the preview (remark-known-components), or undefined:
 * - a component no import and no theme provides (<Facts id="..." /> for <Fact>);
 * - one of them written with a small letter (<fact id="..." />): React renders an unknown lower-case tag as an empty
 *   element, so the figure or panel would be missing from the published page with nothing said. A lower-case name
 *   the browser knows (<details>, <address>) is its own element, whatever components are imported.
 */
export function componentTagProblem(
  name: string,
  known: ReadonlySet<string>,
  imported: ReadonlySet<string>,
): {what: string; fix: string} | undefined {
  const base = name.split('.')[0]!;
  if (/^[A-Z]/.test(base)) return known.has(base) || imported.has(base) ? undefined : unknownComponent(name, known);
  if ((htmlTags as readonly string[]).includes(name)) return undefined;
  const component = [...known, ...imported].find((c) => c.toLowerCase() === name.toLowerCase());
  return component
    ? {
        what: `<${name}> is <${component}> written with a small letter, and would show nothing`,
        fix: `write <${component}>: a component's name starts with a capital letter`,
      }
    : undefined;
}

/** Names a file brings in with import lines: import A from '...'; import {B, C as D} from '...'. */
export function importedNames(body: string): Set<string> {
  const names = new Set<string>();
  for (const [, clause] of body.matchAll(/^import\s+([\s\S]*?)\s+from\s+['"]/gm)) {
    for (const part of clause!.replace(/[{}]/g, ',').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.replace(/^\*\s*as\s+/, '');
      if (name) names.add(name);
    }
  }
  return names;
}

/** Where an import's module would be: @site/ is the repository, ./ and ../ the file's folder; packages are not checked. */
function importTarget(file: ContentFile, request: string): string | undefined {
  if (request.startsWith('@site/')) return path.join(repoRoot, request.slice('@site/'.length));
  if (request.startsWith('.')) return path.resolve(path.dirname(file.absolutePath), request);
  return undefined;
}

const moduleEndings = ['', '.tsx', '.ts', '.jsx', '.js', '.mdx', '.md', '/index.tsx', '/index.ts', '/index.js'];

/** Import lines whose module does not exist: the build would stop on them without naming the page. */
export function missingImports(file: ContentFile): Problem[] {
  const lines = file.text.split('\n');
  return lines.flatMap((text, i) => {
    const request = /^import\s[\s\S]*?\sfrom\s+['"]([^'"]+)['"]/.exec(text)?.[1];
    const target = request && importTarget(file, request);
    if (!target || moduleEndings.some((ending) => fs.existsSync(target + ending))) return [];
    return [
      {
        file: file.relativePath,
        line: i + 1,
        what: `imports ${request}, which does not exist`,
        fix: 'check the spelling against the files in src/components/ (e.g. @site/src/components/diagrams/LvrDiagram), or remove the import and the tag that uses it',
      },
    ];
  });
}

/** The value of a tag's plain attribute (service="x"), or undefined. */
function attribute(node: MdastNode, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

export interface MdastNode {
  attributes?: {name?: string; value?: unknown}[];
  type: string;
  name?: string | null;
  value?: string;
  /** A heading's level. */
  depth?: number;
  position?: {start: {line: number}};
  children?: MdastNode[];
}

export function walk(node: MdastNode, visit: (node: MdastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

export async function checkMdxSyntax(files: readonly ContentFile[]): Promise<Problem[]> {
  const {createProcessor} = await import('@mdx-js/mdx');
  const processor = createProcessor({format: 'mdx'});
  const known = globalComponents();
  const problems: Problem[] = [];
  for (const file of files.filter((f) => f.relativePath.endsWith('.mdx'))) {
    // Blank out the front matter, keeping its lines, so the parser's line numbers are the file's.
    const source = '\n'.repeat(file.bodyLine - 1) + file.body;
    const lines = file.text.split('\n');
    let tree: MdastNode;
    try {
      tree = processor.parse(source) as unknown as MdastNode;
    } catch (error) {
      const parseError = error as ParseError;
      // An unclosed tag's error has no line of its own, only the tag's place in its text: "(19:1-19:54)".
      const placeInReason = Number(/\((\d+):\d+-\d+:\d+\)/.exec(parseError.reason ?? '')?.[1]);
      // A quote left open runs to the end of the file, where the parser stops: name the last line with a lone quote.
      const openQuote = /closing quote/.test(parseError.reason ?? '')
        ? lines.map((text) => (text.match(/"/g)?.length ?? 0) % 2 === 1).lastIndexOf(true) + 1
        : 0;
      const line = openQuote || (parseError.line ?? (placeInReason || file.bodyLine));
      const {what, fix} = explainMdxError(parseError, lines[line - 1] ?? '');
      // The parser stops at the first mistake, so the file's tags and facts are checked once it reads.
      const rest = "then run the check again: the rest of this file's MDX is checked once it reads";
      problems.push({file: file.relativePath, line, what, fix: `${fix}; ${rest}`});
      continue;
    }
    const imported = importedNames(file.body);
    problems.push(...missingImports(file), ...structureProblems(tree, file));
    walk(tree, (node) => {
      const line = node.position?.start.line ?? file.bodyLine;
      const tagProblem = isJsxElement(node) && node.name ? componentTagProblem(node.name, known, imported) : undefined;
      if (tagProblem) problems.push({file: file.relativePath, line, ...tagProblem});
      if (isJsxElement(node) && node.name && /^[A-Z]/.test(node.name)) {
        if (node.name === 'Fact') {
          const read = readFactAttributes(node as Parameters<typeof readFactAttributes>[0]);
          if ('problem' in read)
            problems.push({
              file: file.relativePath,
              line,
              what: read.problem,
              fix: 'use an id from docs-dev/FACT-IDS.md (what each shows and its date); a figure not listed there is added by a developer (docs-dev/FACTS.md)',
            });
        }
        if (node.name === 'ServiceTerms') {
          const service = attribute(node, 'service');
          if (!service || !(servicesWithTerms as string[]).includes(service))
            problems.push({
              file: file.relativePath,
              line,
              what: `<ServiceTerms service="${service ?? ''}" /> names no service`,
              fix: `name one of the ${servicesWithTerms.length} services: ${[...servicesWithTerms].sort().join(', ')}`,
            });
        }
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const code = (node.value ?? '').replace(/\/\*[\s\S]*?\*\//g, '').trim();
        const identifier = /^[A-Za-z_$][\w$]*/.exec(code)?.[0];
        if (code !== '' && !(identifier && imported.has(identifier))) {
          problems.push({
            file: file.relativePath,
            line,
            what: `{${code.slice(0, 30)}} in the text is read as code`,
            fix: 'write \\{ and \\} to show braces, or reword; comments are written {/* like this */}',
          });
        }
      }
    });
  }
  return problems;
}
