/**
 * A service page carries only its own data: its document lists are written
 * into its Markdown at build time, and its side data is one file per service
 * that its MDX exports (src/plugins/remark-service-page).
 */
import {remarkFacts} from '../../src/plugins/remark-facts';
import {remarkServicePage, servicePageDataModule} from '../../src/plugins/remark-service-page';
import {serviceDocuments} from '../../src/documents/serviceDocuments';

interface Node {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  depth?: number;
  attributes?: {type: string; name: string; value: string}[];
  children?: Node[];
  data?: {estree?: {body: {type: string; source: {value: string}; specifiers: {exported: {name: string}}[]}[]}};
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const all = (node: Node, type: string): Node[] => [
  ...(node.type === type ? [node] : []),
  ...(node.children ?? []).flatMap((child) => all(child, type)),
];

function documentsTree(service: string): Node {
  return {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'ServiceDocuments',
        attributes: [{type: 'mdxJsxAttribute', name: 'service', value: service}],
        children: [],
      },
    ],
  };
}

describe('<ServiceDocuments service="..." /> written out while the MDX compiles', () => {
  it('becomes a heading and a list per group, glossary links and the readiness check link, for that service only', () => {
    const tree = documentsTree('bridging-finance');
    remarkFacts()(tree as never, {path: '/site/docs/services/bridging-finance.mdx', cwd: '/site'});
    const groups = serviceDocuments['bridging-finance'];
    expect(all(tree, 'heading').map(textOf)).toEqual(groups.map((g) => g.title));
    const items = all(tree, 'listItem').map(textOf);
    expect(items).toEqual(groups.flatMap((g) => g.items.map((i) => i.text)));
    const links = all(tree, 'link').map((l) => l.url);
    // With the page's purpose answered, as its "At a glance" link (a developer's trial).
    expect(links).toContain('/tools/loan-readiness-check?purpose=bridge');
    const glossary = groups.flatMap((g) => g.items).filter((i) => i.glossary);
    for (const item of glossary) expect(links).toContain(`/resources/glossary#${item.glossary}`);
    // Nothing from another service's list.
    const other = serviceDocuments['equipment-finance'].flatMap((g) => g.items.map((i) => i.text));
    expect(other.filter((text) => !items.includes(text)).length).toBeGreaterThan(0);
    expect(all(tree, 'mdxJsxFlowElement')).toHaveLength(0);
  });

  it('links only the glossary term within an item, not the whole item', () => {
    const tree = documentsTree('bridging-finance');
    remarkFacts()(tree as never, {path: '/site/docs/services/bridging-finance.mdx', cwd: '/site'});
    const item = all(tree, 'listItem').find((li) => textOf(li) === 'A valuation of both properties')!;
    const links = all(item, 'link');
    expect(links.map((l) => [textOf(l), l.url])).toEqual([['valuation', '/resources/glossary#valuation']]);
    expect(all(item, 'paragraph')[0]!.children!.map((n) => n.value ?? `[${textOf(n)}]`)).toEqual([
      'A ',
      '[valuation]',
      ' of both properties',
    ]);
  });

  it('stops the build, naming the file, for a service that does not exist', () => {
    expect(() =>
      remarkFacts()(documentsTree('no-such-service') as never, {path: '/site/docs/services/x.mdx', cwd: '/site'}),
    ).toThrow(/docs\/services\/x\.mdx:1: <ServiceDocuments> needs service="..."/);
  });
});

describe('remark-service-page', () => {
  it("exports the service's own data file, named after the MDX file, as servicePage", () => {
    const tree: Node = {type: 'root', children: []};
    remarkServicePage()(tree as never, {path: '/site/docs/services/asset-finance.mdx'});
    const [esm] = tree.children!;
    const source = '@generated/content-index/default/service-pages/asset-finance.json';
    expect(servicePageDataModule('/site/docs/services/asset-finance.mdx')).toBe(source);
    expect(esm!.type).toBe('mdxjsEsm');
    expect(esm!.value).toBe(`export {default as servicePage} from '${source}';`);
    const declaration = esm!.data!.estree!.body[0]!;
    expect(declaration.type).toBe('ExportNamedDeclaration');
    expect(declaration.source.value).toBe(source);
    expect(declaration.specifiers[0]!.exported.name).toBe('servicePage');
  });
});
