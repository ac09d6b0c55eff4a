/**
 * The commercial real estate calculator (docs-dev/CALCULATORS.md §3): NOI, cap rate, yields, DSCR, ICR,
 * cash-on-cash, the largest loan a lender's DSCR and LVR tests allow, and a value at a market cap rate; with a loan,
 * what buying this way costs over its term (interest, loan fees and acquisition costs), its repayment, schedule and
 * chart.
 */
import Link from '@site/src/components/SiteLink';
import {
  commercialRealEstate,
  type CommercialRealEstateResult,
  type PropertyRepaymentType,
  type YieldBasis,
} from './maths';
import {formatWholeDollars, formatPercent, formatTimes} from '../../finance/format';
import ScheduleTable from '../../components/calculators/ScheduleTable';
import {
  common,
  commonRows,
  estimatedFees,
  frequencyOf,
  interestOnly,
  principalAndInterest,
} from '../../components/calculators/commonFields';
import {inGroup} from '../../components/calculators/ResultList';
import {
  beforeDuty,
  buyingCostRow,
  purchaseCosts,
  purchaseCostsRow,
  propertyState,
} from '../../components/calculators/transferDuty';
import {money, number, chosen, type CalculatorDescription, type Form} from '../../components/calculators/description';
import styles from '../../components/calculators/calculator.module.css';
import page from './texts';
import {opening} from './example';
import {facts} from '../../facts/register';
import {yearsText} from '../../content/plural';

type Key = keyof typeof fields;

const repaymentTypes = [principalAndInterest, interestOnly] as const satisfies readonly {
  type: PropertyRepaymentType;
}[];

const yieldBases = [
  {value: 'price', basis: 'price', label: 'The purchase price'},
  {value: 'cost', basis: 'price-plus-costs', label: 'The price plus acquisition costs'},
] as const satisfies readonly {value: string; basis: YieldBasis; label: string}[];

// Its opening figures are in example.ts: an illustrative scenario, not a quote.
const fields = {
  state: propertyState,
  price: money('Purchase price or value', String(opening.price), {minExclusive: true}),
  costs: purchaseCosts('Acquisition costs', 'Duty, legal and due diligence.', 'price'),
  rent: money('Gross rent a year', String(opening.rent), {noun: 'Gross rent', hint: 'With the property fully let.'}),
  vacancy: number('%', 'Vacancy allowance (% of rent)', String(opening.vacancyPercent), {max: 100}),
  other: money('Other income a year', String(opening.other), {
    noun: 'Other income',
    optional: true,
    hint: 'Signage or parking, for example.',
  }),
  outgoings: money('Outgoings you pay a year', String(opening.outgoings), {
    noun: 'Outgoings',
    optional: true,
    hint: 'Only what tenants do not reimburse: rates, insurance, repairs, management.',
  }),
  // 0 is allowed here: a property bought without a loan.
  amount: {
    ...common.amount,
    default: String(opening.amount),
    minExclusive: false,
    hint: 'Enter 0 for a purchase without a loan.',
  },
  rate: {...common.rate, default: String(opening.ratePercent)},
  years: {...common.years, default: String(opening.years)},
  frequency: common.frequency,
  type: common.repaymentType,
  fees: {...estimatedFees('commercial-bank-establishment-fee', 'bank', (n) => n.amount!), label: 'Upfront loan fees'},
  dscr: number('×', 'Minimum DSCR (times)', String(opening.minDscr), {
    minExclusive: true,
    max: 10,
    maxMessage: 'Minimum DSCR can be at most 10 times.',
    // The guides' figure is at an assessment rate above the loan's; this tests at the loan's own rate, so opens higher.
    hint: `Each lender sets its own, commonly ${facts['lender-dscr-commonly-sought'].text} at an assessment rate above the loan’s. Tested here at your rate, so it opens at ${opening.minDscr.toFixed(2)}.`,
  }),
  lvr: number('%', 'Maximum LVR (%)', String(opening.maxLvrPercent), {
    minExclusive: true,
    max: 100,
    hint: 'Each lender sets its own.',
  }),
  caprate: number('%', 'Market cap rate', '', {
    max: 100,
    optional: true,
    hint: 'For similar properties, from a valuer or agent.',
  }),
  basis: {label: 'Measure yields against', options: yieldBases, default: 'price'},
} satisfies CalculatorDescription<string, unknown>['fields'];

