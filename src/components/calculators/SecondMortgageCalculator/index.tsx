/**
 * The second mortgage calculator (docs-dev/CALCULATORS.md, §2), which also
 * serves caveat loans: first and combined LVR, equity left, the largest second
 * mortgage within a combined-LVR limit, repayments on principal-and-interest,
 * interest-only or capitalised terms, and what a late or lower exit would cost.
 */
import {perPeriod, secondMortgage, secondMortgageLateExit, type SecondMortgageRepayment} from '../../../finance';
import {formatMoney, formatPercent} from '../../../finance/format';
import {MAX_AMOUNT, type FieldRule, commonRules} from '../../../finance/validate';
import ScheduleTable from '../ScheduleTable';
import BalanceChart from '../BalanceChart';
import CalculatorShell from '../CalculatorShell';
import {frequencies, frequencyOf} from '../frequencies';
import {feeTreatmentOf, feeTreatments} from '../feeTreatments';
import {brokerLink} from '../brokerLink';
import {BUSINESS_PURPOSE_ONLY_NOTE} from '../../../compliance/creditScope';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import LateExit, {defaultMarginFact, defaultMarginHint} from '../LateExit';
import styles from '../calculator.module.css';

const SLUG = 'second-mortgage-calculator';

const defaults = {
  value: '1000000',
  first: '550000',
  amount: '150000',
  maxlvr: '75',
  rate: '10.5',
  years: '2',
  frequency: 'monthly',
  type: 'io',
  fees: '0',
  addfees: 'no',
  margin: String(defaultMarginFact.value),
};

const repaymentTypes = [
  {value: 'pi', type: 'principal-and-interest', label: 'Principal and interest'},
  {value: 'io', type: 'interest-only', label: 'Interest-only'},
  {value: 'cap', type: 'capitalised', label: 'Interest capitalised (all paid at the end)'},
] as const satisfies readonly {value: string; type: SecondMortgageRepayment; label: string}[];

const rules = {
  value: {
    label: 'Property value',
    minExclusive: true,
    max: MAX_AMOUNT,
    maxMessage: 'Property value is beyond what this calculator handles ($500 million).',
  },
  first: {
    label: 'First mortgage balance',
    max: MAX_AMOUNT,
    maxMessage: 'First mortgage balance is beyond what this calculator handles ($500 million).',
  },
  amount: commonRules.loanAmount,
  maxlvr: {
    label: 'Lender’s maximum combined LVR',
    minExclusive: true,
    max: 100,
    maxMessage: 'Lender’s maximum combined LVR can be at most 100%.',
  },
  rate: commonRules.rate,
  years: commonRules.term(30),
  fees: {label: 'Upfront fees', max: 10_000_000, optional: true},
  margin: {label: 'Default margin', max: 50, maxMessage: 'Default margin can be at most 50% p.a.'},
} satisfies Record<string, FieldRule>;

