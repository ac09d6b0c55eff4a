/**
 * The one axe check every spec uses: WCAG 2.0, 2.1 and 2.2 at levels A and AA (the standard /accessibility
 * promises), on the page as it is, returning each violation as "rule: elements" so a failure names both.
 *
 * Two settings make the same check cheaper (axe-core's API documentation, "Performance"):
 * - `resultTypes: ['violations']`: axe still runs every rule on every element, but builds selectors and
 *   HTML snippets only for the failures, not for the thousands of passing elements of a long page.
 * - legacy mode: axe runs in the page itself with `axe.run`, instead of running in parts and opening a
 *   second, blank page to assemble the parts (needed only to test cross-origin iframes; the site has none).
 *   In parts, axe builds a selector for every element it checked, passing or not, before `resultTypes`
 *   applies, and copies them all to that second page.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA violations on the page, or within `include` (a CSS selector) when given. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // `options` replaces every option set before it (the tags too), so it comes first.
  let builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_22_AA)
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
