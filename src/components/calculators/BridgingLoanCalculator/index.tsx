/**
 * The bridging loan calculator (docs-dev/CALCULATORS.md, §7): peak debt while
 * both properties are held (with the interest capitalised until the sale, as
 * the glossary defines it), the end debt after the sale, the LVRs lenders test,
 * the cost including fees, and what a late or lower sale would cost.
 */
import {bridgingLateExit, bridgingLoan, perPeriod, type BridgingInterest} from '../../../finance';
import {formatMoney, formatPercent, formatWholeDollars} from '../../../finance/format';
import {type FieldRule, commonRules} from '../../../finance/validate';
import ScheduleTable from '../ScheduleTable';
import BalanceChart from '../BalanceChart';
import CalculatorShell from '../CalculatorShell';
import {feeTreatmentOf, feeTreatments} from '../feeTreatments';
import {brokerLink} from '../brokerLink';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import LateExit, {defaultMarginFact, defaultMarginHint} from '../LateExit';
import styles from '../calculator.module.css';

const SLUG = 'bridging-loan-calculator';

const defaults = {
  sale: '1600000',
  selling: '2.5',
  salepct: '100',
  debt: '400000',
  purchase: '1350000',
  costs: '100000',
  cash: '0',
  newvalue: '',
  months: '6',
  rate: '9.5',
  interest: 'capitalised',
  fees: '0',
  addfees: 'no',
  term: '',
  margin: String(defaultMarginFact.value),
};

const interestTreatments = [
  {value: 'capitalised', label: 'Capitalised (added monthly)'},
  {value: 'serviced', label: 'Paid monthly (serviced)'},
] as const satisfies readonly {value: BridgingInterest; label: string}[];

const {money} = commonRules;

const rules = {
  sale: money('Expected sale price', {minExclusive: true}),
  selling: {label: 'Selling costs', max: 20, maxMessage: 'Selling costs can be at most 20% of the sale price.'},
  salepct: {
    label: 'Sale price the lender assumes',
    minExclusive: true,
    max: 100,
    maxMessage: 'Sale price the lender assumes can be at most 100% of your expected price.',
  },
  debt: money('Loan owing on the property you are selling'),
  purchase: money('Purchase price', {minExclusive: true}),
  costs: money('Purchase costs', {optional: true}),
  cash: money('Cash you put in', {optional: true}),
  newvalue: money('Value of the new property', {optional: true, minExclusive: true}),
  months: {
    label: 'Bridging period',
    minExclusive: true,
    max: 36,
    integer: true,
    maxMessage: 'Bridging period can be at most 36 months.',
  },
  rate: commonRules.rate,
  fees: {label: 'Loan fees', max: 10_000_000, optional: true},
  term: {label: 'Loan term', optional: true, max: 36, integer: true, maxMessage: 'Loan term can be at most 36 months.'},
  margin: {label: 'Default margin', max: 50, maxMessage: 'Default margin can be at most 50% p.a.'},
} satisfies Record<string, FieldRule>;