export default function SecondMortgageCalculator() {
  const {values, numbers, errors, field, choice, lines} = useCalculatorForm(defaults, rules);
  const frequency = frequencyOf(values.frequency);
  const repayment = repaymentTypes.find((t) => t.value === values.type) ?? repaymentTypes[1];
  const capitalised = repayment.type === 'capitalised';
  const addFees = feeTreatmentOf(values.addfees);

  // Checks that compare fields.
  if (!errors.years && !Number.isInteger(Math.round(numbers.years * 12 * 1e9) / 1e9)) {
    errors.years = 'Loan term must be in whole months (for example 1.5 years).';
  }
  if (!errors.fees && !errors.amount && addFees === 'yes' && numbers.fees >= numbers.amount) {
    errors.fees = 'Fees added to the loan must be less than the loan amount.';
  }

  // The default margin is asked only where there is an exit to be late for.
  if (repayment.type === 'principal-and-interest') delete errors.margin;

  const inputs = {
    propertyValue: numbers.value,
    firstMortgage: numbers.first,
    amount: numbers.amount,
    maxCombinedLvrPercent: numbers.maxlvr,
    ratePercent: numbers.rate,
    years: numbers.years,
    frequency: frequency.value,
    repaymentType: repayment.type,
    fees: numbers.fees,
    feesAdded: addFees === 'yes',
  };
  const result = isValid(errors) ? secondMortgage(inputs) : undefined;
  const lateExit = result && secondMortgageLateExit(inputs, result, numbers.margin);
  const period = capitalised ? 'month' : frequency.period;
  const short = numbers.years <= 3;

  return (
    <CalculatorShell
      slug={SLUG}
      inputsLabel="Property and loan details"
      lines={lines}
      brokerHref={brokerLink(
        SLUG,
        result && {
          amount: values.amount,
          value: values.value,
          first: values.first,
          rate: values.rate,
          years: values.years,
          ...(capitalised ? {} : {frequency: frequency.value}),
          type: repayment.value,
          ...(result.repayment === undefined
            ? {owing: result.balanceAtEnd!.toFixed(2)}
            : {repayment: result.repayment.toFixed(2)}),
          lvr: result.combinedLvrPercent.toFixed(2),
        },
      )}
      inputs={
        <>
          {field('value', 'Property value', {prefix: '$'})}
          {field('first', 'First mortgage balance', {prefix: '$', hint: 'What you owe now on the first mortgage.'})}
          {field('amount', 'Loan amount', {
            prefix: '$',
            hint: 'The second mortgage, including any fees added to it.',
          })}
          {field('maxlvr', 'Lender’s maximum combined LVR (%)', {
            suffix: '%',
            hint: 'Both loans as a share of the property’s value. Your broker can tell you a lender’s limit.',
          })}
          {field('rate', 'Interest rate (% p.a.)', {suffix: '% p.a.'})}
          {field('years', 'Loan term (years)', {suffix: 'years'})}
          {choice('type', 'Repayment type', repaymentTypes, repayment.value)}
          {!capitalised && choice('frequency', 'Repayment frequency', frequencies, frequency.value)}
          {field('fees', 'Upfront fees (optional)', {prefix: '$', hint: 'Establishment, valuation and legal fees.'})}
          {numbers.fees > 0 && choice('addfees', 'Upfront fees are', feeTreatments, addFees)}
          {repayment.type !== 'principal-and-interest' &&
            field('margin', 'Default margin (% p.a.)', {suffix: '% p.a.', hint: defaultMarginHint})}
        </>
      }
      rows={
        result && [
          result.repayment !== undefined
            ? {
                label: `${repayment.type === 'interest-only' ? 'Interest-only repayment' : 'Repayment'}, per ${period}`,
                value: formatMoney(result.repayment),
                headline: true,
                testId: 'repayment',
                meaning:
                  repayment.type === 'interest-only'
                    ? 'Interest only: the whole loan is still owed at the end of the term, repaid by a sale or refinance.'
                    : 'Each repayment covers the interest and part of the loan, so it is repaid by the end of the term.',
                glossary: repayment.type === 'interest-only' ? 'interest-only' : 'principal-and-interest',
              }
            : {
                label: 'Owing at the end of the term',
                value: formatMoney(result.balanceAtEnd!),
                headline: true,
                testId: 'balance-at-end',
                meaning:
                  'Nothing is paid along the way: the loan and all its interest are repaid in one sum at the end.',
                glossary: 'capitalised-interest',
              },
          {
            label: 'Total interest',
            value: formatMoney(result.totalInterest),
            testId: 'total-interest',
            meaning: 'All the interest over the term at this rate.',
          },
          {
            label: 'Total repaid',
            value: formatMoney(result.totalRepayments),
            meaning: 'Repayments plus the loan itself.',
          },
          numbers.fees > 0 && {
            label: 'Total cost (interest and fees)',
            value: formatMoney(result.totalCost),
            meaning: 'What the loan costs you in dollars.',
          },
          addFees === 'yes' &&
            numbers.fees > 0 && {
              label: 'You receive, after fees',
              value: formatMoney(result.netAdvance),
              testId: 'net-advance',
              meaning: 'The loan amount less the fees added to it.',
            },
          {
            label: 'First-mortgage LVR',
            value: formatPercent(result.firstLvrPercent),
            testId: 'first-lvr',
            meaning: 'The first mortgage as a share of the property’s value.',
            glossary: 'lvr',
          },
          {
            label: 'Combined LVR (both loans)',
            value: formatPercent(result.combinedLvrPercent),
            testId: 'combined-lvr',
            meaning: 'Both loans as a share of the property’s value: the figure a second lender limits.',
            glossary: 'lvr',
          },
          {
            label: 'Equity left after both loans',
            value: formatMoney(result.equityRemaining),
            testId: 'equity',
            meaning: 'The property’s value less both loans: your buffer if the price falls.',
            glossary: 'equity',
          },
          {
            label: `Largest second mortgage at ${numbers.maxlvr}% combined LVR`,
            value: formatMoney(result.maxSecondMortgage),
            testId: 'max-second-mortgage',
            meaning: 'The most a lender with this limit could lend behind your first mortgage.',
            glossary: 'second-mortgage',
          },
        ]
      }
      results={
        result && (
          <>
            {result.noCapacity ? (
              <p className={styles.warning} data-testid="lvr-warning">
                The first mortgage already uses the whole {numbers.maxlvr}% limit, so a lender with this limit could not
                offer a second mortgage. More security, a lender with a higher limit, or refinancing both loans into one
                may be worth discussing.
              </p>
            ) : (
              result.overLimit && (
                <p className={styles.warning} data-testid="lvr-warning">
                  The combined LVR of {formatPercent(result.combinedLvrPercent)} is above the {numbers.maxlvr}% limit
                  you entered. Within that limit the largest second mortgage is {formatMoney(result.maxSecondMortgage)}
                  {addFees === 'yes' && numbers.fees > 0 ? `, or ${formatMoney(result.maxNetAdvance)} after fees` : ''}.
                </p>
              )
            )}
          </>
        )
      }
      assumptions={[
        'Combined LVR is both loans divided by the property value. The largest second mortgage is your limit times the value, less the first mortgage balance.',
        'The loan amount includes any fees added to the loan: you receive the loan amount less those fees, and pay interest on the full amount.',
        capitalised
          ? 'With interest capitalised, interest compounds monthly, is added to the balance, and everything is repaid in one sum at the end of the term.'
          : 'Interest compounds at the repayment frequency (26 fortnights or 52 weeks a year) and repayments are made at the end of each period. Interest-only loans repay the principal at the end.',
        'Lenders accrue interest daily and charge it monthly, so real figures differ slightly. The rate stays the same for the whole term: test a higher rate to see how a rise would affect you.',
        'Fees are counted only where you enter them. Discharge fees, the first lender’s consent fee and legal costs are not included.',
        'The figures filled in when the page opens are examples (November 2026), not a rate or an offer.',
        `${BUSINESS_PURPOSE_ONLY_NOTE} The first-mortgage lender’s consent is often required.`,
      ]}>
      {result && (
        <>
          {lateExit && !errors.margin && <LateExit inputs={lateExit} exit="sale or refinance" leftColumn="equity" />}
          <h2>Balance over time</h2>
          <BalanceChart
            principal={numbers.amount}
            years={short ? perPeriod(result.schedule) : result.years}
            stepLabel={short ? period.charAt(0).toUpperCase() + period.slice(1) : 'Year'}
            interestLabel={capitalised ? 'Interest added so far' : undefined}
          />
          <ScheduleTable
            years={result.years}
            schedule={result.schedule}
            periodLabel={capitalised ? 'Month' : frequency.label.replace('ly', '')}
            filename="second-mortgage-schedule.csv"
            intro={
              capitalised
                ? 'Nothing is paid until the end: each month’s interest is added to the balance, shown as negative principal, and the last payment clears the lot.'
                : undefined
            }
          />
        </>
      )}
    </CalculatorShell>
  );
}
