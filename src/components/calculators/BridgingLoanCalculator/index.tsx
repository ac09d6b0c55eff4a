/**
 * The bridging loan calculator (calculators.md §7): peak debt while both
 * properties are held, interest capitalised or paid monthly, the end debt
 * after the sale, the LVRs lenders test and the cost including fees.
 */
import {bridgingLoan, perPeriod, type BridgingInterest} from '../../../finance';
import {formatMoney, formatPercent, formatWholeDollars} from '../../../finance/format';
import {type FieldRule, commonRules} from '../../../finance/validate';
import ScheduleTable from '../ScheduleTable';
import BalanceChart from '../BalanceChart';
import CalculatorShell from '../CalculatorShell';
import {feeTreatmentOf, feeTreatments} from '../feeTreatments';
import {brokerLink} from '../brokerLink';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
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
} satisfies Record<string, FieldRule>;

export default function BridgingLoanCalculator() {
  const {values, numbers, errors, field, choice} = useCalculatorForm(defaults, rules);
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

  const result = isValid(errors)
    ? bridgingLoan({
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
      })
    : undefined;
  const months = `${numbers.months} month${numbers.months === 1 ? '' : 's'}`;

  return (
    <CalculatorShell
      slug={SLUG}
      inputsLabel="Sale, purchase and bridging loan details"
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
        </>
      }
      headline={
        result && [
          {label: 'Peak debt', value: formatMoney(result.peakDebt)},
          result.endDebt > 0 || result.surplus === 0
            ? {label: 'End debt after the sale', value: formatMoney(result.endDebt)}
            : {label: 'Left over after the sale', value: formatMoney(result.surplus)},
        ]
      }
      results={
        result && (
          <>
            <dl className={styles.summary}>
              <div className={styles.headline}>
                <dt>Peak debt when the purchase settles</dt>
                <dd data-testid="peak-debt">{formatMoney(result.peakDebt)}</dd>
              </div>
              {capitalised ? (
                <>
                  <div>
                    <dt>Interest capitalised over {months}</dt>
                    <dd data-testid="total-interest">{formatMoney(result.totalInterest)}</dd>
                  </div>
                  <div>
                    <dt>Debt before the sale, with interest</dt>
                    <dd data-testid="peak-debt-with-interest">{formatMoney(result.peakDebtWithInterest)}</dd>
                  </div>
                </>
              ) : (
                <>
                  <div>
                    <dt>Interest to pay each month</dt>
                    <dd data-testid="monthly-interest">{formatMoney(result.monthlyInterest!)}</dd>
                  </div>
                  <div>
                    <dt>Total interest over {months}</dt>
                    <dd data-testid="total-interest">{formatMoney(result.totalInterest)}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>Net sale proceeds</dt>
                <dd data-testid="net-sale-proceeds">{formatMoney(result.netSaleProceeds)}</dd>
              </div>
              {result.endDebt > 0 || result.surplus === 0 ? (
                <div className={styles.headline}>
                  <dt>End debt after the sale</dt>
                  <dd data-testid="end-debt">{formatMoney(result.endDebt)}</dd>
                </div>
              ) : (
                <div className={styles.headline}>
                  <dt>Left over after repaying the loan</dt>
                  <dd data-testid="surplus">{formatMoney(result.surplus)}</dd>
                </div>
              )}
              <div>
                <dt>Peak LVR (both properties)</dt>
                <dd data-testid="peak-lvr">{formatPercent(result.peakLvrPercent)}</dd>
              </div>
              {capitalised && (
                <div>
                  <dt>Peak LVR with capitalised interest</dt>
                  <dd data-testid="peak-lvr-interest">{formatPercent(result.peakLvrWithInterestPercent)}</dd>
                </div>
              )}
              <div>
                <dt>End LVR (new property)</dt>
                <dd data-testid="end-lvr">{formatPercent(result.endLvrPercent)}</dd>
              </div>
              <div>
                <dt>Cost rate incl. fees (p.a.)</dt>
                <dd data-testid="cost-rate">
                  {result.costRatePercent === undefined ? 'Not available' : formatPercent(result.costRatePercent)}
                </dd>
              </div>
              {numbers.fees > 0 && (
                <div>
                  <dt>Total cost (interest and fees)</dt>
                  <dd>{formatMoney(result.totalCost)}</dd>
                </div>
              )}
            </dl>
            {result.peakLvrWithInterestPercent > 80 && (
              <p className={styles.warning}>
                Peak debt above 80% of the two properties’ combined value is beyond what many bridging lenders accept.
                More cash, a cheaper purchase or extra security may be needed.
              </p>
            )}
            {numbers.months > 12 && (
              <p className={styles.warning}>
                Bridging periods are commonly up to six months when the property is under contract of sale and up to
                twelve months when it is not. A longer period may need a different kind of loan.
              </p>
            )}
          </>
        )
      }
      assumptions={[
        'Peak debt is the loan on the property you are selling, plus the purchase price and costs, less your cash, plus any fees added to the loan.',
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
