/**
 * The server's own pages (answers to forms posted without JavaScript) borrow the built not-found page's
 * header, footer and stylesheet, and run no script.
 */
import type {SiteFiles} from '../../../server/static/siteFiles';
import {createPageShell} from '../../../server/enquiries/pageShell';

const built404 =
  '<!doctype html><html lang=en-AU><head><title>Page Not Found</title><style>.x{color:red}</style>' +
  '<script src=/assets/js/main.abc123.js defer></script></head><body><header><a href=/>Home</a></header>' +
  '<main class=x><h1>Page Not Found</h1></main><footer>Footer</footer>' +
  '<noscript id=full-stylesheet><link rel=stylesheet href=/assets/css/styles.abc123.css /></noscript>' +
  '<script src=/assets/js/404.abc123.js defer></script></body></html>';

const site = {notFoundPage: {identity: {body: Buffer.from(built404)}}} as unknown as SiteFiles;

describe('the page shell', () => {
  const html = createPageShell(site, 'Harbourline')('Quote request received', '<p>Thank you</p>');

  it('links the full stylesheet directly: the page has no script to add it', () => {
    expect(html).toContain('<link rel=stylesheet href=/assets/css/styles.abc123.css />');
    expect(html).not.toContain('<noscript');
  });

  it("keeps the site's header, inlined CSS and footer around the new content, without scripts", () => {
    expect(html).toContain('<style>.x{color:red}</style>');
    expect(html).toContain('<header><a href=/>Home</a></header>');
    expect(html).toContain('<main id="main" class="hcf-page"><p>Thank you</p></main><footer>Footer</footer>');
    expect(html).toContain('<title>Quote request received | Harbourline</title>');
    expect(html).not.toMatch(/<script\b/);
  });
});
