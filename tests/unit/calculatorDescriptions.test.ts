/**
 * Every calculator description (src/calculators/<slug>/description.tsx) run on its own defaults, the worked
 * example each page opens with, as the Calculator component runs it: each field parsed by the rule its spec gives,
 * the checks, the pure function and the result rows. Expected figures are the independently computed ones the
 * end-to-end specs check on screen (LibreOffice values in tests/unit/finance/reference, or worked by hand as noted),
 * never the code's own output.
 */
import {parseField} from '../../src/finance/validate';
import {
  chosen,
  fillEstimates,
  isChoice,
  ruleOf,
  type CalculatorDescription,
  type Form,
} from '../../src/components/calculators/description';
import {shownRows} from '../../src/components/calculators/ResultList';
import bridgingLoan from '../../src/calculators/bridging-loan-calculator/description';
import secondMortgage from '../../src/calculators/second-mortgage-calculator/description';
import commercialPropertyLoan from '../../src/calculators/commercial-property-loan-calculator/description';
import commercialRealEstate from '../../src/calculators/commercial-real-estate-calculator/description';
import assetFinanceRoi from '../../src/calculators/asset-finance-roi-calculator/description';
import workingCapital from '../../src/calculators/working-capital-calculator/description';
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
  fillEstimates(description.fields, values, form.numbers);
  description.checks?.(form);
  expect(form.errors).toEqual({});
  const result = description.compute(form);
  const rows = shownRows(description.rows(result, form));
  const byId = Object.fromEntries(rows.filter((row) => row.testId).map((row) => [row.testId, row.value]));
  const warnings = (description.warnings?.(result, form) ?? []).flatMap((w) => (w ? [String(w.text)] : []));
  const assumptions = description.assumptions(form).map(String);
  return {rows, byId, warnings, assumptions, broker: description.broker(result, form)};
}

