/**
 * remark-facts: resolves <Fact id="..." /> to its text from the facts register
 * (src/facts/register.ts) while the MDX is compiled, so a registered figure is
 * plain text in the page's HTML and costs no JavaScript. `asAt` writes the
 * figure's as-at date instead: <Fact id="rba-cash-rate" asAt /> -> "3 February 2026".
 *
 * <ServiceTerms service="..." /> becomes its table and dated note the same way
 * (src/facts/serviceTermsMarkdown.ts): imported as a component, it brought the
 * whole register into every service page's JavaScript (about 10 KB gzip).
 * <ServiceDocuments service="..." /> becomes its document lists the same way
 * (src/documents/serviceDocumentsMarkdown.ts): as a component it brought every
 * service's documents into each service page (about 3 KB gzip).
 *
 * An unknown or missing id stops the build with the file and line, the same
 * message the content check prints before the build (src/content/check/rules/facts.ts).
 */
import {factText} from '../../facts/text';
import {nearestName} from '../../content/nearestName';
import {facts, isFactId} from '../../facts/register';
import {serviceTermsNodes} from '../../facts/serviceTermsMarkdown';
import {serviceDocumentsNodes} from '../../documents/serviceDocumentsMarkdown';

interface Point {
  line: number;
  column: number;
}

interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdastNode[];
  position?: {start: Point; end: Point};
}

export interface VFileLike {
  path?: string;
  cwd?: string;
}

function isFactElement(node: MdastNode): boolean {
  return (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'Fact';
}

/** The problem with a <Fact> element's attributes, or its id and whether it asks for the as-at date. */
export function readFactAttributes(node: MdastNode): {id: string; asAt: boolean} | {problem: string} {
  const attributes = node.attributes ?? [];
  const id = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
  const asAt = attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'asAt');
  const unknownAttribute = attributes.find(
    (a) => a.type !== 'mdxJsxAttribute' || !['id', 'asAt'].includes(a.name ?? ''),
  );
  if (unknownAttribute)
    return {problem: `<Fact> takes only id="..." and asAt, not ${unknownAttribute.name ?? 'a spread'}`};
  if (typeof id !== 'string' || id === '') return {problem: '<Fact> needs id="..." written as a plain string'};
  if (!isFactId(id))
    return {
      problem: `<Fact id="${id}">: no such fact in src/facts/data/ (the nearest id is "${nearestName(id, Object.keys(facts))}")`,
    };
  return {id, asAt};
}

/** "docs/guides/x.mdx:12": where a compile error points the writer. */
export function where(file: VFileLike, node: {position?: {start: {line: number}}}): string {
  const name = file.path && file.cwd ? file.path.replace(`${file.cwd}/`, '') : (file.path ?? 'an MDX file');
  return `${name}:${node.position?.start.line ?? 1}`;
}

/** The elements written out as Markdown while the MDX compiles, each from the service="..." it names. */
const serviceElements: Record<string, (service: string) => unknown[] | undefined> = {
  ServiceTerms: serviceTermsNodes,
  ServiceDocuments: serviceDocumentsNodes,
};

function serviceElementName(node: MdastNode): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' || !node.name || !Object.hasOwn(serviceElements, node.name)) return undefined;
  return node.name;
}

function transform(node: MdastNode, file: VFileLike): void {
  if (!node.children) return;
  // A <ServiceTerms /> or <ServiceDocuments /> becomes several blocks: replace it in place.
  node.children = node.children.flatMap((child) => {
    const name = serviceElementName(child);
    if (!name) return [child];
    const service = child.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'service')?.value;
    const nodes = typeof service === 'string' ? serviceElements[name]!(service) : undefined;
    if (!nodes) throw new Error(`${where(file, child)}: <${name}> needs service="..." naming one of the 14 services`);
    return nodes as MdastNode[];
  });
  node.children.forEach((child, i, siblings) => {
    if (!isFactElement(child)) return transform(child, file);
    const read = readFactAttributes(child);
    if ('problem' in read) throw new Error(`${where(file, child)}: ${read.problem}`);
    const text: MdastNode = {type: 'text', value: factText(read.id, read.asAt), position: child.position};
    // A <Fact /> alone on its line is a block in MDX: it becomes a paragraph of its text.
    siblings[i] =
      child.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [text], position: child.position} : text;
  });
}

/** Remark plugin: see the file comment. */
export function remarkFacts() {
  return (tree: MdastNode, file: VFileLike) => transform(tree, file);
}
