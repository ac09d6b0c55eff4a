/** src/components/Icons/Glyph.tsx writes a Lucide icon's shapes as SVG markup inside one <svg>. */
import {renderToStaticMarkup} from 'react-dom/server';
import Glyph, {shapesMarkup} from '../../src/components/Icons/Glyph';

describe('shapesMarkup', () => {
  it('writes each shape as a self-closing element with its attributes in order', () => {
    expect(
      shapesMarkup([
        ['path', {d: 'M2 12h20'}],
        ['circle', {cx: 12, cy: 12, r: 10}],
      ]),
    ).toBe('<path d="M2 12h20"/><circle cx="12" cy="12" r="10"/>');
  });

  it('escapes what would end an attribute or start a tag, and leaves out attributes without a value', () => {
    expect(shapesMarkup([['text', {class: 'a"b<c>&d', id: undefined}]])).toBe(
      '<text class="a&quot;b&lt;c&gt;&amp;d"/>',
    );
  });
});

describe('Glyph', () => {
  it('is one decorative 24 px outline <svg> holding the shapes', () => {
    const markup = renderToStaticMarkup(<Glyph icon={[['path', {d: 'M4 6h16'}]]} />);
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M4 6h16"/></svg>',
    );
  });
});
