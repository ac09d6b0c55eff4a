/** src/components/SiteLink/sitePath.ts: which links the site routes itself, and where they go. */
import {followsInApp, opensInNewTab, sitePath} from '../../src/components/SiteLink/sitePath';

const rootBase = (path: string) => path;
const subBase = (path: string) => `/broker${path}`;

describe('sitePath', () => {
  it('keeps a page of the site as written, query and anchor included', () => {
    expect(sitePath('/services/bridging-finance', rootBase)).toBe('/services/bridging-finance');
    expect(sitePath('/resources/glossary#lvr', rootBase)).toBe('/resources/glossary#lvr');
    expect(sitePath('/search?q=caveat', rootBase)).toBe('/search?q=caveat');
    expect(sitePath('/', rootBase)).toBe('/');
  });
  it('drops a trailing slash, as the site is built with trailingSlash: false', () => {
    expect(sitePath('/services/', rootBase)).toBe('/services');
    expect(sitePath('/services/#compare', rootBase)).toBe('/services#compare');
  });
  it('adds the base URL when the site is served from a folder', () => {
    expect(sitePath('/contact', subBase)).toBe('/broker/contact');
  });
  it('leaves other sites, schemes, anchors and relative paths to the browser', () => {
    expect(sitePath('https://asic.gov.au/', rootBase)).toBeUndefined();
    expect(sitePath('//example.com/x', rootBase)).toBeUndefined();
    expect(sitePath('mailto:hello@example.com', rootBase)).toBeUndefined();
    expect(sitePath('tel:1300975707', rootBase)).toBeUndefined();
    expect(sitePath('#main', rootBase)).toBeUndefined();
    expect(sitePath('glossary', rootBase)).toBeUndefined();
    expect(sitePath(undefined, rootBase)).toBeUndefined();
  });
});

describe('followsInApp', () => {
  const plain = {defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false};
  it('routes a plain primary click', () => {
    expect(followsInApp(plain)).toBe(true);
  });
  it('leaves new-tab, new-window, download and middle clicks to the browser', () => {
    expect(followsInApp({...plain, metaKey: true})).toBe(false);
    expect(followsInApp({...plain, ctrlKey: true})).toBe(false);
    expect(followsInApp({...plain, shiftKey: true})).toBe(false);
    expect(followsInApp({...plain, altKey: true})).toBe(false);
    expect(followsInApp({...plain, button: 1})).toBe(false);
  });
  it('leaves a click another handler has taken', () => {
    expect(followsInApp({...plain, defaultPrevented: true})).toBe(false);
  });
});

describe('opensInNewTab', () => {
  it('opens other sites, mail and phone links in a new tab, as Docusaurus does', () => {
    expect(opensInNewTab('https://asic.gov.au/')).toBe(true);
    expect(opensInNewTab('mailto:hello@example.com')).toBe(true);
    expect(opensInNewTab('tel:1300975707')).toBe(true);
    expect(opensInNewTab('//example.com/x')).toBe(true);
  });
  it("keeps the site's own pages and anchors in the tab", () => {
    expect(opensInNewTab('/contact')).toBe(false);
    expect(opensInNewTab('#main')).toBe(false);
    expect(opensInNewTab(undefined)).toBe(false);
  });
});

describe("the build's broken-link check", () => {
  const collected: string[] = [];
  beforeEach(() => collected.splice(0));
  jest.mock('@docusaurus/router', () => ({useHistory: () => ({push: jest.fn(), replace: jest.fn()})}), {virtual: true});
  jest.mock('@docusaurus/useBaseUrl', () => ({useBaseUrlUtils: () => ({withBaseUrl: (path: string) => path})}), {
    virtual: true,
  });
  jest.mock(
    '@docusaurus/useBrokenLinks',
    () => ({
      __esModule: true,
      default: () => ({collectLink: (link: string) => collected.push(link), collectAnchor: jest.fn()}),
    }),
    {virtual: true},
  );
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mocks above */
  const {createElement} = require('react') as typeof import('react');
  const {renderToStaticMarkup} = require('react-dom/server') as typeof import('react-dom/server');
  const SiteLink = require('../../src/components/SiteLink')
    .default as typeof import('../../src/components/SiteLink').default;
  /* eslint-enable @typescript-eslint/no-require-imports */

  it("sees the site's pages and anchors", () => {
    renderToStaticMarkup(createElement(SiteLink, {to: '/contact'}, 'Get a quote'));
    renderToStaticMarkup(createElement(SiteLink, {href: '#costs'}, 'Costs'));
    expect(collected).toEqual(['/contact', '#costs']);
  });

  it('leaves out a file linked beside an article, which MDX marks as Docusaurus does, and writes no mark on the page', () => {
    const html = renderToStaticMarkup(
      createElement(
        SiteLink,
        {href: '/assets/files/checklist-0123abcd.pdf', target: '_blank', 'data-noBrokenLinkCheck': true},
        'Checklist (PDF)',
      ),
    );
    expect(collected).toEqual([]);
    expect(html).toBe('<a target="_blank" href="/assets/files/checklist-0123abcd.pdf">Checklist (PDF)</a>');
  });
});
