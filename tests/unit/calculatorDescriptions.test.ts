/**
 * Every calculator description (src/components/calculators/descriptions) run on its own defaults, the worked
 * example each page opens with, as the Calculator component runs it: each field parsed by the rule its spec gives,
 * the checks, the pure function and the result rows. Expected figures are the independently computed ones the
 * end-to-end specs check on screen (LibreOffice values in tests/unit/finance/reference, or worked by hand as noted),
 * never the code's own output.
 */
import {parseField} from '../../src/finance/validate';
import {
  chosen,
  isChoice,
  ruleOf,
  type CalculatorDescription,
  type Form,
} from '../../src/components/calculators/description';
import {shownRows} from '../../src/components/calculators/ResultList';
import bridgingLoan from '../../src/components/calculators/descriptions/bridgingLoan';
import secondMortgage from '../../src/components/calculators/descriptions/secondMortgage';
import commercialPropertyLoan from '../../src/components/calculators/descriptions/commercialPropertyLoan';
import commercialRealEstate from '../../src/components/calculators/descriptions/commercialRealEstate';
import assetFinanceRoi from '../../src/components/calculators/descriptions/assetFinanceRoi';
import workingCapital from '../../src/components/calculators/descriptions/workingCapital';
import ranges from '../../src/facts/data/calculatorRanges';

// The descriptions' detail blocks link with the site's link (which needs Docusaurus's router); the worked examples never render them.
jest.mock('@site/src/components/SiteLink', () => ({__esModule: true, default: () => null}));

/** The description's defaults through its own rules, checks and function, as the page does on opening. */
function workedExample<K extends string, R>(
  description: CalculatorDescription<K, R>,
  overrides: Partial<Record<K, string>> = {},
) {
  const keys = Object.keys(description.fields) as K[];
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const spec = description.fields[key];
    const raw = overrides[key] ?? spec.default;
    values[key] = isChoice(spec) ? chosen(spec.options, raw, spec.default).value : raw;
  }
  const form: Form<K> = {values, numbers: {} as Record<K, number>, errors: {}};
  for (const key of keys) {
    const spec = description.fields[key];
    if (isChoice(spec)) continue;
    const parsed = parseField(values[key], ruleOf(spec, values));
    form.numbers[key] = parsed.value ?? Number.NaN;
    if (parsed.error) form.errors[key] = parsed.error;
  }
  description.checks?.(form);
  expect(form.errors).toEqual({});
  const result = description.compute(form);
  const rows = shownRows(description.rows(result, form));
  const byId = Object.fromEntries(rows.filter((row) => row.testId).map((row) => [row.testId, row.value]));
  const warnings = (description.warnings?.(result, form) ?? []).flatMap((w) => (w ? [String(w.text)] : []));
  return {rows, byId, warnings};
}

const money = (n: number) => `$${n.toLocaleString('en-AU', {minimumFractionDigits: 2, maximumFractionDigits: 2})}`;

describe('calculator descriptions: each worked example', () => {
  it('bridging loan: peak debt, interest and end debt', () => {
    const {byId} = workedExample(bridgingLoan);
    expect(byId['peak-debt']).toBe('$1,939,632.66');
    expect(byId['debt-at-settlement']).toBe('$1,850,000.00');
    expect(byId['total-interest']).toBe('$89,632.66');
    expect(byId['net-sale-proceeds']).toBe('$1,560,000.00');
    expect(byId['end-debt']).toBe('$379,632.66');
  });

  it('second mortgage: interest-only repayment and LVRs', () => {
    const {byId} = workedExample(secondMortgage);
    // $150,000 interest-only at 12%: 150,000 x 0.12 / 12 = 1,500.00.
    expect(byId.repayment).toBe('$1,500.00');
    expect(byId['first-lvr']).toBe('55.00%');
    // (550,000 + 150,000) / 1,000,000.
    expect(byId['combined-lvr']).toBe('70.00%');
  });

  it('commercial property loan: the repayment by the PMT formula, written out', () => {
    const {byId} = workedExample(commercialPropertyLoan);
    const r = 0.075 / 12;
    expect(byId.repayment).toBe(money(Math.round(((1_000_000 * r) / (1 - (1 + r) ** -300)) * 100) / 100));
    expect(byId.lvr).toBe('66.67%');
  });

  it('commercial real estate: NOI, debt service and cash flow', () => {
    const {byId} = workedExample(commercialRealEstate);
    expect(byId.noi).toBe('$180,000.00');
    expect(byId['debt-service']).toBe('$104,084.19');
    expect(byId['cash-flow']).toBe('$75,915.81');
  });

  it('asset finance ROI: repayment, interest and NPV', () => {
    const {byId} = workedExample(assetFinanceRoi);
    expect(byId.repayment).toBe('$1,588.58');
    expect(byId['total-interest']).toBe('$28,814.82');
    expect(byId.npv).toBe('$45,603.62');
  });

  it('working capital: ratios, day counts and the funding gap', () => {
    const {byId} = workedExample(workingCapital);
    expect(byId['working-capital']).toBe('$300,000.00');
    expect(byId['current-ratio']).toBe('1.50');
    expect(byId.ccc).toBe('36.7 days');
    // Growth needs 40,000 (400,000 x 10%) and the 150,000 cash covers it: no gap.
    expect(byId['funding-gap']).toBe('$0.00');
  });

  it('every headline figure has a plain-English meaning', () => {
    for (const description of [
      bridgingLoan,
      secondMortgage,
      commercialPropertyLoan,
      commercialRealEstate,
      assetFinanceRoi,
      workingCapital,
    ]) {
      const {rows} = workedExample(description as CalculatorDescription<string, unknown>);
      for (const row of rows.filter((r) => r.headline)) expect(row.meaning).toBeTruthy();
    }
  });
});

describe('calculator warnings read the facts register', () => {
  it('the property calculator warns above the register’s maximum commercial LVR, naming its range', () => {
    const lvr = ranges['commercial-lvr'];
    const at = (percent: number) => workedExample(commercialPropertyLoan, {amount: String(15_000 * percent)}).warnings;
    expect(at(lvr.value!)).toEqual([]);
    expect(at(lvr.value! + 1).join(' ')).toContain(`(${lvr.text}, as at`);
  });

  it('the bridging calculator warns only beyond the register’s longest bridging term', () => {
    const term = ranges['bridging-term'];
    const warned = (months: number) =>
      workedExample(bridgingLoan, {months: String(months)}).warnings.some((w) => w.includes(term.text));
    expect(warned(term.value!)).toBe(false);
    expect(warned(term.value! + 1)).toBe(true);
  });
});
