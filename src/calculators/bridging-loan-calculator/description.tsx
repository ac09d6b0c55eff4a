/**
 * The bridging loan calculator (docs-dev/CALCULATORS.md §7): peak debt while both properties are held (with the
 * interest capitalised until the sale, as the glossary defines it), the end debt after the sale, the LVRs lenders
 * test, what buying this way costs (interest, fees and the purchase costs), and what a late or lower sale would cost.
 */
import {bridgingLateExit, bridgingLoan, type BridgingLoanInputs, type BridgingLoanResult} from './maths';
import {formatPercent, formatWholeDollars} from '../../finance/format';
import ranges from '../../facts/data/calculatorRanges';
import {formatDate} from '../../content/formatDate';
import ScheduleTable from '../../components/calculators/ScheduleTable';
import LateExit, {defaultMarginField} from '../../components/calculators/LateExit';
import {common, commonRows, estimatedFees, EXAMPLE_FIGURES} from '../../components/calculators/commonFields';
import {money, number, type CalculatorDescription, type Form} from '../../components/calculators/description';
import page from './texts';
import {opening} from './example';
import {labels} from '../../components/calculators/labels';
import {
  beforeDuty,
  buyingCostRow,
  purchaseCosts,
  purchaseCostsRow,
  propertyState,
} from '../../components/calculators/transferDuty';
import {BUSINESS_PURPOSE_ONLY_NOTE} from '../../compliance/creditScope';
import {plural} from '../../content/plural';

type Key = keyof typeof fields;
type Result = BridgingLoanResult & {inputs: BridgingLoanInputs};

const term = ranges['bridging-term'];
const peakLvr = ranges['bridging-peak-lvr'];
// The end debt becomes an ordinary loan on the property bought: lenders test it as one (the bridging guide says so).
const endLvr = ranges['commercial-lvr'];

const fields = {
  sale: money('Expected sale price', String(opening.sale), {minExclusive: true}),
  debt: money('Loan owing on it', String(opening.debt), {noun: 'Loan owing on the property you are selling'}),
  selling: number('%', 'Selling costs (% of sale price)', String(opening.sellingPercent), {
    max: 20,
    maxMessage: 'Selling costs can be at most 20% of the sale price.',
    hint: 'Agent’s commission, marketing and legal costs.',
  }),
  salepct: number('%', 'Sale price the lender assumes (%)', String(opening.salePricePercent), {
    minExclusive: true,
    max: 100,
    maxMessage: 'Sale price the lender assumes can be at most 100% of your expected price.',
    hint: 'Some lenders assume a lower, conservative sale price, for example 90% of your estimate.',
  }),
  state: {...propertyState, default: opening.state},
  purchase: money('Purchase price', String(opening.purchase), {minExclusive: true}),
  costs: purchaseCosts('Purchase costs', 'Duty plus legal and other costs.'),
  cash: money('Cash you put in', String(opening.cash), {optional: true}),
  newvalue: money('Value of the new property', '', {
    optional: true,
    minExclusive: true,
    hint: 'Leave empty to use the purchase price.',
  }),
  months: number('months', 'Bridging period (months)', String(opening.months), {
    minExclusive: true,
    max: 36,
    integer: true,
    hint: `Time until the sale settles. Lenders’ terms: ${term.text} (as at ${formatDate(term.asAt)}).`,
  }),
  rate: {...common.rate, default: String(opening.ratePercent)},
  interest: {
    label: 'Interest',
    default: 'capitalised',
    options: [
      {value: 'capitalised', label: 'Capitalised (added monthly)'},
      {value: 'serviced', label: 'Paid monthly (serviced)'},
    ],
  },
  // The fee estimate's loan: what is owed plus the purchase and its costs, less cash (before any fees added).
  fees: {
    ...estimatedFees(
      'non-bank-establishment-fee',
      'non-bank and private',
      (n) => n.debt! + n.purchase! + n.costs! - n.cash!,
    ),
    label: 'Loan fees',
  },
  addfees: {...common.feesAdded, label: 'Loan fees are'},
  term: number('months', 'Loan term (months)', '', {
    optional: true,
    max: 36,
    integer: true,
    hint: 'Leave empty if it ends with the bridging period. Lenders test the peak debt with interest for the whole term.',
  }),
  margin: defaultMarginField,
} satisfies CalculatorDescription<string, unknown>['fields'];

/** Whether the loan's term runs past the sale with interest still added: lenders test the peak debt over the term. */
const termRunsPastSale = (result: BridgingLoanResult) =>
  result.peakLvrOverTermPercent > result.peakLvrWithInterestPercent;
