/**
 * The checks scripts/inline-critical-css.mjs makes on what Docusaurus and
 * Beasties wrote, so that a change in either stops the build instead of
 * publishing pages without their first-paint CSS or with broken requests.
 */

/** The page's stylesheet link, which the build moves into a <noscript>; throws when the page names it another way. */
export function stylesheetLink(html: string): string {
  const link = html.match(/<link rel="?stylesheet"?[^>]*>/)?.[0];
  if (!link) throw new Error('[critical-css] a page names a stylesheet, but not as <link rel=stylesheet ...>');
  return link;
}

/**
 * Beasties resolves url() against the stylesheet's folder, and reads a data: URI with escaped quotes in it
 * (Infima's breadcrumb, menu and search icons, all custom properties) as a relative path:
 * url(/assets/css/"data:...), a request that fails. No rule the site uses reads those properties, so the broken
 * values are inert (the full stylesheet, added later, declares them correctly); a page whose inlined CSS starts
 * to read one stops the build here, with the property named.
 */
export function assertNoBrokenDataUriRead(css: string): void {
  for (const [, name] of css.matchAll(/(--[\w-]+):\s*url\(\/[^)"']*["']data:/g)) {
    if (css.includes(`var(${name}`))
      throw new Error(`[critical-css] the inlined CSS reads ${name}, whose data: URI Beasties rewrote as a path`);
  }
  const outsideCustomProperty = css.replace(/--[\w-]+:[^;}]*/g, '').match(/url\(\/[^)"']*["']data:/);
  if (outsideCustomProperty)
    throw new Error(
      `[critical-css] a data: URI in the inlined CSS was rewritten as a path (${outsideCustomProperty[0]}...)`,
    );
}

/** css-select's compiler and css-what's parser: the copies Beasties uses (it may need other versions than the project). */
export interface SelectorEngine {
  compile: (selector: string) => (element: DomNode) => boolean;
  parse: (selector: string) => Token[][];
}
interface Token {
  type: string;
  name?: string;
  action?: string;
  value?: string;
}
export interface DomNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}
type Kind = 'tag' | 'class' | 'id';
type Requirement = {kind: Kind; name: string};
interface Parsed {
  /** Each comma-separated part's tag names, classes and ids, and the one its last element must have. */
  parts: {required: Requirement[]; key?: Requirement}[];
  /** The selector compiled once for all pages. */
  compiled: (element: DomNode) => boolean;
}

const combinators = new Set(['child', 'parent', 'sibling', 'adjacent', 'descendant', 'column-combinator']);
const isElement = (node: DomNode) => node.type === 'tag' || node.type === 'script' || node.type === 'style';

function requirement(token: Token): Requirement[] {
  if (token.type === 'tag') return [{kind: 'tag', name: token.name!.toLowerCase()}];
  if (token.type === 'attribute' && token.name === 'class' && token.action === 'element')
    return [{kind: 'class', name: token.value!.toLowerCase()}];
  if (token.type === 'attribute' && token.name === 'id' && token.action === 'equals')
    return [{kind: 'id', name: token.value!.toLowerCase()}];
  return [];
}

const parsedSelectors = new WeakMap<SelectorEngine, Map<string, Parsed | null>>();
/** The selector parsed and compiled, or null when Beasties should answer (see fasterExists). */
function parse(engine: SelectorEngine, selector: string): Parsed | null {
  if (!parsedSelectors.has(engine)) parsedSelectors.set(engine, new Map());
  const cache = parsedSelectors.get(engine)!;
  if (cache.has(selector)) return cache.get(selector)!;
  let parsed: Parsed | null = null;
  try {
    const tokens = engine.parse(selector);
    const simple = tokens.every((part) => part.length === 1);
    const relative = tokens.some((part) => combinators.has(part[0]?.type ?? ''));
    if (!simple && !relative && !/:scope/i.test(selector))
      parsed = {
        parts: tokens.map((part) => {
          const last = part
            .slice(part.map((token) => combinators.has(token.type)).lastIndexOf(true) + 1)
            .flatMap(requirement);
          const key = ['id', 'class', 'tag'].map((kind) => last.find((r) => r.kind === kind)).find(Boolean);
          return {required: part.flatMap(requirement), key};
        }),
        compiled: engine.compile(selector),
      };
  } catch {
    // Beasties reports the selectors it cannot parse: it gets this one.
  }
  cache.set(selector, parsed);
  return parsed;
}

/** A page's elements by lower-cased tag name, class and id (a necessary condition: a name absent in any case is absent). */
class PageIndex {
  readonly all: DomNode[] = [];
  /** Every name on the root element and its descendants. */
  private readonly names = new Map<string, DomNode[]>();
  /** The same for the elements css-select tests: the root's descendants, not those inside a <template>. */
  private readonly elements = new Map<string, DomNode[]>();

  constructor(root: DomNode) {
    const visit = (node: DomNode, tested: boolean) => {
      if (isElement(node)) {
        const keys = [`tag ${node.name!.toLowerCase()}`];
        for (const name of (node.attribs!.class ?? '').toLowerCase().split(/\s+/)) keys.push(`class ${name}`);
        if (node.attribs!.id !== undefined) keys.push(`id ${node.attribs!.id.trim().toLowerCase()}`);
        for (const key of keys) {
          if (!this.names.has(key)) this.names.set(key, []);
          if (tested) {
            if (!this.elements.has(key)) this.elements.set(key, []);
            this.elements.get(key)!.push(node);
          }
        }
        if (tested) this.all.push(node);
      }
      // css-select tests the root's descendants, and does not look inside a <template>.
      const testChildren = isElement(node) && (tested || node === root) && node.name !== 'template';
      for (const child of node.children ?? []) visit(child, testChildren);
    };
    visit(root, false);
  }

  has({kind, name}: Requirement): boolean {
    return this.names.has(`${kind} ${name}`);
  }

  /** The elements that can be the last element of a selector part with this key. */
  candidates(key: Requirement | undefined): DomNode[] {
    return key ? (this.elements.get(`${key.kind} ${key.name}`) ?? []) : this.all;
  }
}

/**
 * A faster Element#exists for Beasties, which tests each selector of the stylesheet against each page (most of the
 * critical-CSS step's time), with the same answers. Beasties gives css-select the selector as text, which compiles it
 * again for every page, then walks the whole page. Here a selector is compiled once for all pages, a part naming a tag,
 * class or id no element has is ruled out in one lookup each, and only the elements that have the name its last
 * element needs are tested. Selectors of one token a part (Beasties answers `.a` and `#a` from its own lookups), those
 * starting with a combinator (css-select reads them relative to the page), and those css-select cannot compile (which
 * Beasties reports) are left to Beasties.
 */
export function fasterExists(
  engine: SelectorEngine,
  original: (selector: string) => boolean,
  root: DomNode,
): (selector: string) => boolean {
  const page = new PageIndex(root);
  return function exists(this: DomNode, selector) {
    const parsed = parse(engine, selector);
    if (!parsed) return original.call(this, selector);
    return parsed.parts.some(
      (part) =>
        part.required.every((name) => page.has(name)) &&
        page.candidates(part.key).some((element) => parsed.compiled(element)),
    );
  };
}
