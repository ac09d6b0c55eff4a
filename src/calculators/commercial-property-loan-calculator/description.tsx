/**
 * The commercial property loan calculator (docs-dev/CALCULATORS.md §1): repayments, LVR, total interest and cost,
 * schedule and chart, for P&I, interest-only then P&I, or interest-only for the whole term, with an optional balloon.
 */
import {commercialPropertyLoan, type CommercialPropertyLoanResult, type RepaymentType} from './maths';
import Link from '@site/src/components/SiteLink';
import {formatWholeDollars} from '../../finance/format';
import {developmentSizing} from '../../facts/developmentSizing';
import ranges from '../../facts/data/calculatorRanges';
import {formatDate} from '../../content/formatDate';
import ScheduleTable from '../../components/calculators/ScheduleTable';
import {
  common,
  commonRows,
  estimatedFees,
  frequencyOf,
  principalAndInterest,
  notWholeMonths,
  wholeMonths,
} from '../../components/calculators/commonFields';
import {number, chosen, type CalculatorDescription, type Form} from '../../components/calculators/description';
import page from './texts';
import {opening} from './example';
import {yearsText} from '../../content/plural';

type Key = keyof typeof fields;

const maxLvr = ranges['commercial-lvr'];
const maxSmsfLvr = ranges['smsf-commercial-lvr'];

const repaymentTypes = [
  principalAndInterest,
  {value: 'io-pi', type: 'interest-only-then-pi', label: 'Interest-only, then principal and interest'},
  {value: 'io', type: 'interest-only', label: 'Interest-only for the whole term'},
] as const satisfies readonly {value: string; type: RepaymentType; label: string}[];

const fields = {
  value: {...common.propertyValue, default: String(opening.value)},
  amount: {...common.amount, default: String(opening.amount)},
  rate: {...common.rate, default: String(opening.ratePercent)},
  years: {...common.years, default: String(opening.years)},
  frequency: common.frequency,
  type: {...common.repaymentType, options: repaymentTypes},
  io: number('years', 'Interest-only period (years)', String(opening.interestOnlyYears), {
    max: 40,
    // Whole months, as the term is (2.5 years is 30 months); more than 0 is checked below, with the type.
    check: (years) => (wholeMonths(years) ? undefined : notWholeMonths('Interest-only period')),
    shown: ({values}) => values.type === 'io-pi',
  }),
  balloon: {
    ...common.balloon,
    hint: 'A lump sum paid with the last repayment.',
    shown: ({values}) => values.type !== 'io',
  },
  fees: estimatedFees('commercial-bank-establishment-fee', 'bank', (n) => n.amount!),
  ongoing: common.ongoingFee,
} satisfies CalculatorDescription<string, unknown>['fields'];

const repaymentOf = (form: Form<Key>) => chosen(repaymentTypes, form.values.type, 'pi').type;
const periodOf = (form: Form<Key>) => frequencyOf(form.values.frequency).period;
/** The repayment the loan settles into: "Then principal and interest" after an interest-only period. */
const mainLabel = (result: CommercialPropertyLoanResult, form: Form<Key>) => {
  const then = result.interestOnlyRepayment !== undefined && result.principalAndInterestRepayment !== undefined;
  return `${then ? 'Then principal and interest' : 'Repayment'}, per ${periodOf(form)}`;
};
const mainRepayment = (result: CommercialPropertyLoanResult) =>
  result.principalAndInterestRepayment ?? result.interestOnlyRepayment!;

