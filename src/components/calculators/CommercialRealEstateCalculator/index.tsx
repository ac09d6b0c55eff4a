/**
 * The commercial real estate calculator (calculators.md §3): NOI, cap rate,
 * yields, DSCR, ICR, cash-on-cash, the largest loan a lender's DSCR and LVR
 * tests allow, and a value at a market cap rate; with a loan, its repayment,
 * schedule and chart.
 */
import Link from '@docusaurus/Link';
import {commercialRealEstate, type PropertyRepaymentType, type YieldBasis} from '../../../finance';
import {formatMoney, formatPercent, formatTimes} from '../../../finance/format';
import {type FieldRule, commonRules} from '../../../finance/validate';
import ScheduleTable from '../ScheduleTable';
import BalanceChart from '../BalanceChart';
import CalculatorShell from '../CalculatorShell';
import {frequencies, frequencyOf} from '../frequencies';
import {brokerLink} from '../brokerLink';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import styles from '../calculator.module.css';

const SLUG = 'commercial-real-estate-calculator';

// calculators.md §3's worked example: an illustrative scenario, not a quote.
const defaults = {
  price: '2500000',
  costs: '150000',
  rent: '200000',
  vacancy: '5',
  other: '0',
  outgoings: '10000',
  amount: '1200000',
  rate: '7.25',
  years: '25',
  frequency: 'monthly',
  type: 'pi',
  fees: '0',
  basis: 'price',
  caprate: '',
  dscr: '1.5',
  lvr: '65',
};

const repaymentTypes = [
  {value: 'pi', type: 'principal-and-interest', label: 'Principal and interest'},
  {value: 'io', type: 'interest-only', label: 'Interest-only'},
] as const satisfies readonly {value: string; type: PropertyRepaymentType; label: string}[];

const yieldBases = [
  {value: 'price', basis: 'price', label: 'The purchase price'},
  {value: 'cost', basis: 'price-plus-costs', label: 'The price plus acquisition costs'},
] as const satisfies readonly {value: string; basis: YieldBasis; label: string}[];

const {money} = commonRules;

const rules = {
  price: {...money('Purchase price or value'), minExclusive: true},
  costs: money('Acquisition costs', {optional: true}),
  rent: money('Gross rent'),
  vacancy: {label: 'Vacancy allowance', max: 100, maxMessage: 'Vacancy allowance can be at most 100%.'},
  other: money('Other income', {optional: true}),
  outgoings: money('Outgoings', {optional: true}),
  // 0 is allowed here: a property bought without a loan.
  amount: {...commonRules.loanAmount, minExclusive: false},
  rate: commonRules.rate,
  years: commonRules.term(40),
  fees: {...money('Upfront loan fees', {optional: true}), max: 10_000_000},
  caprate: {label: 'Market cap rate', max: 100, maxMessage: 'Market cap rate can be at most 100%.', optional: true},
  dscr: {label: 'Minimum DSCR', minExclusive: true, max: 10, maxMessage: 'Minimum DSCR can be at most 10 times.'},
  lvr: {label: 'Maximum LVR', minExclusive: true, max: 100, maxMessage: 'Maximum LVR can be at most 100%.'},
} satisfies Record<string, FieldRule>;