/** Whole dollars, as the results show them (the schedules keep the cents). */
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`;

describe('calculator descriptions: each worked example', () => {
  it('bridging loan: peak debt, interest and end debt', () => {
    const {byId, rows} = workedExample(bridgingLoan);
    // Purchase costs left empty: NSW duty on 1,350,000 by hand (Revenue NSW, from 1 July 2026: 52,237 + 5.50 per
    // $100 over 1,290,000) = 55,537. Debt 400,000 + 1,350,000 + 55,537 = 1,805,537; x (1 + 9.5%/12)^6 =
    // 1,893,015.42, interest 87,478.42; fees, left empty, 2% of 1,805,537 (36,111), paid up front. What buying
    // this way costs: 87,478.42 + 36,111 + 55,537 duty = 179,126.42.
    expect(rows[0]).toMatchObject({
      testId: 'total-cost',
      // The duty is paid on any purchase: the name says the total has it, and its parts are under it (the bridge's
      // own cost: 87,478.42 + 36,111 = 123,589.42).
      label: 'Cost over 6 months incl. duty',
      short: 'Cost incl. duty',
      value: '$179,126',
      parts: [
        'Interest and fees $123,589',
        'Plus about $55,537 NSW transfer duty (1 July 2026 rates), paid on any purchase',
      ],
      headline: true,
      meaning: undefined,
    });
    expect(rows.find((row) => row.testId === 'purchase-costs')).toMatchObject({
      label: 'Estimated NSW transfer duty',
      value: '$55,537',
    });
    expect(byId['new-borrowing']).toBe('$1,405,537'); // 1,350,000 + 55,537 duty - 0 cash
    expect(byId['peak-debt']).toBe('$1,893,015');
    expect(byId['debt-at-settlement']).toBe('$1,805,537');
    expect(byId['total-interest']).toBe('$87,478');
    expect(byId['net-sale-proceeds']).toBe('$1,560,000');
    expect(byId['end-debt']).toBe('$333,015'); // 1,893,015.42 - 1,600,000 x 97.5%
  });

  it('bridging loan: the fee estimate follows the loan typed, and a typed fee replaces it', () => {
    // 300,000 owing + 900,000 + 38,000 costs = 1,238,000; 2% is 24,760. Interest by hand:
    // 1,238,000 x ((1 + 0.095/12)^6 - 1) = 59,981.21. With her 38,000 of costs: 59,981.21 + 24,760 + 38,000 =
    // 122,741.21; with a 10,000 fee typed, 59,981.21 + 10,000 + 38,000 = 107,981.21.
    const hers = {debt: '300000', purchase: '900000', costs: '38000', sale: '1100000'};
    const {rows} = workedExample(bridgingLoan, hers);
    expect(rows[0]).toMatchObject({value: '$122,741'});
    expect(rows[0]!.parts).toEqual(['Interest and fees $84,741', 'Plus $38,000 purchase costs, paid on any purchase']);
    expect(rows.find((row) => row.testId === 'purchase-costs')).toMatchObject({
      label: 'Purchase costs',
      value: '$38,000',
    });
    expect(workedExample(bridgingLoan, {...hers, fees: '10000'}).rows[0]).toMatchObject({value: '$107,981'});
  });

  it('bridging loan: the quote form gets the bridge at settlement, the loan she already owes included', () => {
    // The café owner's walk: sale 1,100,000, owing 300,000, purchase 900,000 in NSW, the rest as given.
    // NSW duty on 900,000 by hand (from 1 July 2026: 11,602 + 4.50 per $100 over 387,000) = 34,687. The bridge at
    // settlement: 300,000 + 900,000 + 34,687 - 0 cash = 1,234,687 (the fees, 2%, paid up front, not added).
    const hers = {sale: '1100000', debt: '300000', purchase: '900000'};
    expect(workedExample(bridgingLoan, hers).broker).toMatchObject({amount: 1_234_687, newborrowing: 934_687});
    // Fees added to the loan are part of the facility: 2% of 1,234,687, estimated to the dollar, 24,694: 1,259,381.
    expect(workedExample(bridgingLoan, {...hers, addfees: 'yes'}).broker.amount).toBe(1_259_381);
  });

  it('bridging loan: fees paid up front are said to need her own money at settlement, even with no cash put in', () => {
    // The example opens with no cash put in and the fees paid up front: 36,111 she must find at settlement.
    const fees = (values = {}) => workedExample(bridgingLoan, values).rows.find((row) => row.testId === 'fees');
    expect(fees()).toMatchObject({
      value: '$36,111',
      meaning: 'Part of the total cost above, paid from your own money, not the loan.',
    });
    expect(fees({addfees: 'yes'})?.meaning).toBe('Part of the total cost above, added to the loan.');
  });

  it('bridging loan: the cost rate says it is not a comparison rate, as the other calculators’ cost rates do', () => {
    const {rows} = workedExample(bridgingLoan);
    expect(rows.find((row) => row.testId === 'cost-rate')?.meaning).toMatch(/not a comparison rate/);
  });

  it('second mortgage: interest-only repayment and LVRs', () => {
    const {byId, rows} = workedExample(secondMortgage);
    // $150,000 interest-only at 12%: 150,000 x 0.12 / 12 = 1,500.00, shown as $1,500.
    expect(byId.repayment).toBe('$1,500');
    // 24 x 1,500 = 36,000 interest + fees prefilled at 2% of 150,000 (3,000).
    expect(rows[0]).toMatchObject({testId: 'total-cost', value: '$39,000', headline: true});
    expect(byId['first-lvr']).toBe('55.0%');
    // (550,000 + 150,000) / 1,000,000.
    expect(byId['combined-lvr']).toBe('70.0%');
  });

  it('commercial property loan: the repayment by the PMT formula, written out', () => {
    const {byId, rows} = workedExample(commercialPropertyLoan);
    const r = 0.075 / 12;
    const repayment = (1_000_000 * r) / (1 - (1 + r) ** -300);
    expect(byId.repayment).toBe(dollars(repayment));
    // 300 repayments less the 1,000,000 borrowed, plus fees prefilled at 1% of the loan (10,000).
    expect(rows[0]).toMatchObject({testId: 'total-cost', value: dollars(300 * repayment - 1_000_000 + 10_000)});
    expect(byId.lvr).toBe('66.7%'); // 1,000,000 / 1,500,000
  });

  it('commercial real estate: NOI, debt service and cash flow', () => {
    const {byId} = workedExample(commercialRealEstate);
    expect(byId.noi).toBe('$180,000');
    expect(byId['debt-service']).toBe('$104,084'); // 104,084.19
    expect(byId['cash-flow']).toBe('$75,916'); // 75,915.81
    // Interest 1,402,104.71 (LibreOffice) + loan fees prefilled at 1% of the example's 1,200,000 loan (12,000) +
    // acquisition costs left empty: NSW duty on 2,500,000 by hand, 52,237 + 1,210,000 x 5.50% = 118,787.
    expect(byId['total-cost']).toBe('$1,532,892');
    expect(byId['purchase-costs']).toBe('$118,787');
  });

  it('a term of part of a year is said in months: "Cost over 6 months", not "0.5 years"', () => {
    // A developer's trial: a six-month land loan in the second mortgage calculator.
    expect(workedExample(secondMortgage, {years: '0.5'}).rows[0]).toMatchObject({label: 'Cost over 6 months'});
    expect(workedExample(commercialPropertyLoan, {years: '2.5'}).rows[0]).toMatchObject({
      label: 'Cost over 2 years 6 months',
    });
    expect(workedExample(secondMortgage, {years: '2'}).rows[0]).toMatchObject({label: 'Cost over 2 years'});
  });

  it('a total that adds typed purchase costs says so, and its parts; with none it is the loan’s alone', () => {
    // Costs typed as 100,000: PD 1,850,000, interest 89,632.66 (docs-dev/CALCULATORS.md §7), fees left empty 2% of
    // 1,850,000 = 37,000: the bridge's own cost 126,632.66, the total 226,632.66.
    const typed = workedExample(bridgingLoan, {costs: '100000'}).rows[0];
    expect(typed).toMatchObject({
      label: 'Cost over 6 months incl. purchase costs',
      value: '$226,633',
      parts: ['Interest and fees $126,633', 'Plus $100,000 purchase costs, paid on any purchase'],
    });
    const none = workedExample(bridgingLoan, {costs: '0'}).rows[0];
    expect(none).toMatchObject({label: 'Cost over 6 months'});
    expect(none).not.toHaveProperty('parts');
    // Victoria, costs left empty: no scale on file, so no duty in the total, and its name says so (card and bars).
    const unpriced = workedExample(bridgingLoan, {state: 'vic'}).rows[0];
    expect(unpriced).toMatchObject({label: 'Cost over 6 months excl. duty', short: 'Cost excl. duty'});
    expect(unpriced).not.toHaveProperty('parts');
    // And the peak debt's share of the properties, set beside lenders' limit, says it is before the duty too.
    const peak = workedExample(bridgingLoan, {state: 'vic'}).rows.find((row) => row.testId === 'peak-debt');
    expect(peak?.meaning).toMatch(
      /of both properties’ value before transfer duty \(no estimate for Victoria is on file; enter the purchase costs to count it\), where lenders’ limit/,
    );
    const nsw = workedExample(bridgingLoan).rows.find((row) => row.testId === 'peak-debt');
    expect(nsw?.meaning).not.toContain('before transfer duty');
    // Commercial real estate: the loan's interest 1,402,104.71 + fees 12,000 = 1,414,104.71, and the 118,787 duty.
    const cre = workedExample(commercialRealEstate).rows.find((row) => row.testId === 'total-cost');
    expect(cre).toMatchObject({
      label: 'Cost over 25 years incl. duty',
      parts: [
        'Interest and fees $1,414,105',
        'Plus about $118,787 NSW transfer duty (1 July 2026 rates), paid on any purchase',
      ],
    });
    // Queensland's top rate has stood since 2012: its date alone read as stale, so when it was last checked is said
    // too. By hand (QRO): 38,025 + 5.75 per $100 over 1,000,000 on 1,600,000 = 72,525.
    const qld = workedExample(commercialRealEstate, {state: 'qld', price: '1600000'}).rows.find(
      (row) => row.testId === 'total-cost',
    );
    expect(qld?.parts?.[1]).toBe(
      'Plus about $72,525 Queensland transfer duty (21 September 2012 rates, checked 28 November 2026), paid on any purchase',
    );
  });

  it('commercial real estate without a loan: no total cost, the duty shown as part of the cash invested', () => {
    const {byId, rows} = workedExample(commercialRealEstate, {amount: '0'});
    expect(byId['total-cost']).toBeUndefined();
    // 2,500,000 + 118,787 duty (by hand, above), no loan and no loan fees.
    expect(byId.equity).toBe('$2,618,787');
    expect(rows.find((row) => row.testId === 'purchase-costs')).toMatchObject({
      label: 'Estimated NSW transfer duty',
      value: '$118,787',
      meaning: expect.stringMatching(/part of the cash invested\.$/),
    });
  });

  it('asset finance ROI: repayment, interest and NPV', () => {
    const {byId} = workedExample(assetFinanceRoi);
    expect(byId.repayment).toBe('$1,589'); // 1,588.58
    expect(byId['total-interest']).toBe('$28,815'); // 28,814.82
    // The asset at its price without GST, 86,363.64 (by hand, tests/unit/finance/assetFinanceRoi.test.ts): 54,239.98.
    expect(byId.npv).toBe('$54,240');
    // No fees in the example: the finance costs its interest.
    expect(byId['total-cost']).toBe('$28,815');
  });

  it('asset finance ROI: a total cost without fees says, beside the figure, that no lender’s fees are in it', () => {
    const meaningOf = (fees: string) =>
      workedExample(assetFinanceRoi, {fees}).rows.find((row) => row.testId === 'total-cost')!.meaning;
    expect(meaningOf('0')).toMatch(/no lender’s fees yet: enter them under “Adjust assumptions”/);
    expect(meaningOf('1,500')).toBe(
      'What the finance costs: interest and fees together, in dollars. The figures below show where it comes from.',
    );
  });

  it('working capital: ratios, day counts and the funding gap', () => {
    const {byId} = workedExample(workingCapital);
    expect(byId['working-capital']).toBe('$300,000');
    expect(byId['current-ratio']).toBe('1.50');
    expect(byId.ccc).toBe('36.7 days');
    // The example opens on a gap: growth needs 40,000 (400,000 x 10%) and the seasonal peak 250,000, less
    // the 150,000 cash: 140,000.
    expect(byId['funding-gap']).toBe('$140,000');
    // A labour-hire trial typed debtors from a ledger that includes GST against revenue that does not.
    expect(workedExample(workingCapital).assumptions.join(' ')).toMatch(
      /Debtors and creditors on a balance sheet include GST; .* debtor and creditor days therefore read up to a tenth longer/,
    );
  });

  it('working capital: once she types her own key figures, says which of the example’s folded figures still count', () => {
    const left = (w: string) => w.startsWith('Still the example’s');
    // The example as it opens: nothing to say.
    expect(workedExample(workingCapital).warnings.filter(left)).toEqual([]);
    // The café owner's own six figures, the folded ones untouched: the example's debts, growth and peak are named.
    const cafe = {
      cash: '25000',
      receivables: '0',
      inventory: '8000',
      payables: '12000',
      revenue: '850000',
      cogs: '280000',
    };
    expect(workedExample(workingCapital, cafe).warnings.filter(left)).toEqual([
      'Still the example’s, under “Adjust assumptions”: short-term debt $150,000, other current liabilities $100,000, revenue growth 10% and a seasonal peak of $250,000. Change them, or set them to 0, if they are not yours: the estimate counts them.',
    ]);
    // Set to her own (0 here), they are hers: nothing to say.
    expect(
      workedExample(workingCapital, {...cafe, debt: '0', liabilities: '0', growth: '0', peak: '0'}).warnings.filter(
        left,
      ),
    ).toEqual([]);
  });

  it('working capital: liabilities over assets, with the example’s debts still counted, says they count', () => {
    const ratioWarning = (overrides: Record<string, string>) =>
      workedExample(workingCapital, overrides).warnings.find((w) => w.includes('liabilities are more than current'));
    // Her assets ($90,000) are well over her creditors ($25,000); the example's $250,000 of other debts tip it.
    const hers = {
      cash: '30000',
      receivables: '40000',
      inventory: '20000',
      payables: '25000',
      revenue: '600000',
      cogs: '300000',
    };
    expect(ratioWarning(hers)).toMatch(/^Counting the example’s debts above, current liabilities are more than/);
    expect(ratioWarning({...hers, debt: '0', liabilities: '0'})).toBeUndefined();
    // Her own debts over her assets: a plain statement about her balance sheet.
    expect(ratioWarning({...hers, debt: '70000', liabilities: '0'})).toMatch(/^Current liabilities are more than/);
  });

  it('bridging loan: leads with the total cost, the peak debt and the end debt', () => {
    const {rows} = workedExample(bridgingLoan);
    expect(rows.filter((row) => row.headline).map((row) => row.testId)).toEqual([
      'total-cost',
      'peak-debt',
      'end-debt',
    ]);
  });

  it('asset finance ROI: leads with whether the asset pays (its net cash a month), then the finance’s cost', () => {
    const {rows} = workedExample(assetFinanceRoi);
    expect(rows.filter((row) => row.headline).map((row) => row.testId)).toEqual([
      'net-monthly',
      'total-cost',
      'repayment',
    ]);
  });

  it('every calculator leads with at most three headline figures, a loan’s total cost first', () => {
    for (const description of [bridgingLoan, secondMortgage, commercialPropertyLoan]) {
      const headline = workedExample(description as CalculatorDescription<string, unknown>).rows.filter(
        (row) => row.headline,
      );
      expect(headline.length).toBeLessThanOrEqual(3);
      expect(headline[0]?.testId).toBe('total-cost');
    }
    for (const description of [commercialRealEstate, workingCapital, assetFinanceRoi]) {
      const {rows} = workedExample(description as CalculatorDescription<string, unknown>);
      expect(rows.filter((row) => row.headline).length).toBeLessThanOrEqual(3);
    }
  });

  it('every headline figure has a plain-English meaning, or the parts it adds up', () => {
    for (const description of [
      bridgingLoan,
      secondMortgage,
      commercialPropertyLoan,
      commercialRealEstate,
      assetFinanceRoi,
      workingCapital,
    ]) {
      const {rows} = workedExample(description as CalculatorDescription<string, unknown>);
      for (const row of rows.filter((r) => r.headline)) expect(row.meaning ?? row.parts?.join(' ')).toBeTruthy();
    }
  });
});

describe('calculator warnings read the facts register', () => {
  it('the property calculator warns above the register’s maximum commercial LVR, naming its range', () => {
    const lvr = ranges['commercial-lvr'];
    const at = (percent: number) => workedExample(commercialPropertyLoan, {amount: String(15_000 * percent)}).warnings;
    expect(at(lvr.value! + 1).join(' ')).toContain(`(${lvr.text}, as at`);
    // And a fund's own range, beside it.
    expect(at(lvr.value! + 1).join(' ')).toContain('Lenders usually lend a fund');
  });

  it('an asset that earns back its price within a year asks whether the income is after running costs', () => {
    const quick = (w: string) => w.startsWith('The asset earns back its price in');
    expect(workedExample(assetFinanceRoi).warnings.filter(quick)).toEqual([]);
    // The trial's excavator: $145,000 with GST is $131,818.18 without it; at $24,000 a month, 5.49 months (by hand).
    expect(
      workedExample(assetFinanceRoi, {price: '145000', deposit: '20000', benefit: '24000'}).warnings.filter(quick),
    ).toEqual([
      'The asset earns back its price in 5.5 months: check the extra income is after its running costs (fuel, wages, repairs, insurance). Before them, every figure here is too high.',
    ]);
  });

  it('between a super fund’s usual maximum LVR and a company’s, it says a fund is lent less', () => {
    const smsf = ranges['smsf-commercial-lvr'];
    const at = (percent: number) => workedExample(commercialPropertyLoan, {amount: String(15_000 * percent)}).warnings;
    expect(at(smsf.value!)).toEqual([]);
    // 74% of $1,500,000: the trial's trustees planned $580,000 on $780,000 (74.4%).
    expect(at(74)).toEqual([
      `Buying through a self-managed super fund? Lenders usually lend a fund ${smsf.text} of the value (as at 1 November 2026).`,
    ]);
    expect(at(ranges['commercial-lvr'].value!)).toHaveLength(1);
  });

  it('the bridging calculator warns when the end debt is more than lenders lend against the new property alone', () => {
    const lvr = ranges['commercial-lvr'];
    const endDebtWarning = (sale: number) =>
      workedExample(bridgingLoan, {sale: String(sale)}).warnings.find((w) => w.startsWith('An end debt of'));
    // The example: an end debt well within the register's maximum.
    expect(endDebtWarning(1_600_000)).toBeUndefined();
    // A sale that repays little (a trial's $500,000 against $900,000 owed): an end debt above the new property's value.
    const warning = endDebtWarning(500_000);
    expect(warning).toMatch(
      /^An end debt of 1\d\d\.\d% of the new property’s value is more than lenders usually lend against one property/,
    );
    expect(warning).toContain(`(for commercial property, ${lvr.text}, as at`);
  });

  it('the bridging calculator warns only beyond the register’s longest bridging term', () => {
    const term = ranges['bridging-term'];
    const warned = (months: number) =>
      workedExample(bridgingLoan, {months: String(months)}).warnings.some((w) => w.includes(term.text));
    expect(warned(term.value!)).toBe(false);
    expect(warned(term.value! + 1)).toBe(true);
  });
});
