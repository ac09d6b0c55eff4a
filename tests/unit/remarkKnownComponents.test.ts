import {remarkKnownComponents} from '../../src/plugins/remark-known-components';

const file = {path: '/site/docs/guides/x.mdx', cwd: '/site'};
const tag = (name: string, line: number) => ({type: 'mdxJsxFlowElement', name, position: {start: {line}}});

describe('a tag naming no component the page knows', () => {
  it('stops the compile with the file, the line and the content check’s words', () => {
    const tree = {type: 'root', children: [tag('Fact', 3), tag('Facts', 9)]};
    expect(() => remarkKnownComponents()(tree, file)).toThrow(
      /^docs\/guides\/x\.mdx:9: <Facts> is not a component this page knows: check the spelling \(available everywhere: .*Fact,/,
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
      ],
    };
    expect(() => remarkKnownComponents()(tree, file)).not.toThrow();
  });
});
