/**
 * The working capital calculator (docs-dev/CALCULATORS.md §5): current and quick ratios, debtor, stock and creditor
 * days, the cash conversion cycle, the working capital the business ties up, what growth adds, and the funding gap.
 */
import Link from '@site/src/components/SiteLink';
import {workingCapital, type WorkingCapitalResult} from './maths';
import {formatAboutDollars, formatDays, formatRatio, formatWholeDollars} from '../../finance/format';
import ranges from '../../facts/data/calculatorRanges';
import CashCycleChart from '../../components/calculators/CashCycleChart';
import {inGroup} from '../../components/calculators/ResultList';
import {money, number, type CalculatorDescription} from '../../components/calculators/description';
import styles from '../../components/calculators/calculator.module.css';
import page from './texts';
import {opening} from './example';
import {listInWords} from '../../content/listInWords';

type Key = keyof typeof fields;

/**
 * What invoice finance commonly advances on approved invoices, as shares, from the register's range ("70% to 85%"):
 * a fleet owner whose bank would not raise his overdraft read a $0 funding gap and nothing of what his $870,000 of
 * debtors could raise. Read at load, so a range reworded in the register fails every test of this page, not silently.
 */
const invoiceAdvance = (() => {
  const {text} = ranges['invoice-finance-advance'];
  const shares = /^(\d+)% to (\d+)%$/.exec(text);
  if (!shares) throw new Error(`invoice-finance-advance: expected "N% to M%", found "${text}"`);
  return {text, low: Number(shares[1]) / 100, high: Number(shares[2]) / 100};
})();

const noLiabilities = 'No current liabilities';

// The opening figures live in example.ts (an illustrative business, not a benchmark).
const fields = {
  cash: money('Cash at bank', String(opening.cash)),
  receivables: money('Trade debtors', String(opening.receivables), {hint: 'What customers owe you.'}),
  inventory: money('Stock', String(opening.inventory), {
    hint: 'Inventory, including work in progress and goods paid for but still in transit.',
  }),
  other: money('Other current assets', String(opening.other), {
    optional: true,
    hint: 'Prepayments, for example; deposits paid on stock go under Stock.',
  }),
  payables: money('Trade creditors', String(opening.payables), {hint: 'What you owe suppliers.'}),
  debt: money('Short-term debt', String(opening.debt), {
    optional: true,
    hint: 'Overdraft and loan repayments due within 12 months.',
  }),
  liabilities: money('Other current liabilities', String(opening.liabilities), {
    optional: true,
    hint: 'Tax, GST and wages owed.',
  }),
  revenue: money('Annual revenue', String(opening.revenue), {minExclusive: true}),
  cogs: money('Annual cost of sales', String(opening.cogs), {minExclusive: true}),
  purchases: money('Annual purchases', '', {
    optional: true,
    hint: 'Used for creditor days if you enter it; otherwise cost of sales is used.',
  }),
  days: {
    label: 'Days in the year',
    default: '365',
    options: [
      {value: '365', label: '365 days'},
      {value: '360', label: '360 days'},
    ],
  },
  growth: number('%', 'Expected revenue growth (%)', String(opening.growthPercent), {noun: 'Revenue growth', max: 100}),
  peak: money('Extra needed at the seasonal peak', String(opening.peak), {
    optional: true,
    hint: 'How much more stock and debtors rise at the busiest time of year than on this balance sheet.',
  }),
  reserve: money('Cash you keep in reserve', String(opening.reserve), {
    optional: true,
    hint: 'Cash at bank you will not spend on stock or debtors, such as tax and wages set aside.',
  }),
  facilities: money('Undrawn facilities', String(opening.facilities), {
    optional: true,
    hint: 'Unused overdraft or line of credit available now.',
  }),
} satisfies CalculatorDescription<string, unknown>['fields'];

/** The key figures she types first, by field, with what the example opens them at. */
const keyFigures = {
  cash: opening.cash,
  receivables: opening.receivables,
  inventory: opening.inventory,
  payables: opening.payables,
  revenue: opening.revenue,
  cogs: opening.cogs,
};

/**
 * The example's own figures folded under "Adjust assumptions" (its other debts, growth and seasonal peak), still at the
 * example's values once she has typed her own key figures: they would be counted as hers, and sent to the broker.
 * A café owner's $120,000 need came out as $224,600 on the example's $250,000 peak. Empty when she has typed none.
 */
