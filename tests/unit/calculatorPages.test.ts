/**
 * Each calculator is one folder, src/calculators/<slug>/, listed once in src/calculators/index.ts: the folder is
 * named for the slug its texts.ts declares, every folder is in the list, and each has its route page. Its texts are
 * typed, so a texts.ts without a name, with a service the site map does not have, or a link to a calculator
 * that is not listed fails `npm run typecheck`: each @ts-expect-error below fails the type check if its
 * mistake were ever accepted.
 */
import fs from 'fs';
import path from 'path';
import {calculatorPath, calculators, type CalculatorTexts} from '../../src/calculators';

const root = path.join(__dirname, '../..');
const {name: _name, ...nameless} = calculators[0]!;

// Texts without a name.
// @ts-expect-error Property 'name' is missing
const missing = {...nameless} satisfies CalculatorTexts;

// A service the site map does not list.
// @ts-expect-error Type '"mortgages"' is not assignable to type 'ServiceSlug'
const unknownService = {...calculators[0]!, service: 'mortgages'} satisfies CalculatorTexts;

// A link to a calculator that is not listed.
// @ts-expect-error Argument of type '"mortgage-calculator"' is not assignable
const unlisted = calculatorPath('mortgage-calculator');

test('the type check above runs in npm run typecheck; at run time each page has its name and texts', () => {
  void [missing, unknownService, unlisted];
  for (const calculator of calculators) {
    expect(calculator.name).toMatch(/^[A-Z]/);
    expect(calculator.answers).toMatch(/\?$/);
  }
});

test('each calculator is its own folder, named for its slug, with its route page', () => {
  const folders = fs
    .readdirSync(path.join(root, 'src/calculators'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.sort()).toEqual(calculators.map((c) => c.slug).sort());
  for (const {slug} of calculators) {
    expect([slug, fs.existsSync(path.join(root, `src/calculators/${slug}/texts.ts`))]).toEqual([slug, true]);
    expect([slug, fs.existsSync(path.join(root, `src/pages/tools/${slug}.tsx`))]).toEqual([slug, true]);
  }
});

test('the three featured calculators (home, resources hub) are one for property, equipment and bridging', () => {
  expect(calculators.filter((c) => c.featured).map((c) => c.slug)).toEqual([
    'commercial-property-loan-calculator',
    'asset-finance-roi-calculator',
    'bridging-loan-calculator',
  ]);
});

/** A page's title as its front matter gives it, quotes removed. */
function titleOf(file: string): string | undefined {
  const match = /^title:\s*(.+)$/m.exec(fs.readFileSync(path.join(root, file), 'utf8'));
  return match?.[1]?.trim().replace(/^(["'])(.*)\1$/, '$2');
}

test('each calculator links a guide and a case study that exist, by the titles they carry', () => {
  for (const {slug, guide, caseStudy} of calculators) {
    expect([slug, titleOf(`docs/guides/${guide.slug}.mdx`)]).toEqual([slug, guide.title]);
    expect([slug, titleOf(`blog/case-studies/${caseStudy.slug}.mdx`)]).toEqual([slug, caseStudy.title]);
  }
});
