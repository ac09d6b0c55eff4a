/**
 * The worked example under each service page's buttons, before its calculator's link (src/calculators/<slug>/example.ts): every calculator
 * that leads a service page has one, and each line's figure is the one worked out here by hand, independently of the
 * calculators' code (spreadsheet PMT and plain arithmetic, the working in the comments).
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {calculatorExample} from '../../src/calculators/examples';
import {calculatorSlugs, type CalculatorSlug} from '../../src/calculators';

const example = (slug: string) => calculatorExample(slug as CalculatorSlug);

test('every calculator that leads a service page (its first `calculators:` entry) has a worked example', () => {
  const dir = path.join(__dirname, '../../docs/services');
  const leading = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    // Development finance has none: no calculator models staged draws with capitalised interest.
    .flatMap(
      (file) =>
        (matter(fs.readFileSync(path.join(dir, file), 'utf8')).data.calculators as string[] | undefined)?.[0] ?? [],
    );
  expect(leading.length).toBeGreaterThan(10);
  expect([...new Set(leading)].filter((slug) => !calculatorSlugs.includes(slug as never))).toEqual([]);
  for (const slug of leading) expect(example(slug)).toMatch(/^Example: /);
});

test('each line says "about" and stays short enough for two lines at 375 px (about 80 characters at 14 px)', () => {
  const lines = calculatorSlugs.map(example);
  for (const line of lines) expect(line).toMatch(/^Example: .* about \$/);
  expect(lines.filter((line) => line.length > 80)).toEqual([]);
});

test('commercial property loan: $1m at 7.5% p.a. over 25 years, monthly principal and interest', () => {
  // r = 0.075 / 12 = 0.00625, n = 300; (1.00625)^300 = 6.48253; PMT = 1,000,000 x 0.00625 / (1 - 1 / 6.48253)
  // = 6,250 / 0.845740 = $7,389.91 (spreadsheet =PMT(7.5%/12, 300, -1000000) gives 7,389.91): about $7,390.
  expect(example('commercial-property-loan-calculator')).toBe(
    'Example: a $1m loan at 7.5% p.a. over 25 years: about $7,390 a month',
  );
});

test('second mortgage: $150,000 at 12% p.a., interest-only, monthly', () => {
  // 150,000 x 12% / 12 = $1,500.00 a month.
  expect(example('second-mortgage-calculator')).toBe(
    'Example: $150,000 second mortgage, 12% p.a. interest-only: about $1,500 a month',
  );
});

test('asset finance: $95,000 over 5 years at 8.9% p.a. with a 30% balloon, monthly in arrears', () => {
  // r = 0.089 / 12 = 0.0074167, n = 60, balloon 30% x 95,000 = 28,500; (1 + r)^60 = 1.558105.
  // PMT = (95,000 - 28,500 / 1.558105) x r / (1 - 1 / 1.558105) = (95,000 - 18,291.19) x 0.0074167 / 0.358194
  // = $1,588.58 (=PMT(8.9%/12, 60, -95000, 28500) gives 1,588.58): about $1,590.
  expect(example('asset-finance-roi-calculator')).toBe(
    'Example: $95,000 over 5 years at 8.9% p.a., 30% balloon: about $1,590 a month',
  );
});

test('commercial real estate: $2.5m let for $200,000 a year, 5% vacancy, $10,000 outgoings', () => {
  // NOI = 200,000 x (1 - 5%) - 10,000 = $180,000; cap rate = 180,000 / 2,500,000 = 7.2%.
  expect(example('commercial-real-estate-calculator')).toBe(
    'Example: $2.5m property, $200,000 rent: about $180,000 net income, 7.2% cap rate',
  );
});

test('working capital: $3.65m sales growing 10% with a $250,000 peak and $150,000 cash', () => {
  // Debtors + stock - creditors = 450,000 + 300,000 - 350,000 = 400,000; 10% growth needs 40,000 more; plus the
  // 250,000 peak, less the 150,000 cash at bank (nothing held in reserve, no undrawn facilities) = $140,000.
  expect(example('working-capital-calculator')).toBe(
    'Example: $3.65m sales growing 10%, $250,000 more at peak: about $140,000 to fund',
  );
});

test('loan comparison: $1m over 25 years, 7.1% and $15,000 fees against 7.45% and $5,000, repaid after 5 years', () => {
  // Each loan's cost if repaid after 60 months = fees + 60 repayments - (amount - balance owed at month 60).
  // 7.45%: r = 0.0062083, PMT(r, 300, 1,000,000) = 7,357.42; balance B60 = 1e6 x (1 + r)^60 - PMT x ((1 + r)^60 - 1)
  // / r = 916,768.26; cost = 5,000 + 441,445.17 - 83,231.74 = 363,213.42.
  // 7.1%: r = 0.0059167, PMT = 7,131.71; B60 = 912,785.82; cost = 15,000 + 427,902.75 - 87,214.18 = 355,688.57.
  // Saving = 363,213 - 355,689 = $7,524 (whole-dollar costs, as the tool shows): about $7,500.
  expect(example('loan-comparison-tool')).toBe(
    'Example: 25-year $1m, 7.1% ($15k fee) v 7.45% ($5k): about $7,500 less by year 5',
  );
});

test("bridging: the calculator's opening headline, the bridge's interest and fees with the duty", () => {
  // NSW duty on 1,350,000 (register, 1 July 2026): 52,237 + 5.5% of (1,350,000 - 1,290,000) = 55,537. The bridge at
  // settlement: 400,000 owing + 1,350,000 + 55,537 = 1,805,537. Interest capitalised monthly at 9.5% p.a. for 6
  // months: 1,805,537 x ((1 + 0.095/12)^6 - 1) = 87,478.42; fees 2% = 36,111; together 123,589.42: about $124,000.
  // With the duty, the calculator's headline: 123,589.42 + 55,537 = 179,126.42: about $179,000.
  expect(example('bridging-loan-calculator')).toBe(
    'Example: buy $1.35m before a $1.6m sale: 6 months cost about $179,000 incl. duty',
  );
});
