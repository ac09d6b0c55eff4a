/**
 * What hydration changes in a part of the page: a MutationObserver is set on
 * `root` as soon as the HTML is parsed (before the deferred scripts run), and its records are read once the page
 * reports it has hydrated. `watch: 'text'` lists rewritten or added/removed
 * text; `watch: 'elements'` lists elements added or removed. Changes inside an element the
 * visitor cannot see (display: none, such as a calculator's print-only summary, which fills in
 * the visitor's own date and address after hydration) repaint nothing and are not listed.
 */
import {expect, type Page} from './fixtures';

interface Options {
  root: string;
  watch: 'text' | 'elements';
}

export async function changesWhileHydrating(page: Page, path: string, options: Options): Promise<string[]> {
  await page.addInitScript(({root, watch}: Options) => {
    const changes: string[] = [];
    (window as unknown as {hydrationChanges: string[]}).hydrationChanges = changes;
    // 'interactive' comes once the HTML is parsed and before the deferred scripts run (DOMContentLoaded
    // comes after them, when React may already be hydrating).
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const target = document.querySelector(root);
      if (!target) return;
      new MutationObserver((records) => {
        for (const record of records) {
          const parent = record.target instanceof Element ? record.target : record.target.parentElement;
          if (parent && !parent.checkVisibility()) continue;
          const nodes = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)];
          if (watch === 'elements') {
            for (const node of nodes.filter((n) => n.nodeType === Node.ELEMENT_NODE))
              changes.push(`${(node as Element).tagName} in ${(record.target as Element).className}`);
          } else if (record.type === 'characterData' || nodes.some((n) => n.nodeType === Node.TEXT_NODE)) {
            changes.push(
              `${record.target.parentElement?.tagName ?? ''}: ${record.target.textContent?.slice(0, 60) ?? ''}`,
            );
          }
        }
      }).observe(target, {childList: true, characterData: watch === 'text', subtree: true});
    });
  }, options);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return page.evaluate(() => (window as unknown as {hydrationChanges: string[]}).hydrationChanges);
}