function exampleFiguresLeft({values, typed}: {values: Record<string, string>; typed?: ReadonlySet<string>}) {
  if (Object.entries(keyFigures).every(([key, figure]) => values[key] === String(figure))) return [];
  const folded: [key: Key, figure: number, words: string][] = [
    ['debt', opening.debt, `short-term debt ${formatWholeDollars(opening.debt)}`],
    ['liabilities', opening.liabilities, `other current liabilities ${formatWholeDollars(opening.liabilities)}`],
    ['growth', opening.growthPercent, `revenue growth ${opening.growthPercent}%`],
    ['peak', opening.peak, `a seasonal peak of ${formatWholeDollars(opening.peak)}`],
  ];
  // One she typed is hers, though it equals the example's (an importer's trial typed her own $250,000 peak and was
  // told it was still the example's, while the broker's copy rightly called it hers).
  return folded.filter(([key, figure]) => values[key] === String(figure) && !typed?.has(key));
}

export default {
  page,
  inputsLabel: 'Balance sheet and trading figures',
  fields,
  groups: [
    // The balance sheet's and trading figures the cycle rests on lead, then the estimate; the rest under "Adjust
    // assumptions" (Calculator).
    {legend: 'Current assets, from your balance sheet', fields: ['cash', 'receivables', 'inventory']},
    {legend: 'Current liabilities', fields: ['payables']},
    {legend: 'Trading, from your profit and loss', fields: ['revenue', 'cogs']},
    {legend: 'Other current assets and liabilities', fields: ['other', 'debt', 'liabilities'], lessUsed: true},
    {legend: 'Growth, purchases and the year', fields: ['growth', 'purchases', 'days'], lessUsed: true},
    {legend: 'A seasonal peak, reserves and facilities', fields: ['peak', 'reserve', 'facilities'], lessUsed: true},
  ],
  compute: ({numbers, values}) =>
    workingCapital({
      cash: numbers.cash,
      receivables: numbers.receivables,
      inventory: numbers.inventory,
      otherCurrentAssets: numbers.other,
      payables: numbers.payables,
      shortTermDebt: numbers.debt,
      otherCurrentLiabilities: numbers.liabilities,
      revenue: numbers.revenue,
      costOfSales: numbers.cogs,
      purchases: numbers.purchases,
      dayBasis: values.days === '360' ? 360 : 365,
      growthPercent: numbers.growth,
      undrawnFacilities: numbers.facilities,
      seasonalPeak: numbers.peak,
      cashReserve: numbers.reserve,
    }),
  rows: (result, {values, numbers}) => [
    ...inGroup('Liquidity', [
      {
        label: 'Working capital (current assets less current liabilities)',
        value: formatWholeDollars(result.workingCapital),
        testId: 'working-capital',
        meaning:
          'What would be left if every short-term asset were turned into cash and every bill due within a year paid.',
        glossary: 'working-capital',
      },
      {
        label: 'Current ratio',
        value: result.currentRatio === undefined ? noLiabilities : formatRatio(result.currentRatio),
        testId: 'current-ratio',
        meaning: 'Current assets for each dollar of current liabilities; below 1 the bills due outrun them.',
        glossary: 'current-ratio',
      },
      {
        label: 'Quick ratio',
        value: result.quickRatio === undefined ? noLiabilities : formatRatio(result.quickRatio),
        testId: 'quick-ratio',
        meaning: 'The same test without stock, which can be slow to turn into cash.',
        glossary: 'quick-ratio',
      },
    ]),
    ...inGroup('The cash cycle', [
      {
        label: 'Debtor days (DSO)',
        value: formatDays(result.debtorDays),
        testId: 'dso',
        meaning: 'How long customers take to pay, on average.',
      },
      {
        label: 'Stock days (DIO)',
        value: formatDays(result.inventoryDays),
        testId: 'dio',
        meaning: 'How long stock sits before it is sold.',
      },
      {
        label: 'Creditor days (DPO)',
        value: formatDays(result.creditorDays),
        testId: 'dpo',
        meaning: 'How long you take to pay suppliers.',
      },
      {
        label: 'Cash conversion cycle',
        value: formatDays(result.cashConversionCycle),
        headline: true,
        testId: 'ccc',
        meaning: 'Days between paying for stock and being paid by customers: the time your cash is tied up.',
        glossary: 'cash-conversion-cycle',
      },
    ]),
    ...inGroup('Funding', [
      {
        label: 'Working capital tied up now',
        value: formatWholeDollars(result.requirement),
        testId: 'requirement',
        meaning: 'Debtors plus stock less creditors: the cash trading needs today.',
      },
      {
        label: `After ${values.growth}% growth`,
        value: formatWholeDollars(result.requirementAfterGrowth),
        testId: 'requirement-growth',
        meaning: 'The same, with revenue grown at the same day counts.',
      },
      {
        // Cash is released when sales fall, or when sales grow while the business is paid before it pays (its
        // working capital below zero): named for the cause, not the sign alone.
        label:
          result.incrementalNeed >= 0
            ? 'Extra needed for growth'
            : numbers.growth < 0
              ? 'Cash released as sales fall'
              : 'Cash released as sales grow',
        value: formatWholeDollars(Math.abs(result.incrementalNeed)),
        testId: 'incremental',
        meaning: 'The difference between the two.',
      },
      {
        label: 'Funding gap after cash and facilities',
        short: 'Funding gap',
        value: formatWholeDollars(result.fundingGap),
        headline: true,
        testId: 'funding-gap',
        meaning:
          'What growth and the seasonal peak need beyond your free cash and undrawn facilities: what a new facility would have to cover. The working capital you carry now is already funded.',
      },
    ]),
  ],
  warnings: (result, form) => {
    const left = exampleFiguresLeft(form);
    // A plain-language reader's six figures had liabilities well under her assets: the example's debts, still
    // counted, made them "more than current assets", which read as a verdict on her business; it says they count.
    const exampleDebtsCounted = left.some(([key]) => key === 'debt' || key === 'liabilities');
    return [
      left.length > 0 && {
        text: `Still the example’s, under “Adjust assumptions”: ${listInWords(left.map(([, , words]) => words))}. Change them, or set them to 0, if they are not yours: the estimate counts them.`,
      },
      // Balances of years of revenue or cost of sales: a figure typed for a month, or in thousands beside dollars.
      Math.max(result.debtorDays, result.inventoryDays, result.creditorDays) > 3650 && {
        text: 'A balance here is more than ten years of revenue or cost of sales, so these day counts mean nothing: check that revenue and cost of sales are for a whole year, in dollars like the balances.',
      },
      result.currentRatio !== undefined &&
        result.currentRatio < 1 && {
          text: `${exampleDebtsCounted ? 'Counting the example’s debts above, current' : 'Current'} liabilities are more than current assets: bills due within a year exceed what will turn into cash in that time.`,
        },
    ];
  },
  assumptions: ({values}) => [
    'Balances are from your latest balance sheet and revenue and cost of sales from the profit and loss for the same year.',
    'Quick ratio = current assets less stock, over current liabilities. Prepayments in other current assets are counted; a stricter version leaves them out.',
    `Debtor days = debtors ÷ revenue × ${values.days}; stock days and creditor days use cost of sales (creditor days use purchases if you enter them). Cash conversion cycle = stock days + debtor days − creditor days, worked from the unrounded day counts, so it can differ by 0.1 from the rounded ones shown.`,
    'Debtors and creditors on a balance sheet include GST; revenue, cost of sales and purchases do not. For a GST-registered business, debtor and creditor days therefore read up to a tenth longer than customers and suppliers really take.',
    'Working capital tied up = debtors + stock − creditors. It grows in line with revenue at the same day counts.',
    'Funding gap = extra needed for growth + extra at the seasonal peak − free cash (cash at bank less the reserve) − undrawn facilities, and never below 0. The working capital tied up now is left out: the balance sheet already funds it. It ignores profits earned in the meantime, tax and loan repayments.',
    'The starting figures, the seasonal peak included, are an illustrative example, not a benchmark for your industry.',
  ],
  broker: (result, {values}) => ({
    ...(result.fundingGap > 0 && {amount: result.fundingGap}),
    revenue: values.revenue,
    ccc: result.cashConversionCycle,
    requirement: result.requirementAfterGrowth,
    gap: result.fundingGap,
  }),
  chart: (result, {numbers}) => (
    <>
      <h2>Your cash conversion cycle</h2>
      <CashCycleChart
        inventoryDays={result.inventoryDays}
        debtorDays={result.debtorDays}
        creditorDays={result.creditorDays}
      />
      {/* Invoice finance named: the cycle's debtors are what it lends against (a labour-hire firm with no stock read
          only "trade finance", which funds goods). */}
      <p className={styles.note}>
        Ways to fund a gap include <Link to="/services/working-capital">working capital loans</Link>,{' '}
        <Link to="/services/working-capital#disclosed-or-confidential-invoice-finance">invoice finance</Link> against
        what customers owe, and, for goods bought from suppliers,{' '}
        <Link to="/services/trade-finance">trade finance</Link>.
        {numbers.receivables > 0 &&
          ` Invoice finance commonly advances ${invoiceAdvance.text} of approved invoices issued to business customers: on ${formatWholeDollars(numbers.receivables)} of debtors, about ${formatAboutDollars(numbers.receivables * invoiceAdvance.low, 1000)} to ${formatAboutDollars(numbers.receivables * invoiceAdvance.high, 1000)}, less what a lender leaves out (overdue invoices, or too large a share owed by one customer).`}
      </p>
    </>
  ),
} satisfies CalculatorDescription<Key, WorkingCapitalResult>;
