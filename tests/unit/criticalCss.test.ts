/** What the critical-CSS step checks before it rewrites a page (scripts/lib/criticalCss.ts): a surprise stops the build. */
import {_compileUnsafe as compile, selectOne} from 'css-select';
import {parse} from 'css-what';
import {parseDocument} from 'htmlparser2';
import {
  assertNoBrokenDataUriRead,
  fasterExists,
  stylesheetLink,
  type DomNode,
  type SelectorEngine,
} from '../../scripts/lib/criticalCss';

describe('the critical-CSS step', () => {
  it('finds the stylesheet link Docusaurus writes, and stops the build when it is written another way', () => {
    const link = '<link rel="stylesheet" href="/assets/css/styles.0a1b2c3d.css">';
    expect(stylesheetLink(`<head><meta charset="utf-8">${link}</head>`)).toBe(link);
    expect(() => stylesheetLink('<head><link href="/assets/css/styles.css" rel="stylesheet"></head>')).toThrow(
      /\[critical-css\] a page names a stylesheet, but not as <link rel=stylesheet/,
    );
  });

  it('lets through a data: URI Beasties broke in a custom property nothing reads, and stops one a rule reads', () => {
    const broken = `:root{--ifm-menu-link-sublist-icon:url(/assets/css/"data:image/svg+xml;utf8,<svg/>")}`;
    expect(() => assertNoBrokenDataUriRead(`${broken}.menu{color:red}`)).not.toThrow();
    expect(() => assertNoBrokenDataUriRead(`${broken}.menu{background:var(--ifm-menu-link-sublist-icon)}`)).toThrow(
      /reads --ifm-menu-link-sublist-icon, whose data: URI Beasties rewrote as a path/,
    );
    expect(() =>
      assertNoBrokenDataUriRead(`.menu{background:url(/assets/css/"data:image/svg+xml;utf8,<svg/>")}`),
    ).toThrow(/a data: URI in the inlined CSS was rewritten as a path/);
  });
});

describe('the critical-CSS step’s selector test (fasterExists)', () => {
  // The project's CommonJS copies (Jest loads no ES module from node_modules); the build uses Beasties' own, which
  // unlike these do not look inside a <template> (no page has one): comparing the build's pages covers that.
  const document = parseDocument(
    `<!doctype html><html data-theme="light"><head><title>t</title></head><body>
      <nav class="navbar  navbar--fixed"><a class="Brand" href="/">H</a><ul><li class="item"><a href="/x">x</a></li></ul></nav>
      <main id="Main"><h1>Title</h1><p class="lead">Text</p><p>More</p></main>
    </body></html>`,
  );
  const html = document.children.find((node) => 'name' in node && node.name === 'html') as DomNode;
  // Beasties' own answer: css-select given the selector as text, searching under the page's root element.
  const beasties = (selector: string) => !!selectOne(selector, html);
  const exists = fasterExists({compile, parse} as SelectorEngine, beasties, html);

  it.each([
    ['.navbar a.Brand', true],
    ['.navbar a.brand', false],
    ['nav > ul > li.item a', true],
    ['.navbar .lead', false],
    ['main h1 + p.lead', true],
    ['main h1 ~ p', true],
    ['p + h1', false],
    ['html[data-theme=light] main p', true],
    ['html[data-theme=dark] main p', false],
    ['body #Main .lead', true],
    ['#main .lead', false],
    ['.navbar, .missing', true],
    ['.missing p, .also-missing', false],
    ['[href="/x"]', true],
    ['ul a[href]', true],
  ])('answers %s as css-select does (%s)', (selector, expected) => {
    expect(beasties(selector)).toBe(expected);
    expect(exists.call(html, selector)).toBe(expected);
  });
});
