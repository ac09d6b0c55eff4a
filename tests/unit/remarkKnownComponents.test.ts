import {remarkKnownComponents} from '../../src/plugins/remark-known-components';

const file = {path: '/site/docs/guides/x.mdx', cwd: '/site'};
const tag = (name: string, line: number) => ({type: 'mdxJsxFlowElement', name, position: {start: {line}}});

describe('a tag naming no component the page knows', () => {
  it('stops the compile with the file, the line and the content check’s words', () => {
    const tree = {type: 'root', children: [tag('Fact', 3), tag('Facts', 9)]};
    expect(() => remarkKnownComponents()(tree, file)).toThrow(
      /^docs\/guides\/x\.mdx:9: <Facts> is not a component this page knows: did you mean <Fact>\? Otherwise check the spelling \(available everywhere: .*Fact,/,
    );
  });

  // A writer's trial: the list named QuoteCallout and RelatedLinks, which the site writes into articles itself.
  it('lists only the components writers add', () => {
    const tree = {type: 'root', children: [tag('Callout', 5)]};
    expect(() => remarkKnownComponents()(tree, file)).toThrow(
      /available everywhere: CreditScope, Details, Fact, Head, ServiceDocuments, ServiceTerms\)/,
    );
  });

  it('stops at a component written with a small letter, which would publish an empty element', () => {
    const tree = {type: 'root', children: [tag('fact', 4)]};
    expect(() => remarkKnownComponents()(tree, file)).toThrow(
      'docs/guides/x.mdx:4: <fact> is <Fact> written with a small letter, and would show nothing: write <Fact>',
    );
    const imported = {type: 'mdxjsEsm', value: "import {Phone} from '@site/src/components/BusinessFact';"};
    expect(() => remarkKnownComponents()({type: 'root', children: [imported, tag('phone', 6)]}, file)).toThrow(
      'docs/guides/x.mdx:6: <phone> is <Phone> written with a small letter',
    );
  });

  it('passes the theme’s components, the page’s own imports and lower-case HTML', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'mdxjsEsm', value: "import {Phone} from '@site/src/components/BusinessFact';"},
        tag('CreditScope', 2),
        tag('Details', 3),
        tag('Phone', 4),
        tag('details', 5),
        // The browser's own element, though the page imports a component of the same name.
        {type: 'mdxjsEsm', value: "import {Address} from '@site/src/components/BusinessFact';"},
        tag('address', 6),
      ],
    };
    expect(() => remarkKnownComponents()(tree, file)).not.toThrow();
  });
});
