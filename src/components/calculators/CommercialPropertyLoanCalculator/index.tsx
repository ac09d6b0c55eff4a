/**
 * The commercial property loan calculator (docs-dev/CALCULATORS.md §1): repayments,
 * LVR, total interest and cost, schedule and chart, for P&I, interest-only
 * then P&I, or interest-only for the whole term, with an optional balloon.
 */
import {commercialPropertyLoan, type RepaymentType} from '../../../finance';
import {formatMoney, formatPercent} from '../../../finance/format';
import {MAX_AMOUNT, type FieldRule, commonRules} from '../../../finance/validate';
import ScheduleTable from '../ScheduleTable';
import BalanceChart from '../BalanceChart';
import CalculatorShell from '../CalculatorShell';
import {frequencies, frequencyOf} from '../frequencies';
import {brokerLink} from '../brokerLink';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import styles from '../calculator.module.css';

const SLUG = 'commercial-property-loan-calculator';

const defaults = {
  value: '1500000',
  amount: '1000000',
  rate: '7.5',
  years: '25',
  frequency: 'monthly',
  type: 'pi',
  io: '5',
  balloon: '0',
  fees: '0',
  ongoing: '0',
};

const repaymentTypes = [
  {value: 'pi', type: 'principal-and-interest', label: 'Principal and interest'},
  {value: 'io-pi', type: 'interest-only-then-pi', label: 'Interest-only, then principal and interest'},
  {value: 'io', type: 'interest-only', label: 'Interest-only for the whole term'},
] as const satisfies readonly {value: string; type: RepaymentType; label: string}[];

const rules = {
  value: {
    label: 'Property value',
    minExclusive: true,
    max: MAX_AMOUNT,
    maxMessage: 'Property value is beyond what this calculator handles ($500 million).',
  },
  amount: commonRules.loanAmount,
  rate: commonRules.rate,
  years: commonRules.term(40),
  io: {label: 'Interest-only period', max: 40, integer: true},
  balloon: {label: 'Balloon', max: MAX_AMOUNT, optional: true},
  fees: {label: 'Upfront fees', max: 10_000_000, optional: true},
  ongoing: {label: 'Ongoing fee per repayment', max: 100_000, optional: true},
} satisfies Record<string, FieldRule>;

