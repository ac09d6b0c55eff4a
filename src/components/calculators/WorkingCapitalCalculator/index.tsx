/**
 * The working capital calculator (docs-dev/CALCULATORS.md §5): current and quick
 * ratios, debtor, stock and creditor days, the cash conversion cycle, the
 * working capital the business ties up, what growth adds, and the funding gap.
 */
import Link from '@docusaurus/Link';
import {workingCapital} from '../../../finance';
import {formatDays, formatMoney, formatRatio} from '../../../finance/format';
import {type FieldRule, commonRules} from '../../../finance/validate';
import CalculatorShell from '../CalculatorShell';
import CashCycleChart from '../CashCycleChart';
import {brokerLink} from '../brokerLink';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import styles from '../calculator.module.css';

const SLUG = 'working-capital-calculator';

// docs-dev/CALCULATORS.md §5's worked example, with 10% growth: an illustrative business, not a benchmark.
const defaults = {
  cash: '150000',
  receivables: '450000',
  inventory: '300000',
  other: '0',
  payables: '350000',
  debt: '150000',
  liabilities: '100000',
  revenue: '3650000',
  cogs: '2190000',
  purchases: '',
  days: '365',
  growth: '10',
  facilities: '0',
};

const dayBases = [
  {value: '365', label: '365 days'},
  {value: '360', label: '360 days'},
] as const;

const {money} = commonRules;

const rules = {
  cash: money('Cash at bank'),
  receivables: money('Trade debtors'),
  inventory: money('Stock'),
  other: money('Other current assets', {optional: true}),
  payables: money('Trade creditors'),
  debt: money('Short-term debt', {optional: true}),
  liabilities: money('Other current liabilities', {optional: true}),
  revenue: {...money('Annual revenue'), minExclusive: true},
  cogs: {...money('Annual cost of sales'), minExclusive: true},
  purchases: money('Annual purchases', {optional: true}),
  growth: {label: 'Revenue growth', max: 100, maxMessage: 'Revenue growth can be at most 100%.'},
  facilities: money('Undrawn facilities', {optional: true}),
} satisfies Record<string, FieldRule>;

