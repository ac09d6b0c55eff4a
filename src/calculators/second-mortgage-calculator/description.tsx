/**
 * The second mortgage calculator (docs-dev/CALCULATORS.md §2), which also serves caveat loans: first and combined
 * LVR, equity left, the largest second mortgage within a combined-LVR limit, repayments on principal-and-interest,
 * interest-only or capitalised terms, and what a late or lower exit would cost.
 */
import {
  secondMortgage,
  secondMortgageLateExit,
  type SecondMortgageInputs,
  type SecondMortgageRepayment,
  type SecondMortgageResult,
} from './maths';
import {formatWholeDollars, formatPercent} from '../../finance/format';
import {BUSINESS_PURPOSE_ONLY_NOTE} from '../../compliance/creditScope';
import ranges from '../../facts/data/calculatorRanges';
import {formatDate} from '../../content/formatDate';
import ScheduleTable from '../../components/calculators/ScheduleTable';
import LateExit, {defaultMarginField} from '../../components/calculators/LateExit';
import {
  common,
  commonRows,
  estimatedFees,
  EXAMPLE_FIGURES,
  frequencyOf,
  interestOnly,
  principalAndInterest,
} from '../../components/calculators/commonFields';
import {money, number, chosen, type CalculatorDescription, type Form} from '../../components/calculators/description';
import page from './texts';
import {opening} from './example';
import {labels} from '../../components/calculators/labels';
import {yearsText} from '../../content/plural';

type Key = keyof typeof fields;
type Result = SecondMortgageResult & {inputs: SecondMortgageInputs};

const combinedLvr = ranges['second-mortgage-combined-lvr'];
const caveatLvr = ranges['caveat-combined-lvr'];

const repaymentTypes = [
  principalAndInterest,
  interestOnly,
  {value: 'cap', type: 'capitalised', label: 'Interest capitalised (all paid at the end)'},
] as const satisfies readonly {value: string; type: SecondMortgageRepayment; label: string}[];

const fields = {
  value: {...common.propertyValue, default: String(opening.value)},
  first: money('First mortgage balance', String(opening.first), {hint: 'What you owe now on the first mortgage.'}),
  amount: {
    ...common.amount,
    default: String(opening.amount),
    hint: 'The second mortgage, including any fees added to it.',
  },
  maxlvr: number('%', 'Lender’s maximum combined LVR (%)', String(opening.maxCombinedLvrPercent), {
    minExclusive: true,
    max: 100,
    // The calculator serves caveat loans too, whose lenders lend less (a borrower's trial read 75% as a caveat's).
    hint: `Both loans as a share of the property’s value. Lenders’ limits: ${combinedLvr.text} for a second mortgage, ${caveatLvr.text} for a caveat loan (as at ${formatDate(combinedLvr.asAt)}).`,
  }),
  // Inside the register's surveyed range (second-mortgage-rate), as tests/unit/calculatorDefaults.test.ts checks.
  rate: {...common.rate, default: String(opening.ratePercent)},
  years: {...common.years, default: String(opening.years), max: 30},
  type: {...common.repaymentType, options: repaymentTypes, default: 'io'},
  frequency: {...common.frequency, shown: ({values}) => values.type !== 'cap'},
  fees: estimatedFees('non-bank-establishment-fee', 'non-bank and private', (n) => n.amount!),
  addfees: common.feesAdded,
  // Asked only where there is an exit to be late for.
  margin: {...defaultMarginField, shown: ({values}) => values.type !== 'pi'},
} satisfies CalculatorDescription<string, unknown>['fields'];

const repaymentOf = (form: Form<Key>) => chosen(repaymentTypes, form.values.type, 'io').type;
const feesAdded = ({values, numbers}: Form<Key>) => values.addfees === 'yes' && numbers.fees > 0;

