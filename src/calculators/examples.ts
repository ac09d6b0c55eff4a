/**
 * A calculator's worked example, for the hero of the service page it leads (its first `calculators:` entry): the
 * `example()` of its folder's example.ts, one line from its opening figures (`opening`, which its fields read too)
 * through its own maths, worked by the content-index plugin at build time. Found by the calculator's slug, so a new
 * calculator's folder is the only place its example is named (tests/unit/calculatorExamples.test.ts checks each line).
 */
export function calculatorExample(slug: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one module per calculator, chosen by slug
  const {example} = require(`./${slug}/example`) as {example: () => string};
  return example();
}
