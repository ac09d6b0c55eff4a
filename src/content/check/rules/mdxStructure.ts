/**
 * What MDX reads but the page does not show as the writer meant: a heading that skips a level or is a second title
 * (screen readers move through a page by heading level, and the table of contents is built from ## and ###), and a
 * :::note callout, which this site's MDX components leave out (src/theme/MDXComponents.tsx), so it reads as text.
 * Only the article's own top-level blocks: headings inside a component are the component's.
 */
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';
import type {MdastNode} from './mdxSyntax';

const hashes = (depth: number) => '#'.repeat(depth);

export function structureProblems(tree: MdastNode, file: ContentFile): Problem[] {
  const problems: Problem[] = [];
  const add = (node: MdastNode, what: string, fix: string) =>
    problems.push({file: file.relativePath, line: node.position?.start.line ?? file.bodyLine, what, fix});
  // The title in the front matter is the page's one level-1 heading.
  let level = 1;
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && node.depth) {
      if (node.depth === 1)
        add(node, 'a `#` heading is a second page title', 'the title is the front matter’s: write `##`');
      else if (node.depth > level + 1)
        add(
          node,
          `\`${hashes(node.depth)}\` follows \`${hashes(level)}\`, skipping a level`,
          `write \`${hashes(level + 1)}\``,
        );
      level = node.depth;
    }
    const first = node.type === 'paragraph' ? node.children?.[0] : undefined;
    if (first?.type === 'text' && /^:::\s*[a-z]/i.test(first.value ?? ''))
      add(
        node,
        'a `:::` callout is not shown as a box on this site: it reads as plain text with the colons',
        'write it as a sentence, or fold the detail into <Details summary="The question">The answer</Details>',
      );
  }
  return problems;
}
