/**
 * The Markdown an FAQ answer may hold, read the way the site's MDX pages read
 * it: [links](/resources/guides/x), **strong** and *emphasis* (or _emphasis_).
 * Answers live in front matter, which Docusaurus hands over as plain strings,
 * so without this a link is published as its raw brackets.
 *
 * Hand-written rather than a Markdown library: it runs in every visitor's
 * browser on the FAQ and service pages, and three inline forms need a few
 * lines where a full parser would add tens of kilobytes to those pages.
 */
export type InlineNode =
  string | {kind: 'link'; href: string; children: InlineNode[]} | {kind: 'strong' | 'em'; children: InlineNode[]};

const inlineToken =
  /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(?=\S)(.+?)\*\*|(?<![\w*])\*(?=[^\s*])(.+?)\*(?![\w*])|(?<!\w)_(?=\S)(.+?)_(?!\w)/g;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlineToken)) {
    const [whole, label, href, strong, star, underscore] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    if (label !== undefined && href !== undefined) nodes.push({kind: 'link', href, children: parseInline(label)});
    else if (strong !== undefined) nodes.push({kind: 'strong', children: parseInline(strong)});
    else nodes.push({kind: 'em', children: parseInline(star ?? underscore ?? '')});
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The words alone, as a search engine's copy of the answer (structured data) should read them. */
export function plainText(nodes: readonly InlineNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : plainText(node.children))).join('');
}
