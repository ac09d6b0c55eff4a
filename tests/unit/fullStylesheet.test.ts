/** src/client/fullStylesheetLink.ts finds the stylesheet's address in the link the build wrote inside <noscript>. */
import {fullStylesheetHref} from '../../src/client/fullStylesheetLink';

describe('fullStylesheetHref', () => {
  it('reads the address the way the build writes it, minified or not', () => {
    expect(fullStylesheetHref('<link rel=stylesheet href=/assets/css/styles.27504d64.css />')).toBe(
      '/assets/css/styles.27504d64.css',
    );
    expect(fullStylesheetHref('<link rel="stylesheet" href="/assets/css/styles.1.css">')).toBe(
      '/assets/css/styles.1.css',
    );
  });
  it('finds nothing where there is no link (the development server)', () => {
    expect(fullStylesheetHref('')).toBeUndefined();
  });
});
