/**
 * Hydration adopts the HTML as it is: the scripts do not rewrite the text a
 * visitor is already reading. A rewrite repaints the page's largest text
 * block (the browser can count it as a new largest paint) and shows
 * that the HTML and the browser's first render disagree.
 */
import {expect, test} from './fixtures';
import {changesWhileHydrating} from './hydrationWatch';

const pages = ['/', '/about', '/services/bridging-finance', '/tools/bridging-loan-calculator', '/resources/faqs'];

for (const path of pages) {
  test(`hydrating ${path} leaves the text of <main> untouched`, async ({page}) => {
    // Watch <main> from the moment the HTML is parsed until the page reports it has hydrated.
    const changes = await changesWhileHydrating(page, path, {root: 'main', watch: 'text'});
    expect(changes).toEqual([]);
  });
}
