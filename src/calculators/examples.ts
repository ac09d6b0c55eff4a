/**
 * A calculator's worked example, for the hero of the service page it leads (its first `calculators:` entry): the
 * `example()` of its folder's example.ts, one line from its opening figures (`opening`, which its fields read too)
 * through its own maths. Build time only (the content-index plugin; no page imports this file). Found by the
 * calculator's slug, so a new calculator's folder is the only place its example is named
 * (tests/unit/calculatorExamples.test.ts checks each line).
 */
import type {CalculatorSlug} from '.';

export function calculatorExample(slug: CalculatorSlug): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one module per calculator, chosen by slug
  const {example} = require(`./${slug}/example`) as {example?: () => string};
  if (!example) throw new Error(`src/calculators/${slug}/example.ts exports no example() (docs-dev/CALCULATORS.md)`);
  return example();
}
