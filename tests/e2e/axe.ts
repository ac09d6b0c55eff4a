/**
 * The one axe check every spec uses: WCAG 2.0, 2.1 and 2.2 at levels A and AA (the standard /accessibility
 * promises), on the page as it is, returning each violation as "rule: elements" so a failure names both.
 *
 * axe-core (a direct devDependency) runs in the page itself with `axe.run`, injected once per loaded document.
 * @axe-core/playwright's `AxeBuilder.analyze()`, used before, evaluated the
 * 580 KB engine in the page twice on every call, and configured it twice: on a busy two-core machine that was
 * 3 to 9 s of a 5 to 11 s check, paid again at each width of the same page. The rules and their results are
 * the same; `resultTypes: ['violations']` has axe build selectors and HTML snippets only for the failures
 * (axe-core's API documentation, "Performance").
 */
import fs from 'fs';
import type {AxeResults, RunOptions} from 'axe-core';
import type {Page} from './fixtures';
import {FULL_STYLESHEET_ID} from '../../src/client/fullStylesheetLink';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const options: RunOptions = {
  runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
  resultTypes: ['violations'],
};

type WithAxe = Window & {axe?: {run: (context: string | Document, options: RunOptions) => Promise<AxeResults>}};

/** axe's WCAG 2.2 AA violations on the page, or within `include` (a CSS selector) when given. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Every frame, as axe checks inside frames too (the site has none today); a navigation clears it.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => typeof (window as WithAxe).axe?.run === 'function')))
      await frame.evaluate(axeSource);
  }
  // The page at rest. Its full stylesheet (src/client/fullStylesheet.ts) follows the CSS inlined for its first paint:
  // what the scripts add to a page (a shared link's third and fourth loans) takes its colours from it.
  await page.waitForFunction(
    (id) =>
      !document.getElementById(id) ||
      Array.from(document.styleSheets).some((sheet) => /\/assets\/css\/[^/]+\.css$/.test(sheet.href ?? '')),
    FULL_STYLESHEET_ID,
  );
  // A button under the pointer is checked mid-way through its 0.2 s hover transition otherwise
  // (Infima's), in colours no visitor reads (a tapped answer leaves the pointer where the next question's Next lands).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(
    async ({include, options}) => (await (window as WithAxe).axe!.run(include ?? document, options)).violations,
    {include, options},
  );
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
