/**
 * The asset finance ROI calculator (docs-dev/CALCULATORS.md §4): chattel mortgage or
 * finance lease repayments with a balloon or residual, the cost rate with
 * fees, and whether the asset pays for itself: payback, ROI, IRR and NPV.
 */
import Link from '@docusaurus/Link';
import {assetFinanceRoi, type AssetFinanceStructure, type PaymentTiming} from '../../../finance';
import {formatMoney, formatMonths, formatPercent} from '../../../finance/format';
import {type FieldRule, commonRules} from '../../../finance/validate';
import ScheduleTable from '../ScheduleTable';
import BalanceChart from '../BalanceChart';
import CalculatorShell from '../CalculatorShell';
import SelectField from '../SelectField';
import {frequencies, frequencyOf} from '../frequencies';
import {brokerLink} from '../brokerLink';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import styles from '../calculator.module.css';

const SLUG = 'asset-finance-roi-calculator';

// An illustrative scenario (docs-dev/CALCULATORS.md §4's payback example), not a quote.
const defaults = {
  structure: 'chattel',
  price: '95000',
  deposit: '0',
  fees: '0',
  feesfrom: 'cash',
  ongoing: '0',
  rate: '8.9',
  years: '5',
  frequency: 'monthly',
  timing: 'arrears',
  balloon: '30',
  balloonunit: 'percent',
  benefit: '2600',
  resale: '30000',
  discount: '10',
};

const structures = [
  {value: 'chattel', structure: 'chattel-mortgage', timing: 'arrears', label: 'Chattel mortgage'},
  {value: 'lease', structure: 'finance-lease', timing: 'advance', label: 'Finance lease'},
] as const satisfies readonly {value: string; structure: AssetFinanceStructure; timing: string; label: string}[];

const timings = [
  {value: 'arrears', timing: 0, label: 'In arrears (end of each period)'},
  {value: 'advance', timing: 1, label: 'In advance (start of each period)'},
] as const satisfies readonly {value: string; timing: PaymentTiming; label: string}[];

const feeSources = [
  {value: 'cash', label: 'Paid upfront in cash'},
  {value: 'financed', label: 'Added to the amount financed'},
] as const;

const balloonUnits = [
  {value: 'percent', label: '% of the asset price'},
  {value: 'dollars', label: 'Dollars'},
] as const;

const {money} = commonRules;

const rules = {
  price: {...money('Asset price'), minExclusive: true},
  deposit: money('Deposit or trade-in', {optional: true}),
  fees: {...money('Upfront fees', {optional: true}), max: 10_000_000},
  ongoing: {...money('Ongoing fee', {optional: true}), max: 100_000},
  rate: commonRules.rate,
  years: commonRules.term(30),
  balloon: money('Balloon or residual', {optional: true}),
  benefit: money('Monthly benefit'),
  resale: money('Resale value', {optional: true}),
  discount: {label: 'Discount rate', max: 100, maxMessage: 'Discount rate must be 100% p.a. or less.'},
} satisfies Record<string, FieldRule>;