export default function BridgingLoanCalculator() {
  const {values, numbers, errors, field, choice, lines} = useCalculatorForm(defaults, rules);
  const interest = interestTreatments.find((t) => t.value === values.interest) ?? interestTreatments[0];
  const capitalised = interest.value === 'capitalised';
  const addFees = feeTreatmentOf(values.addfees);

  // Checks that compare fields.
  if (
    !errors.cash &&
    !errors.debt &&
    !errors.purchase &&
    !errors.costs &&
    numbers.cash >= numbers.debt + numbers.purchase + numbers.costs
  ) {
    errors.cash = 'Your cash covers the purchase and the existing loan: no bridging loan is needed.';
  }
  if (!errors.term && !errors.months && numbers.term > 0 && numbers.term < numbers.months) {
    errors.term = 'Loan term must be at least the bridging period; leave it empty if they are the same.';
  }

  const inputs = {
    salePrice: numbers.sale,
    sellingCostsPercent: numbers.selling,
    salePricePercent: numbers.salepct,
    existingDebt: numbers.debt,
    purchasePrice: numbers.purchase,
    purchaseCosts: numbers.costs,
    cashContribution: numbers.cash,
    newPropertyValue: numbers.newvalue,
    months: numbers.months,
    ratePercent: numbers.rate,
    interest: interest.value,
    fees: numbers.fees,
    feesAdded: addFees === 'yes',
  };
  const result = isValid(errors) ? bridgingLoan(inputs) : undefined;
  const months = `${numbers.months} month${numbers.months === 1 ? '' : 's'}`;

  const sold = result && (result.endDebt > 0 || result.surplus === 0);

  return (
    <CalculatorShell
      slug={SLUG}
      inputsLabel="Sale, purchase and bridging loan details"
      lines={lines}
      brokerHref={brokerLink(
        SLUG,
        result && {
          amount: result.peakDebt,
          sale: values.sale,
          purchase: values.purchase,
          debt: values.debt,
          months: values.months,
          rate: values.rate,
          interest: interest.value,
          enddebt: result.endDebt,
          peaklvr: result.peakLvrPercent,
        },
      )}
      inputs={
        <>
          <fieldset className={styles.group}>
            <legend>The property you are selling</legend>
            {field('sale', 'Expected sale price', {prefix: '$'})}
            {field('debt', 'Loan owing on it', {prefix: '$'})}
            {field('selling', 'Selling costs (% of sale price)', {
              suffix: '%',
              hint: 'Agent’s commission, marketing and legal costs.',
            })}
            {field('salepct', 'Sale price the lender assumes (%)', {
              suffix: '%',
              hint: 'Some lenders assume a lower, conservative sale price, for example 90% of your estimate.',
            })}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>The property you are buying</legend>
            {field('purchase', 'Purchase price', {prefix: '$'})}
            {field('costs', 'Purchase costs', {
              prefix: '$',
              hint: 'Stamp duty (transfer duty), legal and other costs.',
            })}
            {field('cash', 'Cash you put in (optional)', {prefix: '$'})}
            {field('newvalue', 'Value of the new property (optional)', {
              prefix: '$',
              hint: 'Leave empty to use the purchase price.',
            })}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>The bridging loan</legend>
            {field('months', 'Bridging period (months)', {suffix: 'months', hint: 'Time until the sale settles.'})}
            {field('rate', 'Interest rate (% p.a.)', {suffix: '% p.a.'})}
            {choice('interest', 'Interest', interestTreatments, interest.value)}
            {field('fees', 'Loan fees (optional)', {prefix: '$', hint: 'Establishment, valuation and legal fees.'})}
            {numbers.fees > 0 && choice('addfees', 'Loan fees are', feeTreatments, addFees)}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>If the sale is late</legend>
            {field('term', 'Loan term (months, optional)', {
              suffix: 'months',
              hint: 'Leave empty if it ends with the bridging period.',
            })}
            {field('margin', 'Default margin (% p.a.)', {suffix: '% p.a.', hint: defaultMarginHint})}
          </fieldset>
        </>
      }
      rows={
        result && [
          {
            label: capitalised ? 'Peak debt, with capitalised interest' : 'Peak debt',
            short: 'Peak debt',
            value: formatMoney(result.peakDebtWithInterest),
            headline: true,
            testId: 'peak-debt',
            meaning: capitalised
              ? `The most you will owe: everything borrowed plus the interest added over ${months}, just before the sale repays it.`
              : 'The most you will owe: the existing loan, the purchase and its costs, less your cash. Interest is paid monthly, so it stays at this.',
            glossary: 'peak-debt',
          },
          capitalised && {
            label: 'Debt when the purchase settles',
            value: formatMoney(result.peakDebt),
            testId: 'debt-at-settlement',
          },
          capitalised
            ? {
                label: `Interest capitalised over ${months}`,
                value: formatMoney(result.totalInterest),
                testId: 'total-interest',
                meaning: 'Added to the debt monthly instead of being paid.',
                glossary: 'capitalised-interest',
              }
            : {
                label: 'Interest to pay each month',
                value: formatMoney(result.monthlyInterest!),
                testId: 'monthly-interest',
                meaning: 'Paid monthly while you hold both properties.',
              },
          !capitalised && {
            label: `Total interest over ${months}`,
            value: formatMoney(result.totalInterest),
            testId: 'total-interest',
            meaning: 'All the interest until the sale.',
          },
          {
            label: 'Net sale proceeds',
            value: formatMoney(result.netSaleProceeds),
            testId: 'net-sale-proceeds',
            meaning: 'The assumed price less selling costs.',
          },
          sold
            ? {
                label: 'End debt after the sale',
                value: formatMoney(result.endDebt),
                headline: true,
                testId: 'end-debt',
                meaning: 'What you still owe after the sale: a loan on the new property alone.',
                glossary: 'end-debt',
              }
            : {
                label: 'Left over after repaying the loan',
                value: formatMoney(result.surplus),
                headline: true,
                testId: 'surplus',
                meaning: 'What remains once the sale repays the debt.',
              },
          {
            label: capitalised ? 'Peak LVR, with capitalised interest' : 'Peak LVR (both properties)',
            value: formatPercent(result.peakLvrWithInterestPercent),
            testId: capitalised ? 'peak-lvr-interest' : 'peak-lvr',
            glossary: 'lvr',
          },
          capitalised && {
            label: 'LVR when the purchase settles',
            value: formatPercent(result.peakLvrPercent),
            testId: 'peak-lvr',
            meaning: 'Before interest is added.',
          },
          {
            label: 'End LVR (new property)',
            value: formatPercent(result.endLvrPercent),
            testId: 'end-lvr',
            meaning: 'End debt over the new property’s value.',
            glossary: 'lvr',
          },
          {
            label: 'Cost rate incl. fees (p.a.)',
            value: result.costRatePercent === undefined ? 'Not available' : formatPercent(result.costRatePercent),
            testId: 'cost-rate',
            meaning: 'Interest and fees as one yearly rate.',
          },
          numbers.fees > 0 && {
            label: 'Total cost (interest and fees)',
            value: formatMoney(result.totalCost),
          },
        ]
      }
      results={
        result && (
          <>
            {result.peakLvrWithInterestPercent > 80 && (
              <p className={styles.warning}>
                Peak debt above 80% of the two properties’ combined value is beyond what many bridging lenders accept.
                More cash, a cheaper purchase or extra security may be needed.
              </p>
            )}
            {numbers.months > 12 && (
              <p className={styles.warning}>
                Bridging periods are commonly up to six months when the property is under contract of sale and up to
                twelve months when it is not. Some lenders allow up to 24 months, usually at a higher cost; a longer
                period may need a different kind of loan.
              </p>
            )}
          </>
        )
      }
      assumptions={[
        'Peak debt is the loan on the property you are selling, plus the purchase price and costs, less your cash, plus any fees added to the loan and, when interest is capitalised, the interest added until the sale.',
        capitalised
          ? 'Capitalised interest compounds monthly at the rate divided by 12 and is added to the debt; nothing is paid until the sale. Some lenders accrue daily, which gives a slightly different figure.'
          : 'Serviced interest is the peak debt times the rate divided by 12, paid each month; the debt stays at its peak until the sale.',
        'Net sale proceeds are the sale price the lender assumes less selling costs (a percentage of that price). They repay the bridging debt at the end of the period; what is left is the end debt.',
        'Peak LVR divides peak debt by the sale price plus the new property’s value; end LVR divides end debt by the new property’s value.',
        'The cost rate incl. fees is the monthly rate at which what you receive (the debt less all fees, paid or added) equals the interest and the debt repaid, times 12.',
        'Fees are counted only where you enter them. Valuation, discharge and legal fees on the sale, and tax on any gain, are not included.',
        'The figures filled in when the page opens are examples (November 2026), not a rate or an offer.',
      ]}>
      {result && (
        <>
          {!errors.margin && (
            <LateExit
              inputs={bridgingLateExit(inputs, result, numbers.margin, numbers.term || numbers.months)}
              exit="sale"
              leftColumn="end debt"
            />
          )}
          <h2>Debt over the bridging period</h2>
          <BalanceChart
            principal={result.peakDebt}
            years={perPeriod(result.schedule)}
            stepLabel="Month"
            interestLabel={capitalised ? 'Interest added so far' : 'Interest paid so far'}
            summary={`The debt is ${formatWholeDollars(result.peakDebt)} when the purchase settles and ${formatWholeDollars(result.peakDebtWithInterest)} at the end of month ${numbers.months}. The sale then ${result.endDebt > 0 ? `leaves an end debt of ${formatWholeDollars(result.endDebt)}` : `repays it in full, leaving ${formatWholeDollars(result.surplus)}`}.`}
          />
          <ScheduleTable
            years={result.years}
            schedule={result.schedule}
            periodLabel="Month"
            filename="bridging-loan-months.csv"
            heading="Month by month"
            intro={
              capitalised
                ? 'Nothing is paid during the bridging period: each month’s interest is added to the debt (shown as negative principal). The balance is the debt the sale repays.'
                : 'You pay each month’s interest, so the debt stays at its peak until the sale repays it.'
            }
          />
        </>
      )}
    </CalculatorShell>
  );
}