export default function WorkingCapitalCalculator() {
  const {values, numbers, errors, field, choice, lines} = useCalculatorForm(defaults, rules);
  const dayBasis = values.days === '360' ? 360 : 365;

  const result = isValid(errors)
    ? workingCapital({
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
        dayBasis,
        growthPercent: numbers.growth,
        undrawnFacilities: numbers.facilities,
      })
    : undefined;
  const noLiabilities = 'No current liabilities';

  return (
    <CalculatorShell
      slug={SLUG}
      lines={lines}
      inputsLabel="Balance sheet and trading figures"
      brokerHref={brokerLink(
        SLUG,
        result && {
          ...(result.fundingGap > 0 && {amount: result.fundingGap}),
          revenue: values.revenue,
          ccc: result.cashConversionCycle,
          requirement: result.requirementAfterGrowth,
          gap: result.fundingGap,
        },
      )}
      inputs={
        <>
          <fieldset className={styles.group}>
            <legend>Current assets, from your balance sheet</legend>
            {field('cash', 'Cash at bank', {prefix: '$'})}
            {field('receivables', 'Trade debtors', {prefix: '$', hint: 'What customers owe you.'})}
            {field('inventory', 'Stock', {prefix: '$', hint: 'Inventory, including work in progress.'})}
            {field('other', 'Other current assets (optional)', {prefix: '$', hint: 'Prepayments, for example.'})}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Current liabilities</legend>
            {field('payables', 'Trade creditors', {prefix: '$', hint: 'What you owe suppliers.'})}
            {field('debt', 'Short-term debt (optional)', {
              prefix: '$',
              hint: 'Overdraft and loan repayments due within 12 months.',
            })}
            {field('liabilities', 'Other current liabilities (optional)', {
              prefix: '$',
              hint: 'Tax, GST and wages owed.',
            })}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Trading, from your profit and loss</legend>
            {field('revenue', 'Annual revenue', {prefix: '$'})}
            {field('cogs', 'Annual cost of sales', {prefix: '$'})}
            {field('purchases', 'Annual purchases (optional)', {
              prefix: '$',
              hint: 'Used for creditor days if you enter it; otherwise cost of sales is used.',
            })}
            {choice('days', 'Days in the year', dayBases, String(dayBasis))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Growth and funding</legend>
            {field('growth', 'Expected revenue growth (%)', {suffix: '%'})}
            {field('facilities', 'Undrawn facilities (optional)', {
              prefix: '$',
              hint: 'Unused overdraft or line of credit available now.',
            })}
          </fieldset>
        </>
      }
      rows={
        result && [
          {
            group: 'Liquidity',
            label: 'Working capital (current assets less current liabilities)',
            value: formatMoney(result.workingCapital),
            testId: 'working-capital',
            meaning:
              'What would be left if every short-term asset were turned into cash and every bill due within a year paid.',
            glossary: 'working-capital',
          },
          {
            group: 'Liquidity',
            label: 'Current ratio',
            value: result.currentRatio === undefined ? noLiabilities : formatRatio(result.currentRatio),
            testId: 'current-ratio',
            meaning: 'Current assets for each dollar of current liabilities; below 1 the bills due outrun them.',
            glossary: 'current-ratio',
          },
          {
            group: 'Liquidity',
            label: 'Quick ratio',
            value: result.quickRatio === undefined ? noLiabilities : formatRatio(result.quickRatio),
            testId: 'quick-ratio',
            meaning: 'The same test without stock, which can be slow to turn into cash.',
            glossary: 'quick-ratio',
          },
          {
            group: 'The cash cycle',
            label: 'Debtor days (DSO)',
            value: formatDays(result.debtorDays),
            testId: 'dso',
            meaning: 'How long customers take to pay, on average.',
          },
          {
            group: 'The cash cycle',
            label: 'Stock days (DIO)',
            value: formatDays(result.inventoryDays),
            testId: 'dio',
            meaning: 'How long stock sits before it is sold.',
          },
          {
            group: 'The cash cycle',
            label: 'Creditor days (DPO)',
            value: formatDays(result.creditorDays),
            testId: 'dpo',
            meaning: 'How long you take to pay suppliers.',
          },
          {
            group: 'The cash cycle',
            label: 'Cash conversion cycle',
            value: formatDays(result.cashConversionCycle),
            headline: true,
            testId: 'ccc',
            meaning: 'Days between paying for stock and being paid by customers: the time your cash is tied up.',
            glossary: 'cash-conversion-cycle',
          },
          {
            group: 'Funding',
            label: 'Working capital tied up now',
            value: formatMoney(result.requirement),
            testId: 'requirement',
            meaning: 'Debtors plus stock less creditors: the cash trading needs today.',
          },
          {
            group: 'Funding',
            label: `After ${values.growth}% growth`,
            value: formatMoney(result.requirementAfterGrowth),
            testId: 'requirement-growth',
            meaning: 'The same, with revenue grown at the same day counts.',
          },
          {
            group: 'Funding',
            label: result.incrementalNeed < 0 ? 'Cash released by growth' : 'Extra needed for growth',
            value: formatMoney(Math.abs(result.incrementalNeed)),
            testId: 'incremental',
            meaning: 'The difference between the two.',
          },
          {
            group: 'Funding',
            label: 'Funding gap after cash and facilities',
            short: 'Funding gap',
            value: formatMoney(result.fundingGap),
            headline: true,
            testId: 'funding-gap',
            meaning: 'What growth needs beyond your cash and undrawn facilities: what a facility would have to cover.',
          },
        ]
      }
      results={
        result && (
          <>
            {result.currentRatio !== undefined && result.currentRatio < 1 && (
              <p className={styles.warning}>
                Current liabilities are more than current assets: bills due within a year exceed what will turn into
                cash in that time.
              </p>
            )}
          </>
        )
      }
      assumptions={[
        'Balances are from your latest balance sheet and revenue and cost of sales from the profit and loss for the same year.',
        'Quick ratio = current assets less stock, over current liabilities. Prepayments in other current assets are counted; a stricter version leaves them out.',
        `Debtor days = debtors ÷ revenue × ${dayBasis}; stock days and creditor days use cost of sales (creditor days use purchases if you enter them). Cash conversion cycle = stock days + debtor days − creditor days.`,
        'Working capital tied up = debtors + stock − creditors. It grows in line with revenue at the same day counts.',
        'Funding gap = working capital tied up after growth, less cash at bank and undrawn facilities. It ignores profits earned in the meantime, seasonal swings, tax and loan repayments.',
        'The starting figures are an illustrative example, not a benchmark for your industry.',
      ]}>
      {result && (
        <>
          <h2>Your cash conversion cycle</h2>
          <CashCycleChart
            inventoryDays={result.inventoryDays}
            debtorDays={result.debtorDays}
            creditorDays={result.creditorDays}
          />
          <p className={styles.note}>
            Terms used: <Link to="/resources/glossary#working-capital">working capital</Link> and{' '}
            <Link to="/resources/glossary#cash-conversion-cycle">cash conversion cycle</Link>. Ways to fund a gap
            include <Link to="/services/working-capital">working capital loans</Link> and{' '}
            <Link to="/services/trade-finance">trade finance</Link>.
          </p>
        </>
      )}
    </CalculatorShell>
  );
}
