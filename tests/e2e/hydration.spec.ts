/**
 * Hydration adopts the HTML as it is: the scripts do not rewrite the text a
 * visitor is already reading. A rewrite repaints the page's largest text
 * block (the browser can count it as a new largest paint) and shows
 * that the HTML and the browser's first render disagree.
 */
import {expect, test} from '@playwright/test';

const pages = ['/', '/about', '/services/bridging-finance', '/tools/bridging-loan-calculator', '/resources/faqs'];

for (const path of pages) {
  test(`hydrating ${path} leaves the text of <main> untouched`, async ({page}) => {
    // Watch <main> from the moment the HTML is parsed until the page reports it has hydrated.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as {textChanges: string[]}).textChanges = changes;
      document.addEventListener('DOMContentLoaded', () => {
        const main = document.querySelector('main');
        if (!main) return;
        new MutationObserver((records) => {
          for (const record of records) {
            const texts = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].filter(
              (node) => node.nodeType === Node.TEXT_NODE,
            );
            if (record.type === 'characterData' || texts.length > 0) {
              changes.push(
                `${record.target.parentElement?.tagName ?? ''}: ${record.target.textContent?.slice(0, 60) ?? ''}`,
              );
            }
          }
        }).observe(main, {childList: true, characterData: true, subtree: true});
      });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const changes = await page.evaluate(() => (window as unknown as {textChanges: string[]}).textChanges);
    expect(changes).toEqual([]);
  });
}