export default function CommercialRealEstateCalculator() {
  const {values, numbers, errors, field, choice, lines} = useCalculatorForm(defaults, rules);
  const frequency = frequencyOf(values.frequency);
  const repayment = repaymentTypes.find((t) => t.value === values.type) ?? repaymentTypes[0];
  const basis = yieldBases.find((b) => b.value === values.basis) ?? yieldBases[0];

  if (!errors.years && !Number.isInteger(numbers.years * 12)) {
    errors.years = 'Loan term must be in whole months (for example 2.5 years).';
  }

  const result = isValid(errors)
    ? commercialRealEstate({
        price: numbers.price,
        acquisitionCosts: numbers.costs,
        grossRent: numbers.rent,
        vacancyPercent: numbers.vacancy,
        otherIncome: numbers.other,
        outgoings: numbers.outgoings,
        amount: numbers.amount,
        ratePercent: numbers.rate,
        years: numbers.years,
        frequency: frequency.value,
        repaymentType: repayment.type,
        loanFees: numbers.fees,
        yieldBasis: basis.basis,
        marketCapRatePercent: numbers.caprate,
        minDscr: numbers.dscr,
        maxLvrPercent: numbers.lvr,
      })
    : undefined;
  const loan = result?.loan;
  const onPrice = basis.basis === 'price';

  return (
    <CalculatorShell
      slug={SLUG}
      lines={lines}
      inputsLabel="Property and loan details"
      brokerHref={brokerLink(
        SLUG,
        result && {
          amount: values.amount,
          value: values.price,
          rate: values.rate,
          years: values.years,
          frequency: frequency.value,
          noi: result.noi,
          ...(loan && {repayment: loan.repayment, lvr: loan.lvrPercent}),
          ...(loan?.dscr !== undefined && {dscr: loan.dscr}),
        },
      )}
      inputs={
        <>
          <fieldset className={styles.group}>
            <legend>Property</legend>
            {field('price', 'Purchase price or value', {prefix: '$'})}
            {field('costs', 'Acquisition costs (optional)', {
              prefix: '$',
              hint: 'Stamp duty, legal and due diligence.',
            })}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Income and outgoings, a year</legend>
            {field('rent', 'Gross rent a year', {prefix: '$', hint: 'With the property fully let.'})}
            {field('vacancy', 'Vacancy allowance (% of rent)', {suffix: '%'})}
            {field('other', 'Other income a year (optional)', {prefix: '$', hint: 'Signage or parking, for example.'})}
            {field('outgoings', 'Outgoings you pay a year (optional)', {
              prefix: '$',
              hint: 'Only what tenants do not reimburse: rates, insurance, repairs, management.',
            })}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Loan</legend>
            {field('amount', 'Loan amount', {prefix: '$', hint: 'Enter 0 for a purchase without a loan.'})}
            {field('rate', 'Interest rate (% p.a.)', {suffix: '% p.a.'})}
            {field('years', 'Loan term (years)', {suffix: 'years'})}
            {choice('frequency', 'Repayment frequency', frequencies, frequency.value)}
            {choice('type', 'Repayment type', repaymentTypes, repayment.value)}
            {field('fees', 'Upfront loan fees (optional)', {prefix: '$'})}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Lender’s tests and market</legend>
            {field('dscr', 'Minimum DSCR (times)', {suffix: '×', hint: 'Each lender sets its own.'})}
            {field('lvr', 'Maximum LVR (%)', {suffix: '%', hint: 'Each lender sets its own.'})}
            {field('caprate', 'Market cap rate (optional)', {
              suffix: '%',
              hint: 'For similar properties, from a valuer or agent.',
            })}
            {choice('basis', 'Measure yields against', yieldBases, basis.value)}
          </fieldset>
        </>
      }
      headline={
        result && [
          {label: 'Net operating income, a year', value: formatMoney(result.noi)},
          ...(loan?.dscr === undefined ? [] : [{label: 'DSCR', value: formatTimes(loan.dscr)}]),
        ]
      }
      results={
        result && (
          <>
            <h3>Income</h3>
            <dl className={styles.summary}>
              <div className={styles.headline}>
                <dt>Net operating income (NOI), a year</dt>
                <dd data-testid="noi">{formatMoney(result.noi)}</dd>
              </div>
              <div>
                <dt>Cap rate (NOI ÷ price){onPrice ? ' and net yield' : ''}</dt>
                <dd data-testid="cap-rate">{formatPercent(result.capRatePercent)}</dd>
              </div>
              <div>
                <dt>Gross yield{onPrice ? '' : ' on price plus costs'}</dt>
                <dd data-testid="gross-yield">{formatPercent(result.grossYieldPercent)}</dd>
              </div>
              {!onPrice && (
                <div>
                  <dt>Net yield on price plus costs</dt>
                  <dd data-testid="net-yield">{formatPercent(result.netYieldPercent)}</dd>
                </div>
              )}
              {result.impliedValue !== undefined && (
                <div>
                  <dt>Value at a {values.caprate}% cap rate</dt>
                  <dd data-testid="implied-value">{formatMoney(result.impliedValue)}</dd>
                </div>
              )}
            </dl>
            {result.noi <= 0 && (
              <p className={styles.warning}>
                The outgoings and vacancy allowance use up all the income: the property runs at a loss before any loan.
              </p>
            )}

            <h3>Loan and cover</h3>
            {loan ? (
              <dl className={styles.summary}>
                <div>
                  <dt>
                    {repayment.type === 'interest-only' ? 'Interest-only repayment' : 'Repayment'}, per{' '}
                    {frequency.period}
                  </dt>
                  <dd data-testid="repayment">{formatMoney(loan.repayment)}</dd>
                </div>
                <div>
                  <dt>Debt service a year</dt>
                  <dd data-testid="debt-service">{formatMoney(loan.annualDebtService)}</dd>
                </div>
                <div className={styles.headline}>
                  <dt>Debt service cover (DSCR)</dt>
                  <dd data-testid="dscr">{loan.dscr === undefined ? 'No repayments' : formatTimes(loan.dscr)}</dd>
                </div>
                <div>
                  <dt>Interest cover (ICR)</dt>
                  <dd data-testid="icr">{loan.icr === undefined ? 'No interest' : formatTimes(loan.icr)}</dd>
                </div>
                <div>
                  <dt>Loan-to-value ratio (LVR)</dt>
                  <dd data-testid="lvr">{formatPercent(loan.lvrPercent)}</dd>
                </div>
                <div>
                  <dt>Total interest</dt>
                  <dd data-testid="total-interest">{formatMoney(loan.totalInterest)}</dd>
                </div>
                <div>
                  <dt>Total repaid</dt>
                  <dd>{formatMoney(loan.totalRepayments)}</dd>
                </div>
              </dl>
            ) : (
              <p data-testid="no-loan">No debt: with no loan there are no repayments, so no DSCR or ICR to test.</p>
            )}
            {loan?.dscr !== undefined && result.noi > 0 && loan.dscr < numbers.dscr && (
              <p className={styles.warning}>
                The DSCR is below the {formatTimes(numbers.dscr)} minimum you entered: a lender would likely want a
                smaller loan or more income.
              </p>
            )}
            {loan && loan.lvrPercent > numbers.lvr && (
              <p className={styles.warning}>The LVR is above the {formatPercent(numbers.lvr)} maximum you entered.</p>
            )}

            <h3>Return on your cash, before tax</h3>
            <dl className={styles.summary}>
              <div>
                <dt>Cash flow a year (NOI less debt service)</dt>
                <dd data-testid="cash-flow">{formatMoney(result.cashFlow)}</dd>
              </div>
              <div>
                <dt>Cash invested</dt>
                <dd data-testid="equity">{formatMoney(result.equity)}</dd>
              </div>
              <div className={styles.headline}>
                <dt>Cash-on-cash return</dt>
                <dd data-testid="cash-on-cash">
                  {result.cashOnCashPercent === undefined
                    ? 'No cash invested'
                    : formatPercent(result.cashOnCashPercent)}
                </dd>
              </div>
            </dl>

            <h3>How much a lender might lend</h3>
            <dl className={styles.summary}>
              <div>
                <dt>At a {formatTimes(numbers.dscr)} DSCR</dt>
                <dd data-testid="max-loan-dscr">
                  {result.maxLoan.byDscr === undefined ? 'No limit at a 0% rate' : formatMoney(result.maxLoan.byDscr)}
                </dd>
              </div>
              <div>
                <dt>At a {formatPercent(numbers.lvr)} LVR</dt>
                <dd data-testid="max-loan-lvr">{formatMoney(result.maxLoan.byLvr)}</dd>
              </div>
              <div className={styles.headline}>
                <dt>Largest loan on both tests ({result.maxLoan.binding === 'dscr' ? 'DSCR' : 'LVR'} limits it)</dt>
                <dd data-testid="max-loan">{formatMoney(result.maxLoan.amount)}</dd>
              </div>
            </dl>
          </>
        )
      }
      assumptions={[
        'NOI is gross rent less the vacancy allowance, plus other income, less the outgoings you pay. It leaves out loan repayments, depreciation, income tax and capital works.',
        `Yields are measured against ${onPrice ? 'the purchase price' : 'the price plus acquisition costs'}; the cap rate always uses the price or value.`,
        'Debt service is a year of repayments at the frequency chosen (26 fortnights or 52 weeks a year). Repayments are made at the end of each period and interest compounds at the repayment frequency.',
        'Interest cover (ICR) uses a full year’s interest on the whole loan amount, as lenders usually assess it.',
        'Cash invested is the price plus acquisition costs and loan fees, less the loan. Cash-on-cash is before tax.',
        'The largest loan uses the same rate, term and repayment type as your loan. Lenders also assess the borrower, the tenants and the lease term.',
        'The starting figures are an illustrative example (November 2026), not a quote or a rate on offer. The rate stays the same for the whole term.',
      ]}>
      {result && (
        <>
          {loan && (
            <>
              <h2>Loan balance over time</h2>
              <BalanceChart principal={numbers.amount} years={loan.years} />
              <ScheduleTable
                years={loan.years}
                schedule={loan.schedule}
                periodLabel={frequency.label.replace('ly', '')}
                filename="commercial-real-estate-loan-schedule.csv"
              />
            </>
          )}
          <p className={styles.note}>
            Terms used: <Link to="/resources/glossary#noi">NOI</Link>,{' '}
            <Link to="/resources/glossary#cap-rate">cap rate</Link>, <Link to="/resources/glossary#dscr">DSCR</Link>,{' '}
            <Link to="/resources/glossary#icr">ICR</Link> and <Link to="/resources/glossary#lvr">LVR</Link>. For
            repayments with an interest-only period or a balloon, see the{' '}
            <Link to="/tools/commercial-property-loan-calculator">commercial property loan calculator</Link>.
          </p>
        </>
      )}
    </CalculatorShell>
  );
}