const repaymentOf = (form: Form<Key>) => chosen(repaymentTypes, form.values.type, 'pi').type;
const onPriceOf = (form: Form<Key>) => chosen(yieldBases, form.values.basis, 'price').basis === 'price';

export default {
  page,
  inputsLabel: 'Property and loan details',
  fields,
  groups: [
    // The price, the rent and the loan lead, then the estimate; the rest, set to usual values, under "Adjust
    // assumptions" (Calculator).
    {legend: 'Property', fields: ['state', 'price']},
    {legend: 'Income and outgoings, a year', fields: ['rent', 'outgoings']},
    {legend: 'Loan', fields: ['amount']},
    {legend: 'Purchase costs and income', fields: ['costs', 'vacancy', 'other'], lessUsed: true},
    {legend: 'The loan’s terms', fields: ['rate', 'years', 'frequency', 'type', 'fees'], lessUsed: true},
    {legend: 'Lender’s tests and market', fields: ['dscr', 'lvr', 'caprate', 'basis'], lessUsed: true},
  ],
  compute: (form) => {
    const {numbers, values} = form;
    return commercialRealEstate({
      price: numbers.price,
      acquisitionCosts: numbers.costs,
      grossRent: numbers.rent,
      vacancyPercent: numbers.vacancy,
      otherIncome: numbers.other,
      outgoings: numbers.outgoings,
      amount: numbers.amount,
      ratePercent: numbers.rate,
      years: numbers.years,
      frequency: frequencyOf(values.frequency).value,
      repaymentType: repaymentOf(form),
      loanFees: numbers.fees,
      yieldBasis: chosen(yieldBases, values.basis, 'price').basis,
      marketCapRatePercent: numbers.caprate,
      minDscr: numbers.dscr,
      maxLvrPercent: numbers.lvr,
    });
  },
  rows: (result, form) => {
    const {values, numbers} = form;
    const loan = result.loan;
    const onPrice = onPriceOf(form);
    // Without a duty scale for the state, what the duty leaves out of the cash invested (else undefined).
    const dutyLeftOut = beforeDuty(values, numbers.costs);
    const period = frequencyOf(values.frequency).period;
    return [
      ...inGroup('Income', [
        {
          label: 'Net operating income (NOI), a year',
          short: 'Net operating income, a year',
          value: formatWholeDollars(result.noi),
          headline: true,
          testId: 'noi',
          meaning:
            'Rent after vacancy, plus other income, less the outgoings you pay: what the property earns before the loan.',
          glossary: 'noi',
        },
        {
          label: `Cap rate (NOI ÷ price)${onPrice ? ' and net yield' : ''}`,
          value: formatPercent(result.capRatePercent),
          testId: 'cap-rate',
          meaning: 'NOI as a share of the price: the return before borrowing, the figure valuers compare.',
          glossary: 'cap-rate',
        },
        {
          label: `Gross yield${onPrice ? '' : ' on price plus costs'}`,
          value: formatPercent(result.grossYieldPercent),
          testId: 'gross-yield',
          meaning: 'Gross rent as a share of what you pay, before vacancy and outgoings.',
          glossary: 'gross-yield',
        },
        !onPrice && {
          label: 'Net yield on price plus costs',
          value: formatPercent(result.netYieldPercent),
          testId: 'net-yield',
          meaning: 'NOI as a share of the price plus acquisition costs.',
          glossary: 'net-yield',
        },
        result.impliedValue !== undefined && {
          label: `Value at a ${values.caprate}% cap rate`,
          value: formatWholeDollars(result.impliedValue),
          testId: 'implied-value',
          meaning: 'What the property would be worth if it sold on the market cap rate you entered.',
        },
      ]),
      ...(loan
        ? inGroup('Loan and cover', [
            // The property's return leads this page; the loan's cost leads the loan's figures.
            {
              ...buyingCostRow(
                {total: result.buyingCost!, loanCost: result.loanCost!, costs: numbers.costs},
                yearsText(numbers.years),
                values,
                {noun: 'acquisition costs'},
              ),
              headline: false,
            },
            {
              label: `${repaymentOf(form) === 'interest-only' ? 'Interest-only repayment' : 'Repayment'}, per ${period}`,
              value: formatWholeDollars(loan.repayment),
              testId: 'repayment',
              meaning: 'Each regular repayment on the loan.',
            },
            {
              label: 'Debt service a year',
              value: formatWholeDollars(loan.annualDebtService),
              testId: 'debt-service',
              meaning: 'A year of repayments.',
            },
            {
              label: 'Debt service cover (DSCR)',
              short: 'DSCR',
              value: loan.dscr === undefined ? 'No repayments' : formatTimes(loan.dscr),
              headline: loan.dscr !== undefined,
              testId: 'dscr',
              // The lender's test and what it allows, on the card: they were the last lines of "Show the working".
              meaning:
                loan.dscr === undefined
                  ? 'How many times NOI covers a year of repayments; lenders set a minimum.'
                  : `How many times NOI covers a year of repayments: ${loan.dscr >= numbers.dscr ? 'at or above' : 'below'} the ${formatTimes(numbers.dscr)} minimum in the settings. Both tests allow up to ${formatWholeDollars(result.maxLoan.amount)}${numbers.amount > result.maxLoan.amount ? `, less than this loan (the ${result.maxLoan.binding === 'dscr' ? 'DSCR' : 'LVR'} limits it)` : ''}.`,
              glossary: 'dscr',
            },
            {
              label: 'Interest cover (ICR)',
              value: loan.icr === undefined ? 'No interest' : formatTimes(loan.icr),
              testId: 'icr',
              meaning: 'How many times NOI covers a year’s interest on the whole loan.',
              glossary: 'icr',
            },
            commonRows.lvr(loan.lvrPercent, 'The loan as a share of the price.'),
            // The total cost's three parts: the interest, the loan fees and the acquisition costs.
            commonRows.totalInterest(loan.totalInterest),
            numbers.fees > 0 && {
              label: 'Upfront loan fees',
              value: formatWholeDollars(numbers.fees),
              testId: 'fees',
              meaning: 'Part of the total cost above.',
            },
            purchaseCostsRow(numbers.costs, values, 'Acquisition costs'),
            commonRows.totalRepaid(loan.totalRepayments, 'Every repayment over the term.'),
          ])
        : []),
      ...inGroup('Return on your cash, before tax', [
        {
          label: 'Cash flow a year (NOI less debt service)',
          value: formatWholeDollars(result.cashFlow),
          testId: 'cash-flow',
          meaning: 'What is left each year after the repayments, before tax.',
        },
        // Without a loan there is no total cost: the acquisition costs are shown as part of the cash invested.
        !loan && purchaseCostsRow(numbers.costs, values, 'Acquisition costs', 'the cash invested'),
        {
          // Without a duty scale for the state, the duty is not in it, and it says so wherever it goes (a re-check).
          label: dutyLeftOut ? 'Cash invested excl. duty' : 'Cash invested',
          value: formatWholeDollars(result.equity),
          // What a buyer must find up front: it was behind "Show the working" (a buyer's trial).
          headline: true,
          testId: 'equity',
          // The deposit named with its figure: an investor asks for it by that name, and it was left to subtract.
          meaning: `${
            numbers.amount > 0 && numbers.amount < numbers.price
              ? `A deposit of ${formatWholeDollars(numbers.price - numbers.amount)} (the price less the loan), plus the costs and loan fees`
              : 'The price, costs and loan fees, less the loan'
          }${dutyLeftOut ? `, ${dutyLeftOut}` : ''}.`,
        },
        {
          label: 'Cash-on-cash return',
          value: result.cashOnCashPercent === undefined ? 'No cash invested' : formatPercent(result.cashOnCashPercent),
          testId: 'cash-on-cash',
          meaning: 'The year’s cash flow as a share of the cash you put in.',
          glossary: 'cash-on-cash',
        },
      ]),
      ...inGroup('How much a lender might lend', [
        {
          label: `At a ${formatTimes(numbers.dscr)} DSCR`,
          value:
            result.maxLoan.byDscr === undefined ? 'No limit at a 0% rate' : formatWholeDollars(result.maxLoan.byDscr),
          testId: 'max-loan-dscr',
          meaning: 'The largest loan whose repayments the NOI covers at your minimum DSCR.',
        },
        {
          label: `At a ${numbers.lvr}% LVR`,
          value: formatWholeDollars(result.maxLoan.byLvr),
          testId: 'max-loan-lvr',
          meaning: 'Your maximum LVR times the price.',
        },
        {
          label: `Largest loan on both tests (${result.maxLoan.binding === 'dscr' ? 'DSCR' : 'LVR'} limits it)`,
          value: formatWholeDollars(result.maxLoan.amount),
          testId: 'max-loan',
          meaning: 'The lower of the two: what both tests allow.',
        },
      ]),
    ];
  },
  warnings: (result, {numbers}) => [
    result.noi <= 0 && {
      text: 'The outgoings and vacancy allowance use up all the income: the property runs at a loss before any loan.',
    },
    !result.loan && {
      note: true,
      testId: 'no-loan',
      text: 'No debt: with no loan there are no repayments, so no DSCR or ICR to test.',
    },
    result.loan?.dscr !== undefined &&
      result.noi > 0 &&
      result.loan.dscr < numbers.dscr && {
        // Rent alone: a fund's lender adds the members' contributions, and this verdict reaches the broker (an SMSF
        // trustee's trial read it as the fund's); a GP buying her practice's suite was told to borrow less on a rent
        // her own practice pays.
        text: `The DSCR is below the ${formatTimes(numbers.dscr)} minimum in the settings: a lender would likely want a smaller loan or more income. If your own business will occupy the property, lenders test the business’s earnings instead of the rent. For a super fund’s loan, lenders commonly count the members’ contributions as income as well as the rent.`,
      },
    result.loan &&
      result.loan.lvrPercent > numbers.lvr && {
        text: `The LVR is above the ${numbers.lvr}% maximum in the settings.`,
      },
  ],
  assumptions: (form) => [
    'NOI is gross rent less the vacancy allowance, plus other income, less the outgoings you pay. It leaves out loan repayments, depreciation, income tax and capital works.',
    `Yields are measured against ${onPriceOf(form) ? 'the purchase price' : 'the price plus acquisition costs'}; the cap rate always uses the price or value.`,
    'Debt service is a year of repayments at the frequency chosen (26 fortnights or 52 weeks a year). Repayments are made at the end of each period and interest compounds at the repayment frequency.',
    'Interest cover (ICR) uses a full year’s interest on the whole loan amount, as lenders usually assess it.',
    'Cash invested is the price plus acquisition costs and loan fees, less the loan. Cash-on-cash is before tax.',
    'With a loan, what buying this way costs is the interest over the term, plus the upfront loan fees, plus the acquisition costs (left empty, the estimated transfer duty for the property’s state at general rates, without legal or due diligence costs). It leaves out any duty above the general rates (a foreign buyer’s surcharge, say), ongoing fees, land tax and tax on the income.',
    'The largest loan uses the same rate, term and repayment type as your loan. Lenders also assess the borrower, the tenants and the lease term.',
    'The starting figures are an illustrative example (November 2026), not a quote or a rate on offer. The rate stays the same for the whole term.',
  ],
  broker: (result, {values}) => ({
    amount: values.amount,
    value: values.price,
    rate: values.rate,
    years: values.years,
    frequency: frequencyOf(values.frequency).value,
    noi: result.noi,
    ...(result.loan && {repayment: result.loan.repayment, lvr: result.loan.lvrPercent}),
    ...(result.loan?.dscr !== undefined && {dscr: result.loan.dscr}),
  }),
  detail: ({loan}, {numbers, values}) => (
    <>
      {loan && (
        <ScheduleTable
          chartHeading="Loan balance over time"
          principal={numbers.amount}
          years={loan.years}
          schedule={loan.schedule}
          period={frequencyOf(values.frequency).period}
          filename="commercial-real-estate-loan-schedule.csv"
        />
      )}
      <p className={styles.note}>
        For repayments with an interest-only period or a balloon, see the{' '}
        <Link to="/tools/commercial-property-loan-calculator">commercial property loan calculator</Link>.
      </p>
    </>
  ),
} satisfies CalculatorDescription<Key, CommercialRealEstateResult>;