export default {
  page,
  inputsLabel: 'Property and loan details',
  fields,
  checks: ({numbers, errors, values}) => {
    // Owing more than the property is worth leaves no equity to lend against: said at the field, with no figures.
    if (!errors.first && !errors.value && numbers.first >= numbers.value) {
      errors.first = `The first mortgage is at or above the property’s value (${formatWholeDollars(numbers.value)}): there is no equity for a second mortgage.`;
    }
    if (!errors.fees && !errors.amount && values.addfees === 'yes' && numbers.fees >= numbers.amount) {
      errors.fees = 'Fees added to the loan must be less than the loan amount.';
    }
  },
  compute: (form) => {
    const {numbers, values} = form;
    const inputs: SecondMortgageInputs = {
      propertyValue: numbers.value,
      firstMortgage: numbers.first,
      amount: numbers.amount,
      maxCombinedLvrPercent: numbers.maxlvr,
      ratePercent: numbers.rate,
      years: numbers.years,
      frequency: frequencyOf(values.frequency).value,
      repaymentType: repaymentOf(form),
      fees: numbers.fees,
      feesAdded: values.addfees === 'yes',
    };
    return {...secondMortgage(inputs), inputs};
  },
  rows: (result, form) => {
    const type = repaymentOf(form);
    const period = type === 'capitalised' ? 'month' : frequencyOf(form.values.frequency).period;
    return [
      commonRows.totalCost(result.totalCost, yearsText(form.numbers.years)),
      result.repayment !== undefined
        ? {
            label: `${type === 'interest-only' ? 'Interest-only repayment' : 'Repayment'}, per ${period}`,
            value: formatWholeDollars(result.repayment),
            headline: true,
            testId: 'repayment',
            meaning:
              type === 'interest-only'
                ? 'Interest only: the whole loan is still owed at the end of the term, repaid by a sale or refinance.'
                : 'Each repayment covers the interest and part of the loan, so it is repaid by the end of the term.',
            glossary: type === 'interest-only' ? 'interest-only' : 'principal-and-interest',
          }
        : {
            label: 'Owing at the end of the term',
            value: formatWholeDollars(result.balanceAtEnd!),
            headline: true,
            testId: 'balance-at-end',
            meaning: 'Nothing is paid along the way: the loan and all its interest are repaid in one sum at the end.',
            glossary: 'capitalised-interest',
          },
      commonRows.totalInterest(result.totalInterest),
      commonRows.totalRepaid(
        result.totalRepayments,
        // A borrower's trial read "repayments plus the loan" as more than the repayments on a loan repaid as it goes.
        type === 'capitalised'
          ? 'The loan and its interest, in one sum at the end.'
          : type === 'interest-only'
            ? 'The interest repayments, plus the loan itself repaid at the end.'
            : 'Every repayment over the term: the loan and its interest.',
      ),
      form.numbers.fees > 0 && {
        label: 'Upfront fees',
        value: formatWholeDollars(form.numbers.fees),
        meaning: 'Part of the total cost above, with the interest.',
      },
      feesAdded(form) && {
        label: 'You receive, after fees',
        value: formatWholeDollars(result.netAdvance),
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
        short: 'Combined LVR',
        value: formatPercent(result.combinedLvrPercent),
        // The page's own question, with the largest loan it allows: both were behind "Show the working" (a trial).
        headline: true,
        testId: 'combined-lvr',
        meaning: `Both loans as a share of the property’s value: the figure a second lender limits. At ${form.numbers.maxlvr}% it allows ${result.maxSecondMortgage > 0 ? `up to ${formatWholeDollars(result.maxSecondMortgage)}` : 'nothing'} behind your first mortgage.`,
        glossary: 'lvr',
      },
      {
        label: labels.equityAfterBothLoans,
        value: formatWholeDollars(result.equityRemaining),
        testId: 'equity',
        meaning: 'The property’s value less both loans: your buffer if the price falls.',
        glossary: 'equity',
      },
      {
        label: `Largest second mortgage at ${form.numbers.maxlvr}% combined LVR`,
        value: formatWholeDollars(result.maxSecondMortgage),
        testId: 'max-second-mortgage',
        meaning: 'The most a lender with this limit could lend behind your first mortgage.',
        glossary: 'second-mortgage',
      },
    ];
  },
  warnings: (result, form) => [
    result.noCapacity
      ? {
          testId: 'lvr-warning',
          text: `The first mortgage already uses the whole ${form.numbers.maxlvr}% limit, so a lender with this limit could not offer a second mortgage. More security, a lender with a higher limit, or refinancing both loans into one may be worth discussing.`,
        }
      : result.overLimit && {
          testId: 'lvr-warning',
          text: `The combined LVR of ${formatPercent(result.combinedLvrPercent)} is above the ${form.numbers.maxlvr}% limit you entered. Within that limit the largest second mortgage is ${formatWholeDollars(result.maxSecondMortgage)}${feesAdded(form) ? `, or ${formatWholeDollars(result.maxNetAdvance)} after fees` : ''}.`,
        },
    // With the figures, not only in the assumptions far below: a homeowner sizing a second mortgage over her home for
    // a holiday read "largest second mortgage $375,000" and met the rule only there.
    {note: true, testId: 'scope-note', text: BUSINESS_PURPOSE_ONLY_NOTE},
  ],
  assumptions: (form) => [
    'Combined LVR is both loans divided by the property value. The largest second mortgage is your limit times the value, less the first mortgage balance.',
    'The loan amount includes any fees added to the loan: you receive the loan amount less those fees, and pay interest on the full amount.',
    repaymentOf(form) === 'capitalised'
      ? 'With interest capitalised, interest compounds monthly, is added to the balance, and everything is repaid in one sum at the end of the term.'
      : 'Interest compounds at the repayment frequency (26 fortnights or 52 weeks a year) and repayments are made at the end of each period. Interest-only loans repay the principal at the end.',
    'Lenders accrue interest daily and charge it monthly, so real figures differ slightly. The rate stays the same for the whole term: test a higher rate to see how a rise would affect you.',
    'The total cost is the interest plus the upfront fees entered (left empty, an estimate of the establishment fee as a share of the loan). Discharge fees, the first lender’s consent fee and legal costs are not included.',
    EXAMPLE_FIGURES,
    // Here too: the note with the figures shows only while every field is valid.
    `${BUSINESS_PURPOSE_ONLY_NOTE} The first-mortgage lender’s consent is often required.`,
  ],
  broker: (result, form) => {
    const {values} = form;
    const capitalised = repaymentOf(form) === 'capitalised';
    return {
      amount: values.amount,
      value: values.value,
      first: values.first,
      rate: values.rate,
      years: values.years,
      ...(capitalised ? {} : {frequency: frequencyOf(values.frequency).value}),
      type: values.type,
      ...(result.repayment === undefined
        ? {owing: result.balanceAtEnd!.toFixed(2)}
        : {repayment: result.repayment.toFixed(2)}),
      lvr: result.combinedLvrPercent.toFixed(2),
    };
  },
  detail: (result, form) => {
    const {numbers, errors} = form;
    const type = repaymentOf(form);
    const capitalised = type === 'capitalised';
    const frequency = frequencyOf(form.values.frequency);
    const period = capitalised ? 'month' : frequency.period;
    const lateExit = secondMortgageLateExit(result.inputs, result, numbers.margin);
    return (
      <>
        {lateExit && !errors.margin && <LateExit inputs={lateExit} exit="sale or refinance" leftColumn="equity" />}
        <ScheduleTable
          principal={numbers.amount}
          chart={{interestAdded: capitalised}}
          years={result.years}
          schedule={result.schedule}
          period={period}
          filename="second-mortgage-schedule.csv"
          intro={
            capitalised
              ? 'Nothing is paid until the end: each month’s interest is added to the balance, shown as negative principal, and the last payment clears the lot.'
              : undefined
          }
        />
      </>
    );
  },
} satisfies CalculatorDescription<Key, Result>;