export default function CommercialPropertyLoanCalculator() {
  const {values, numbers, errors, field, choice, lines} = useCalculatorForm(defaults, rules);
  const frequency = frequencyOf(values.frequency);
  const repayment = repaymentTypes.find((t) => t.value === values.type) ?? repaymentTypes[0];

  // A field the chosen repayment type hides cannot block the results.
  if (repayment.type !== 'interest-only-then-pi') delete errors.io;
  if (repayment.type === 'interest-only') delete errors.balloon;
  // Checks that compare fields.
  if (!errors.years && !errors.io && repayment.type === 'interest-only-then-pi' && numbers.io >= numbers.years) {
    errors.io = 'The interest-only period must be shorter than the loan term.';
  }
  if (repayment.type !== 'interest-only' && !errors.balloon && !errors.amount && numbers.balloon >= numbers.amount) {
    errors.balloon = 'The balloon must be less than the loan amount.';
  }
  if (!errors.years && !Number.isInteger(numbers.years * 12)) {
    errors.years = 'Loan term must be in whole months (for example 2.5 years).';
  }

  const result = isValid(errors)
    ? commercialPropertyLoan({
        propertyValue: numbers.value,
        amount: numbers.amount,
        ratePercent: numbers.rate,
        years: numbers.years,
        frequency: frequency.value,
        repaymentType: repayment.type,
        interestOnlyYears: numbers.io,
        balloon: repayment.type === 'interest-only' ? 0 : numbers.balloon,
        upfrontFees: numbers.fees,
        ongoingFee: numbers.ongoing,
      })
    : undefined;
  const mainRepayment = result?.principalAndInterestRepayment ?? result?.interestOnlyRepayment;

  return (
    <CalculatorShell
      slug={SLUG}
      lines={lines}
      inputsLabel="Loan details"
      brokerHref={brokerLink(
        SLUG,
        result && {
          amount: values.amount,
          value: values.value,
          rate: values.rate,
          years: values.years,
          frequency: frequency.value,
          repayment: mainRepayment!.toFixed(2),
          lvr: result.lvrPercent.toFixed(2),
        },
      )}
      inputs={
        <>
          {field('value', 'Property value', {prefix: '$'})}
          {field('amount', 'Loan amount', {prefix: '$'})}
          {field('rate', 'Interest rate (% p.a.)', {suffix: '% p.a.'})}
          {field('years', 'Loan term (years)', {suffix: 'years'})}
          {choice('frequency', 'Repayment frequency', frequencies, frequency.value)}
          {choice('type', 'Repayment type', repaymentTypes, repayment.value)}
          {repayment.type === 'interest-only-then-pi' && field('io', 'Interest-only period (years)', {suffix: 'years'})}
          {repayment.type !== 'interest-only' &&
            field('balloon', 'Balloon at the end (optional)', {
              prefix: '$',
              hint: 'A lump sum paid with the last repayment.',
            })}
          {field('fees', 'Upfront fees (optional)', {prefix: '$', hint: 'Establishment, valuation and legal fees.'})}
          {field('ongoing', `Ongoing fee per ${frequency.period} (optional)`, {prefix: '$'})}
        </>
      }
      rows={
        result && [
          result.interestOnlyRepayment !== undefined && {
            label: `Interest-only repayment, per ${frequency.period}`,
            value: formatMoney(result.interestOnlyRepayment),
            testId: 'io-repayment',
            meaning: 'Interest only during the interest-only period: the loan does not go down.',
            glossary: 'interest-only',
          },
          result.principalAndInterestRepayment !== undefined && {
            label: `${result.interestOnlyRepayment !== undefined ? 'Then principal and interest' : 'Repayment'}, per ${frequency.period}`,
            value: formatMoney(result.principalAndInterestRepayment),
            headline: true,
            testId: 'repayment',
            meaning: 'Each repayment covers the interest and part of the loan, so it is repaid by the end of the term.',
            glossary: 'principal-and-interest',
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
            meaning: 'Every repayment, plus any balloon, over the term.',
          },
          result.totalFees > 0 && {
            label: 'Total cost (interest and fees)',
            value: formatMoney(result.totalCost),
            meaning: 'What the loan costs you in dollars.',
          },
          {
            label: 'Loan-to-value ratio (LVR)',
            value: formatPercent(result.lvrPercent),
            testId: 'lvr',
            meaning: 'The loan as a share of the property’s value: each lender sets a maximum by property type.',
            glossary: 'lvr',
          },
        ]
      }
      headline={
        result && [
          {
            label: `${result.interestOnlyRepayment !== undefined && result.principalAndInterestRepayment !== undefined ? 'Then principal and interest' : 'Repayment'}, per ${frequency.period}`,
            value: formatMoney(mainRepayment!),
          },
        ]
      }
      results={
        result && (
          <>
            {result.lvrPercent > 80 && (
              <p className={styles.warning}>
                An LVR above 80% is beyond most commercial lenders’ limits. Extra security or a smaller loan may be
                needed.
              </p>
            )}
          </>
        )
      }
      assumptions={[
        `Interest compounds at the repayment frequency; fortnightly and weekly use 26 and 52 repayments a year.`,
        'Repayments are made at the end of each period. Lenders accrue interest daily and charge monthly, so real repayments differ slightly.',
        'The rate stays the same for the whole term. Test a rate 2% higher to see how a rise would affect you.',
        'Fees are included only where you enter them. Stamp duty, insurance and valuation costs are not included.',
        'Amounts are worked out unrounded and shown to the cent.',
      ]}>
      {result && (
        <>
          <h2>Balance over time</h2>
          <BalanceChart principal={numbers.amount} years={result.years} />
          <ScheduleTable
            years={result.years}
            schedule={result.schedule}
            periodLabel={frequency.label.replace('ly', '')}
            filename="commercial-property-loan-schedule.csv"
          />
        </>
      )}
    </CalculatorShell>
  );
}