export default function AssetFinanceRoiCalculator() {
  const {values, setMany, numbers, errors, field, choice, lines} = useCalculatorForm(defaults, rules);
  const frequency = frequencyOf(values.frequency);
  const structure = structures.find((s) => s.value === values.structure) ?? structures[0];
  const timing = timings.find((t) => t.value === values.timing) ?? timings[0];
  const feesFinanced = values.feesfrom === 'financed';
  const inPercent = values.balloonunit !== 'dollars';
  const isLease = structure.structure === 'finance-lease';

  // Checks that compare fields.
  if (!errors.deposit && !errors.price && numbers.deposit >= numbers.price) {
    errors.deposit = 'The deposit must be less than the asset price.';
  }
  if (!errors.years && !Number.isInteger(numbers.years * 12)) {
    errors.years = 'Loan term must be in whole months (for example 2.5 years).';
  }
  if (!errors.balloon && inPercent && numbers.balloon >= 100) {
    errors.balloon = 'The balloon must be less than 100% of the price.';
  }
  const balloon = inPercent ? (numbers.balloon / 100) * numbers.price : numbers.balloon;
  const financed = numbers.price - numbers.deposit + (feesFinanced ? numbers.fees : 0);
  if (!errors.balloon && !errors.price && !errors.deposit && !errors.fees && balloon >= financed) {
    errors.balloon = 'The balloon must be less than the amount financed.';
  }

  const result = isValid(errors)
    ? assetFinanceRoi({
        structure: structure.structure,
        price: numbers.price,
        deposit: numbers.deposit,
        fees: numbers.fees,
        feesFinanced,
        ongoingFee: numbers.ongoing,
        ratePercent: numbers.rate,
        years: numbers.years,
        frequency: frequency.value,
        timing: timing.timing,
        balloon,
        monthlyBenefit: numbers.benefit,
        resaleValue: numbers.resale,
        discountRatePercent: numbers.discount,
      })
    : undefined;

  const unlevered = result?.unleveredPaybackMonths;
  const levered = result?.leveredPaybackMonths;

  return (
    <CalculatorShell
      slug={SLUG}
      lines={lines}
      inputsLabel="Asset, finance and return details"
      brokerHref={brokerLink(
        SLUG,
        result && {
          amount: result.amountFinanced,
          price: values.price,
          structure: structure.value,
          rate: values.rate,
          years: values.years,
          frequency: frequency.value,
          balloon,
          repayment: result.repayment,
        },
      )}
      inputs={
        <>
          <fieldset className={styles.group}>
            <legend>Asset and finance</legend>
            <SelectField
              name="structure"
              label="Finance type"
              value={structure.value}
              options={structures}
              onChange={(v) => {
                const chosen = structures.find((s) => s.value === v) ?? structures[0];
                setMany({structure: chosen.value, timing: chosen.timing}, true);
              }}
            />
            {field('price', isLease ? 'Asset price (excluding GST)' : 'Asset price (including GST)', {prefix: '$'})}
            {field('deposit', 'Deposit or trade-in (optional)', {prefix: '$'})}
            {field('rate', 'Interest rate (% p.a.)', {suffix: '% p.a.'})}
            {field('years', 'Loan term (years)', {suffix: 'years'})}
            {choice('frequency', 'Repayment frequency', frequencies, frequency.value)}
            {choice('timing', 'Repayments made', timings, timing.value)}
            {field('balloon', isLease ? 'Residual (optional)' : 'Balloon (optional)', {
              prefix: inPercent ? undefined : '$',
              suffix: inPercent ? '%' : undefined,
              hint: 'A lump sum due at the end of the term.',
            })}
            {choice(
              'balloonunit',
              isLease ? 'Residual entered as' : 'Balloon entered as',
              balloonUnits,
              inPercent ? 'percent' : 'dollars',
            )}
            {field('fees', 'Upfront fees (optional)', {prefix: '$', hint: 'Establishment and documentation fees.'})}
            {choice('feesfrom', 'Upfront fees are', feeSources, feesFinanced ? 'financed' : 'cash')}
            {field('ongoing', `Ongoing fee per ${frequency.period} (optional)`, {prefix: '$'})}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>What the asset earns</legend>
            {field('benefit', 'Extra income or saving a month', {
              prefix: '$',
              hint: 'Added revenue or cost saved, after the asset’s running costs.',
            })}
            {field('resale', 'Resale value at the end (optional)', {prefix: '$'})}
            {field('discount', 'Discount rate for NPV (% p.a.)', {
              suffix: '% p.a.',
              hint: 'The return you need, or your cost of money.',
            })}
          </fieldset>
        </>
      }
      rows={
        result && [
          {
            group: 'The finance',
            label: `${isLease ? 'Rental' : 'Repayment'}, per ${frequency.period}`,
            value: formatMoney(result.repayment),
            headline: true,
            testId: 'repayment',
            meaning: isLease
              ? 'Each rental, excluding GST, paid at the start of the period.'
              : 'Each repayment on the chattel mortgage.',
            glossary: isLease ? 'finance-lease' : 'chattel-mortgage',
          },
          {
            group: 'The finance',
            label: 'Amount financed',
            value: formatMoney(result.amountFinanced),
            testId: 'amount-financed',
            meaning: 'The price less your deposit, plus any fees added to the finance.',
          },
          {
            group: 'The finance',
            label: 'Total interest',
            value: formatMoney(result.totalInterest),
            testId: 'total-interest',
            meaning: 'All the interest over the term at this rate.',
          },
          {
            group: 'The finance',
            label: `Total repaid, with the ${isLease ? 'residual' : 'balloon'}`,
            value: formatMoney(result.totalRepayments),
            testId: 'total-repaid',
            meaning: 'Every repayment plus the lump sum at the end.',
            glossary: isLease ? 'residual-value' : 'balloon-payment',
          },
          result.totalFees > 0 && {
            group: 'The finance',
            label: 'Fees over the term',
            value: formatMoney(result.totalFees),
            meaning: 'Upfront and ongoing fees together.',
          },
          {
            group: 'The finance',
            label: 'Cost rate incl. fees (p.a.)',
            value: result.costRatePercent === undefined ? 'Not defined' : formatPercent(result.costRatePercent),
            testId: 'cost-rate',
            meaning: 'Interest and fees together as one annual rate, to compare offers; not a comparison rate.',
          },
          {
            group: 'The return, before tax',
            label: 'Payback without finance',
            value: unlevered === undefined ? 'Never: no monthly benefit' : formatMonths(unlevered),
            testId: 'payback',
            meaning: 'How long the monthly benefit takes to add up to the price.',
          },
          {
            group: 'The return, before tax',
            label: 'Net cash a month while financed',
            value: formatMoney(result.netMonthlyCashEffect),
            testId: 'net-monthly',
            meaning: 'The monthly benefit less the repayments and fees: negative means the business tops it up.',
          },
          {
            group: 'The return, before tax',
            label: 'Payback of your upfront cash',
            value:
              result.upfrontCash === 0
                ? 'No upfront cash'
                : levered === undefined
                  ? 'Never while financed'
                  : formatMonths(levered),
            testId: 'levered-payback',
            meaning: 'How long the net cash a month takes to repay your deposit and fees paid in cash.',
          },
          {
            group: 'The return, before tax',
            label: 'Simple ROI over the term',
            value: formatPercent(result.simpleRoiPercent),
            testId: 'roi',
            meaning: 'What the asset earns over the term, plus its resale value, against everything you pay.',
          },
          {
            group: 'The return, before tax',
            label: 'Asset’s IRR (p.a.)',
            value: result.assetIrrPercent === undefined ? 'Not defined' : formatPercent(result.assetIrrPercent),
            testId: 'irr',
            meaning: 'The asset’s own yearly return on its price, ignoring how it is financed.',
          },
          {
            group: 'The return, before tax',
            label: `NPV at ${formatPercent(numbers.discount)}`,
            value: formatMoney(result.npv),
            testId: 'npv',
            meaning:
              'The benefits and resale value in today’s dollars, less the price: above zero, the asset beats that rate.',
          },
        ]
      }
      results={
        result && (
          <>
            {result.netMonthlyCashEffect < 0 && (
              <p className={styles.warning}>
                The repayments and fees are more than the asset earns each month: the business tops up the difference
                while the finance runs.
              </p>
            )}
            {unlevered !== undefined && unlevered > result.months && (
              <p className={styles.warning}>The asset takes longer than the term to earn back its price.</p>
            )}
          </>
        )
      }
      assumptions={[
        'Chattel mortgage: the business owns the asset from the start. A GST-registered business can generally claim the GST in the price on its next BAS, and interest and depreciation may be deductible.',
        'Finance lease: the lender owns the asset, so enter the price excluding GST. GST is added to each rental (the rentals shown exclude it), and rentals may be deductible.',
        'For leased cars, ATO guidelines set minimum residuals, from 65.63% of cost over 1 year to 28.13% over 5 years (ATO ID 2002/1004). Chattel mortgage balloons are set by lender policy.',
        'Tax depends on your business: this is general information, so ask your accountant. ROI, payback, IRR and NPV are before tax and leave out GST credits.',
        'Interest compounds at the repayment frequency; fortnightly and weekly use 26 and 52 repayments a year, counted as 26/12 and 52/12 repayments a month. The balloon or residual is due at the end of the term.',
        'The cost rate incl. fees is the yearly rate at which what you receive equals the repayments, fees and balloon. It is not a comparison rate.',
        'The monthly benefit arrives at the end of each month; the resale value at the end of the term. Payback with finance leaves out the balloon.',
        'The starting figures are an illustrative example (November 2026), not a quote or a rate on offer.',
      ]}>
      {result && (
        <>
          <h2>Balance over time</h2>
          <BalanceChart principal={result.amountFinanced} years={result.years} />
          <ScheduleTable
            years={result.years}
            schedule={result.schedule}
            periodLabel={frequency.label.replace('ly', '')}
            filename="asset-finance-schedule.csv"
          />
          <p className={styles.note}>
            Terms used: <Link to="/resources/glossary#chattel-mortgage">chattel mortgage</Link>,{' '}
            <Link to="/resources/glossary#finance-lease">finance lease</Link>,{' '}
            <Link to="/resources/glossary#balloon-payment">balloon</Link>,{' '}
            <Link to="/resources/glossary#residual-value">residual value</Link> and{' '}
            <Link to="/resources/glossary#gst">GST</Link>. More on{' '}
            <Link to="/services/equipment-finance">equipment finance</Link> and{' '}
            <Link to="/services/asset-finance">asset finance</Link>.
          </p>
        </>
      )}
    </CalculatorShell>
  );
}
