/**
 * The commercial real estate calculator (docs-dev/CALCULATORS.md §3): NOI, cap rate,
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

// docs-dev/CALCULATORS.md §3's worked example: an illustrative scenario, not a quote.
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
      rows={
        result && [
          {
            group: 'Income',
            label: 'Net operating income (NOI), a year',
            short: 'Net operating income, a year',
            value: formatMoney(result.noi),
            headline: true,
            testId: 'noi',
            meaning:
              'Rent after vacancy, plus other income, less the outgoings you pay: what the property earns before the loan.',
            glossary: 'noi',
          },
          {
            group: 'Income',
            label: `Cap rate (NOI ÷ price)${onPrice ? ' and net yield' : ''}`,
            value: formatPercent(result.capRatePercent),
            testId: 'cap-rate',
            meaning: 'NOI as a share of the price: the return before borrowing, the figure valuers compare.',
            glossary: 'cap-rate',
          },
          {
            group: 'Income',
            label: `Gross yield${onPrice ? '' : ' on price plus costs'}`,
            value: formatPercent(result.grossYieldPercent),
            testId: 'gross-yield',
            meaning: 'Gross rent as a share of what you pay, before vacancy and outgoings.',
            glossary: 'gross-yield',
          },
          !onPrice && {
            group: 'Income',
            label: 'Net yield on price plus costs',
            value: formatPercent(result.netYieldPercent),
            testId: 'net-yield',
            meaning: 'NOI as a share of the price plus acquisition costs.',
            glossary: 'net-yield',
          },
          result.impliedValue !== undefined && {
            group: 'Income',
            label: `Value at a ${values.caprate}% cap rate`,
            value: formatMoney(result.impliedValue),
            testId: 'implied-value',
            meaning: 'What the property would be worth if it sold on the market cap rate you entered.',
          },
          ...(loan
            ? [
                {
                  group: 'Loan and cover',
                  label: `${repayment.type === 'interest-only' ? 'Interest-only repayment' : 'Repayment'}, per ${frequency.period}`,
                  value: formatMoney(loan.repayment),
                  testId: 'repayment',
                  meaning: 'Each regular repayment on the loan.',
                },
                {
                  group: 'Loan and cover',
                  label: 'Debt service a year',
                  value: formatMoney(loan.annualDebtService),
                  testId: 'debt-service',
                  meaning: 'A year of repayments.',
                },
                {
                  group: 'Loan and cover',
                  label: 'Debt service cover (DSCR)',
                  short: 'DSCR',
                  value: loan.dscr === undefined ? 'No repayments' : formatTimes(loan.dscr),
                  headline: loan.dscr !== undefined,
                  testId: 'dscr',
                  meaning: 'How many times NOI covers a year of repayments; lenders set a minimum.',
                  glossary: 'dscr',
                },
                {
                  group: 'Loan and cover',
                  label: 'Interest cover (ICR)',
                  value: loan.icr === undefined ? 'No interest' : formatTimes(loan.icr),
                  testId: 'icr',
                  meaning: 'How many times NOI covers a year’s interest on the whole loan.',
                  glossary: 'icr',
                },
                {
                  group: 'Loan and cover',
                  label: 'Loan-to-value ratio (LVR)',
                  value: formatPercent(loan.lvrPercent),
                  testId: 'lvr',
                  meaning: 'The loan as a share of the price.',
                  glossary: 'lvr',
                },
                {
                  group: 'Loan and cover',
                  label: 'Total interest',
                  value: formatMoney(loan.totalInterest),
                  testId: 'total-interest',
                  meaning: 'All the interest over the term at this rate.',
                },
                {
                  group: 'Loan and cover',
                  label: 'Total repaid',
                  value: formatMoney(loan.totalRepayments),
                  meaning: 'Every repayment over the term.',
                },
              ]
            : []),
          {
            group: 'Return on your cash, before tax',
            label: 'Cash flow a year (NOI less debt service)',
            value: formatMoney(result.cashFlow),
            testId: 'cash-flow',
            meaning: 'What is left each year after the repayments, before tax.',
          },
          {
            group: 'Return on your cash, before tax',
            label: 'Cash invested',
            value: formatMoney(result.equity),
            testId: 'equity',
            meaning: 'The price, costs and loan fees, less the loan.',
          },
          {
            group: 'Return on your cash, before tax',
            label: 'Cash-on-cash return',
            value:
              result.cashOnCashPercent === undefined ? 'No cash invested' : formatPercent(result.cashOnCashPercent),
            testId: 'cash-on-cash',
            meaning: 'The year’s cash flow as a share of the cash you put in.',
            glossary: 'cash-on-cash',
          },
          {
            group: 'How much a lender might lend',
            label: `At a ${formatTimes(numbers.dscr)} DSCR`,
            value: result.maxLoan.byDscr === undefined ? 'No limit at a 0% rate' : formatMoney(result.maxLoan.byDscr),
            testId: 'max-loan-dscr',
            meaning: 'The largest loan whose repayments the NOI covers at your minimum DSCR.',
          },
          {
            group: 'How much a lender might lend',
            label: `At a ${formatPercent(numbers.lvr)} LVR`,
            value: formatMoney(result.maxLoan.byLvr),
            testId: 'max-loan-lvr',
            meaning: 'Your maximum LVR times the price.',
          },
          {
            group: 'How much a lender might lend',
            label: `Largest loan on both tests (${result.maxLoan.binding === 'dscr' ? 'DSCR' : 'LVR'} limits it)`,
            value: formatMoney(result.maxLoan.amount),
            testId: 'max-loan',
            meaning: 'The lower of the two: what both tests allow.',
          },
        ]
      }
      results={
        result && (
          <>
            {result.noi <= 0 && (
              <p className={styles.warning}>
                The outgoings and vacancy allowance use up all the income: the property runs at a loss before any loan.
              </p>
            )}
            {!loan && (
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
