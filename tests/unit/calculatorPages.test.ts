/**
 * A calculator's name (calculator-names.ts) and its page's texts
 * (calculator-pages.ts) cannot drift apart: the texts are keyed by slug and
 * checked with `satisfies`, so a calculator without texts, texts for one that
 * is not listed, or a page's file under another calculator's slug fails
 * `npm run typecheck`. The lines below are that check at work: each
 * @ts-expect-error fails the type check if its mistake were ever accepted.
 */
import type {CalculatorSlug} from '../../src/calculator-names';
import {calculators, type CalculatorPageTexts, type CalculatorTexts} from '../../src/calculator-pages';
import {featuredCalculators} from '../../src/calculator-featured';
import fs from 'fs';
import path from 'path';

const link = {slug: 'a-page', title: 'A page'};
const texts: CalculatorPageTexts = {
  answers: 'A question?',
  shows: 'Figures.',
  description: 'A description.',
  guide: link,
  caseStudy: link,
};
const {'bridging-loan-calculator': _dropped, ...allButOne} = Object.fromEntries(
  calculators.map(({slug}) => [slug, texts]),
) as Record<CalculatorSlug, CalculatorPageTexts>;

// A calculator without texts.
// @ts-expect-error Property 'bridging-loan-calculator' is missing
const missing = {...allButOne} satisfies Record<CalculatorSlug, CalculatorPageTexts>;

const extra = {
  ...allButOne,
  'bridging-loan-calculator': texts,
  // Texts for a calculator calculator-names.ts does not list.
  // @ts-expect-error Object literal may only specify known properties
  'mortgage-calculator': texts,
} satisfies Record<CalculatorSlug, CalculatorPageTexts>;

// A page's file filed under another calculator's slug.
const misfiled = {
  ...allButOne,
  // @ts-expect-error Type '"second-mortgage-calculator"' is not assignable to type '"bridging-loan-calculator"'
  'bridging-loan-calculator': {...texts, slug: 'second-mortgage-calculator'},
} satisfies {[S in CalculatorSlug]: CalculatorTexts<S>};

// Texts given as a slug and name again.
// @ts-expect-error Object literal may only specify known properties
const repeated = {...texts, name: 'Bridging loan calculator'} satisfies CalculatorPageTexts;

test('the type check above runs in npm run typecheck; at run time each page has its name and texts', () => {
  expect([missing, extra, misfiled, repeated]).toHaveLength(4);
  for (const calculator of calculators) {
    expect(calculator.name).toMatch(/^[A-Z]/);
    expect(calculator.answers).toMatch(/\?$/);
  }
});

test('the three featured calculators (home, resources hub) carry the same names and texts as the full list', () => {
  expect(featuredCalculators.map((c) => c.slug)).toEqual([
    'commercial-property-loan-calculator',
    'asset-finance-roi-calculator',
    'bridging-loan-calculator',
  ]);
  for (const featured of featuredCalculators) {
    expect(featured).toEqual(calculators.find((c) => c.slug === featured.slug));
  }
});

/** A page's title as its front matter gives it, quotes removed. */
function titleOf(file: string): string | undefined {
  const match = /^title:\s*(.+)$/m.exec(fs.readFileSync(path.join(__dirname, '../..', file), 'utf8'));
  return match?.[1]?.trim().replace(/^(["'])(.*)\1$/, '$2');
}

test('each calculator links a guide and a case study that exist, by the titles they carry', () => {
  for (const {slug, guide, caseStudy} of calculators) {
    expect([slug, titleOf(`docs/guides/${guide.slug}.mdx`)]).toEqual([slug, guide.title]);
    expect([slug, titleOf(`blog/case-studies/${caseStudy.slug}.mdx`)]).toEqual([slug, caseStudy.title]);
  }
});