export default {
  page,
  inputsLabel: 'Loan details',
  fields,
  checks: (form) => {
    const {numbers, errors} = form;
    const type = repaymentOf(form);
    if (!errors.io && type === 'interest-only-then-pi' && numbers.io === 0) {
      errors.io = 'Enter an interest-only period of more than 0 years, or choose principal and interest.';
    }
    if (!errors.years && !errors.io && type === 'interest-only-then-pi' && numbers.io >= numbers.years) {
      errors.io = 'The interest-only period must be shorter than the loan term.';
    }
    if (type !== 'interest-only' && !errors.balloon && !errors.amount && numbers.balloon >= numbers.amount) {
      errors.balloon = 'The balloon must be less than the loan amount.';
    }
  },
  compute: (form) => {
    const {numbers, values} = form;
    const type = repaymentOf(form);
    return commercialPropertyLoan({
      propertyValue: numbers.value,
      amount: numbers.amount,
      ratePercent: numbers.rate,
      years: numbers.years,
      frequency: frequencyOf(values.frequency).value,
      repaymentType: type,
      interestOnlyYears: numbers.io,
      balloon: type === 'interest-only' ? 0 : numbers.balloon,
      upfrontFees: numbers.fees,
      ongoingFee: numbers.ongoing,
    });
  },
  rows: (result, form) => [
    commonRows.totalCost(result.totalCost, yearsText(form.numbers.years)),
    result.interestOnlyRepayment !== undefined && {
      label: `Interest-only repayment, per ${periodOf(form)}`,
      value: formatWholeDollars(result.interestOnlyRepayment),
      // Interest-only for the whole term has no P&I row: its interest-only repayment is the headline.
      headline: result.principalAndInterestRepayment === undefined,
      testId: 'io-repayment',
      meaning: 'Interest only during the interest-only period: the loan does not go down.',
      glossary: 'interest-only',
    },
    result.principalAndInterestRepayment !== undefined && {
      label: mainLabel(result, form),
      value: formatWholeDollars(result.principalAndInterestRepayment),
      headline: true,
      testId: 'repayment',
      meaning: 'Each repayment covers the interest and part of the loan, so it is repaid by the end of the term.',
      glossary: 'principal-and-interest',
    },
    commonRows.totalInterest(result.totalInterest),
    commonRows.totalRepaid(result.totalRepayments, 'Every repayment, plus any balloon, over the term.'),
    result.totalFees > 0 && {
      label: 'Fees over the term',
      value: formatWholeDollars(result.totalFees),
      meaning: 'Upfront and ongoing fees together.',
    },
    // Leads with the cost and the repayment: the page asks "what will the LVR be", and lenders size the loan by it (a
    // keyboard trial found it only behind "Show the working").
    {
      ...commonRows.lvr(
        result.lvrPercent,
        'The loan as a share of the property’s value: each lender sets a maximum by property type.',
      ),
      headline: true,
      short: 'LVR',
    },
  ],
  warnings: (result) => [
    result.lvrPercent > maxLvr.value! && {
      text: `An LVR above ${maxLvr.value}% is beyond commercial lenders’ usual maximum (${maxLvr.text}, as at ${formatDate(maxLvr.asAt)}). Extra security or a smaller loan may be needed.`,
    },
    // A borrower's trial: trustees of a super fund planned a 74% loan, within a company's reach but not a fund's; and
    // above a company's, a fund read only "extra security", not its own lower range (a trustee's trial).
    result.lvrPercent > maxSmsfLvr.value! && {
      text: `Buying through a self-managed super fund? Lenders usually lend a fund ${maxSmsfLvr.text} of the value (as at ${formatDate(maxSmsfLvr.asAt)}).`,
      note: true,
    },
    // A loan worth more than the property is often a build on the site (a borrower trial's developer put her land's
    // value and the build's cost here): development loans are sized on another basis, which this calculator lacks.
    result.lvrPercent > 100 && {
      text: (
        <>
          Building on the property? {developmentSizing()} More on{' '}
          <Link to="/services/commercial-property-development">development finance</Link>.
        </>
      ),
      note: true,
    },
  ],
  assumptions: () => [
    'Interest compounds at the repayment frequency; fortnightly and weekly use 26 and 52 repayments a year.',
    'Repayments are made at the end of each period. Lenders accrue interest daily and charge monthly, so real repayments differ slightly.',
    'The rate stays the same for the whole term. Test a rate 2% higher to see how a rise would affect you.',
    'Fees are the ones entered; left empty, an estimate of the establishment fee as a share of the loan. Stamp duty and insurance are not included.',
    'Amounts are worked out unrounded and shown in whole dollars; the schedule and its CSV keep the cents.',
  ],
  broker: (result, {values}) => ({
    amount: values.amount,
    value: values.value,
    rate: values.rate,
    years: values.years,
    frequency: frequencyOf(values.frequency).value,
    repayment: mainRepayment(result).toFixed(2),
    lvr: result.lvrPercent.toFixed(2),
  }),
  detail: (result, {numbers, values}) => (
    <ScheduleTable
      principal={numbers.amount}
      years={result.years}
      schedule={result.schedule}
      period={frequencyOf(values.frequency).period}
      filename="commercial-property-loan-schedule.csv"
    />
  ),
} satisfies CalculatorDescription<Key, CommercialPropertyLoanResult>;