const isCapitalised = (form: Form<Key>) => form.values.interest === 'capitalised';
const monthsText = ({numbers}: Form<Key>) => plural(numbers.months, 'month');

export default {
  page,
  inputsLabel: 'Sale, purchase and bridging loan details',
  fields,
  groups: [
    // Her figures come first and follow each other (the phone keyboard's "next" key goes from one to the next),
    // then the estimate; the rest, set to usual values, under "Adjust assumptions" (Calculator).
    // After her properties, the two figures that drive the bridge's cost, in view (sixteenth and seventeenth design
    // reviews): how long until the sale settles, and the rate. The keyboard's "next" key still runs sale price, loan
    // owing, purchase price.
    {legend: 'The property you are selling', fields: ['sale', 'debt']},
    {legend: 'The property you are buying', fields: ['purchase', 'state']},
    {legend: 'The bridge', fields: ['months', 'rate']},
    {legend: 'The bridging loan', fields: ['fees', 'addfees', 'interest', 'term'], lessUsed: true},
    {legend: 'The purchase', fields: ['costs', 'cash', 'newvalue'], lessUsed: true},
    {
      legend: 'The sale, as the lender sees it, and a late sale',
      fields: ['selling', 'salepct', 'margin'],
      lessUsed: true,
    },
  ],
  checks: ({numbers, errors}) => {
    if (!errors.cash && !errors.debt && !errors.purchase && !errors.costs) {
      if (numbers.cash >= numbers.debt + numbers.purchase + numbers.costs) {
        errors.cash = 'Your cash covers the purchase and the existing loan: no bridging loan is needed.';
      }
    }
    if (!errors.term && !errors.months && numbers.term > 0 && numbers.term < numbers.months) {
      errors.term = 'Loan term must be at least the bridging period; leave it empty if they are the same.';
    }
  },
  compute: (form) => {
    const {numbers, values} = form;
    const inputs: BridgingLoanInputs = {
      salePrice: numbers.sale,
      sellingCostsPercent: numbers.selling,
      salePricePercent: numbers.salepct,
      existingDebt: numbers.debt,
      purchasePrice: numbers.purchase,
      purchaseCosts: numbers.costs,
      cashContribution: numbers.cash,
      newPropertyValue: numbers.newvalue,
      months: numbers.months,
      termMonths: numbers.term || 0,
      ratePercent: numbers.rate,
      interest: isCapitalised(form) ? 'capitalised' : 'serviced',
      fees: numbers.fees,
      feesAdded: values.addfees === 'yes',
    };
    return {...bridgingLoan(inputs), inputs};
  },
  rows: (result, form) => {
    const capitalised = isCapitalised(form);
    const sold = result.endDebt > 0 || result.surplus === 0;
    const dutyLeftOut = beforeDuty(form.values, form.numbers.costs);
    const feesPaid = form.values.addfees === 'yes' ? 0 : form.numbers.fees;
    const cashNeeded = form.numbers.cash + feesPaid;
    // A term past the sale: lenders test the peak debt with its interest (a borrower's trial read a pass at 4 months
    // where the 6-month term she had entered took it past the limit).
    const overTerm = termRunsPastSale(result)
      ? `; with interest for the whole ${form.numbers.term}-month term, ${formatPercent(result.peakLvrOverTermPercent)}`
      : '';
    return [
      buyingCostRow(
        {total: result.buyingCost, loanCost: result.loanCost, costs: form.numbers.costs},
        monthsText(form),
        form.values,
      ),
      {
        label: 'New loan for the purchase',
        value: formatWholeDollars(result.newBorrowing),
        testId: 'new-borrowing',
        meaning: 'The purchase and its costs, less your cash: what you borrow on top of the loan you already owe.',
      },
      {
        label: capitalised ? 'Peak debt, with capitalised interest' : 'Peak debt',
        short: 'Peak debt',
        value: formatWholeDollars(result.peakDebtWithInterest),
        // The lender's test: with the cost and the end debt, the three figures the results lead with.
        headline: true,
        testId: 'peak-debt',
        // With the lender's test beside it: "can I do this?" is answered on the card, not in "Show the working".
        // With capitalised interest it names the bridge at settlement too: the loan the quote form is given, so the
        // figure she finds there is one she saw here.
        // Duty left out for want of a scale is said here too: without it the share read as a pass beside the limit.
        meaning: `${capitalised ? `The ${formatWholeDollars(result.peakDebt)} bridge plus interest` : 'The most you will owe (interest is paid monthly)'}: ${formatPercent(result.peakLvrWithInterestPercent)} of both properties’ value${dutyLeftOut ? ` ${dutyLeftOut}` : ''}${overTerm}, where lenders’ limit is ${peakLvr.text} (as at ${formatDate(peakLvr.asAt)}).`,
        glossary: 'peak-debt',
      },
      capitalised && {
        label: 'Debt when the purchase settles',
        value: formatWholeDollars(result.peakDebt),
        testId: 'debt-at-settlement',
      },
      capitalised
        ? {
            label: `Interest capitalised over ${monthsText(form)}`,
            value: formatWholeDollars(result.totalInterest),
            testId: 'total-interest',
            meaning: 'Added to the debt monthly instead of being paid.',
            glossary: 'capitalised-interest',
          }
        : {
            label: 'Interest to pay each month',
            value: formatWholeDollars(result.monthlyInterest!),
            testId: 'monthly-interest',
            meaning: 'Paid monthly while you hold both properties.',
          },
      !capitalised && {
        label: `Total interest over ${monthsText(form)}`,
        value: formatWholeDollars(result.totalInterest),
        testId: 'total-interest',
        meaning: 'All the interest until the sale.',
      },
      {
        label: 'Net sale proceeds',
        value: formatWholeDollars(result.netSaleProceeds),
        testId: 'net-sale-proceeds',
        meaning: 'The assumed price less selling costs.',
      },
      sold
        ? {
            label: labels.endDebtAfterSale,
            short: 'End debt',
            value: formatWholeDollars(result.endDebt),
            headline: true,
            testId: 'end-debt',
            meaning: 'What you still owe after the sale: a loan on the new property alone.',
            glossary: 'end-debt',
          }
        : {
            label: 'Left over after repaying the loan',
            short: 'Left over',
            value: formatWholeDollars(result.surplus),
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
      // The lender's test where the term runs past the sale: in the working and in the scenario the broker gets.
      termRunsPastSale(result) && {
        label: `Peak LVR over the ${form.numbers.term}-month term`,
        value: formatPercent(result.peakLvrOverTermPercent),
        testId: 'peak-lvr-term',
        meaning: 'What lenders test: the interest capitalised for the whole term.',
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
      form.numbers.fees > 0 && {
        label: 'Loan fees',
        value: formatWholeDollars(form.numbers.fees),
        testId: 'fees',
        // Paid up front, the fees are cash needed at settlement that the loan does not cover, even with no cash put in.
        meaning:
          form.values.addfees === 'yes'
            ? 'Part of the total cost above, added to the loan.'
            : 'Part of the total cost above, paid from your own money, not the loan.',
      },
      // "How much must the company put in?" (a borrower's trial): the loan covers the rest, the purchase costs included.
      cashNeeded > 0 && {
        label: 'Cash you need at settlement',
        value: formatWholeDollars(cashNeeded),
        testId: 'cash-needed',
        meaning: `${form.numbers.cash > 0 ? `Your cash put in${feesPaid > 0 ? ' and the loan fees' : ''}` : 'The loan fees'}${feesPaid > 0 ? ', paid up front' : ''}: the bridge covers the rest of the purchase and its costs.`,
      },
      // The third part of the total cost, after the interest and the fees.
      purchaseCostsRow(form.numbers.costs, form.values, 'Purchase costs', 'the cost and the peak debt above'),
      // As on the asset finance and loan comparison tools: the Code's comparison rate is a defined, different figure.
      commonRows.costRate(
        result.costRatePercent,
        'Interest and fees as one yearly rate, to compare offers; not a comparison rate.',
      ),
    ];
  },
  warnings: (result, {numbers}) => [
    result.peakLvrOverTermPercent > peakLvr.value! && {
      text: `Peak debt${termRunsPastSale(result) ? `, with interest for the whole ${numbers.term}-month term,` : ''} above ${peakLvr.value}% of the two properties’ combined value is beyond what bridging lenders accept (their maximum is ${peakLvr.text}, as at ${formatDate(peakLvr.asAt)}). More cash, a cheaper purchase or extra security may be needed.`,
    },
    result.endLvrPercent > endLvr.value! && {
      text: `An end debt of ${formatPercent(result.endLvrPercent)} of the new property’s value is more than lenders usually lend against one property (for commercial property, ${endLvr.text}, as at ${formatDate(endLvr.asAt)}). A bridge is approved only if its end debt could be refinanced as an ordinary loan on the new property, so more cash or a cheaper purchase may be needed.`,
    },
    numbers.months > term.value! && {
      text: `A bridging period over ${term.value} months is longer than lenders’ bridging terms (${term.text}, as at ${formatDate(term.asAt)}): it may need a different kind of loan.`,
    },
  ],
  assumptions: (form) => [
    'Peak debt is the loan on the property you are selling, plus the purchase price and costs, less your cash, plus any fees added to the loan and, when interest is capitalised, the interest added until the sale.',
    isCapitalised(form)
      ? 'Capitalised interest compounds monthly at the rate divided by 12 and is added to the debt; nothing is paid until the sale. Some lenders accrue daily, which gives a slightly different figure.'
      : 'Serviced interest is the peak debt times the rate divided by 12, paid each month; the debt stays at its peak until the sale.',
    'Net sale proceeds are the sale price the lender assumes less selling costs (a percentage of that price). They repay the bridging debt at the end of the period; what is left is the end debt.',
    'Peak LVR divides peak debt by the sale price plus the new property’s value; end LVR divides end debt by the new property’s value.',
    'The cost rate incl. fees is the monthly rate at which what you receive (the debt less all fees, paid or added) equals the interest and the debt repaid, times 12.',
    'The cost over the bridging period (what buying this way costs) is the interest over it, plus the loan fees (left empty, an estimate of them as a share of the loan), plus the purchase costs (left empty, the estimated transfer duty for the property’s state at general rates, without legal or other costs). It leaves out the selling costs (they come out of the sale proceeds), valuation and discharge fees, any duty above the general rates (a foreign buyer’s surcharge, say) and tax on any gain. The cost rate is the loan’s alone: interest and fees, not the purchase costs.',
    EXAMPLE_FIGURES,
    // Bridging is often sought to move house: as on the second mortgage calculator, say what we arrange it for.
    BUSINESS_PURPOSE_ONLY_NOTE,
  ],
  broker: (result, {values}) => ({
    // The facility a lender would write: the bridge at settlement, which takes over the loan already owed (with
    // any fees added), not just the new money for the purchase (texts.ts says so under the quote form's amount).
    amount: result.peakDebt,
    newborrowing: result.newBorrowing,
    peakdebt: result.peakDebtWithInterest,
    // The security: the lender takes both properties (the form's security value; a borrower's trial typed it again).
    value: result.inputs.salePrice + (result.inputs.newPropertyValue || result.inputs.purchasePrice),
    sale: values.sale,
    purchase: values.purchase,
    debt: values.debt,
    months: values.months,
    rate: values.rate,
    interest: values.interest,
    enddebt: result.endDebt,
    // The peak debt's LVR, interest included, like `peakdebt` and the page's peak debt card.
    peaklvr: result.peakLvrWithInterestPercent,
  }),
  detail: (result, form) => {
    const {numbers, errors} = form;
    const capitalised = isCapitalised(form);
    return (
      <>
        {!errors.margin && (
          <LateExit
            inputs={bridgingLateExit(result.inputs, result, numbers.margin, numbers.term || numbers.months)}
            exit="sale"
            leftColumn="end debt"
          />
        )}
        <ScheduleTable
          chartHeading={
            capitalised ? 'Interest added over the bridging period' : 'Interest paid over the bridging period'
          }
          principal={result.peakDebt}
          chartByPeriod
          chart={{
            // The interest alone, on its own axis from $0: beside a debt of millions on one axis it looked flat.
            interestOnly: true,
            interestAdded: capitalised,
            summary: `${capitalised ? 'Interest added to the debt' : 'Interest paid'} reaches ${formatWholeDollars(result.totalInterest)} by the end of month ${numbers.months}. The debt is ${formatWholeDollars(result.peakDebt)} when the purchase settles and ${formatWholeDollars(result.peakDebtWithInterest)} at the end of month ${numbers.months}. The sale then ${result.endDebt > 0 ? `leaves an end debt of ${formatWholeDollars(result.endDebt)}` : `repays it in full, leaving ${formatWholeDollars(result.surplus)}`}.`,
          }}
          years={result.years}
          schedule={result.schedule}
          period="month"
          filename="bridging-loan-months.csv"
          heading="Month by month"
          flat
          intro={
            capitalised
              ? 'Nothing is paid during the bridging period: each month’s interest is added to the debt. The balance is the debt the sale repays.'
              : 'You pay each month’s interest, so the debt stays at its peak until the sale repays it.'
          }
        />
      </>
    );
  },
} satisfies CalculatorDescription<Key, Result>;
