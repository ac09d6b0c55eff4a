/**
 * The asset finance ROI calculator (docs-dev/CALCULATORS.md §4): chattel mortgage or finance lease repayments with
 * a balloon or residual, the cost rate with fees, and whether the asset pays for itself: payback, ROI, IRR and NPV.
 */
import type {ReactNode} from 'react';
import {BUSINESS_ONLY_LINE} from '../../compliance/creditScope';
import Link from '@site/src/components/SiteLink';
import {assetFinanceRoi, type AssetFinanceResult, type AssetFinanceStructure} from './maths';
import type {PaymentTiming} from '../../finance/spreadsheet';
import {formatWholeDollars, formatMonths, formatPercent} from '../../finance/format';
import ScheduleTable from '../../components/calculators/ScheduleTable';
import {common, commonRows, frequencyOf, unpricedFeesHint} from '../../components/calculators/commonFields';
import {PERIODS_PER_YEAR} from '../../finance/schedule';
import {inGroup} from '../../components/calculators/ResultList';
import {
  money,
  number,
  chosen,
  type CalculatorDescription,
  type Form,
  type Values,
} from '../../components/calculators/description';
import styles from '../../components/calculators/calculator.module.css';
import page from './texts';
import {opening} from './example';
import tax from '../../facts/data/tax';
import {yearsText} from '../../content/plural';
import {upperFirst} from '../../content/lowerFirst';

const gstPercent = tax['gst-rate'].value;

type Key = keyof typeof fields;

const structures = [
  {value: 'chattel', structure: 'chattel-mortgage', timing: 'arrears', label: 'Chattel mortgage'},
  {value: 'lease', structure: 'finance-lease', timing: 'advance', label: 'Finance lease'},
] as const satisfies readonly {value: string; structure: AssetFinanceStructure; timing: string; label: string}[];

/** What a schedule paid in advance shows, year by year, in words. */
const inAdvanceNote = (period: string) =>
  `Paid at the start of each ${period}, a repayment carries the interest of the ${period} before it: the first carries ` +
  `none, so year 1 shows one ${period}’s interest less and the last year one more; a year’s balance is what is owed ` +
  `just after its last repayment.`;

const timings = [
  {value: 'arrears', timing: 0, label: 'In arrears (end of each period)'},
  {value: 'advance', timing: 1, label: 'In advance (start of each period)'},
] as const satisfies readonly {value: string; timing: PaymentTiming; label: string}[];

const isLease = (values: Values<string>) => values.structure === 'lease';
const inPercent = (values: Values<string>) => values.balloonunit !== 'dollars';

// Its opening figures are in example.ts: an illustrative scenario, not a quote.
const fields = {
  structure: {
    label: 'Finance type',
    options: structures,
    default: 'chattel',
    // A lease is paid in advance and a chattel mortgage in arrears, unless the visitor then says otherwise.
    implies: (value) => ({timing: chosen(structures, value, 'chattel').timing}),
  },
  price: {
    // As the seller quotes it, whatever the finance type: a lease takes the GST out itself (assetCost below).
    label: 'Asset price (including GST)',
    noun: 'Asset price',
    unit: '$',
    default: String(opening.price),
    minExclusive: true,
    // The scope rule where she names what she is buying, in its one-line form as on a service page's hero: a
    // borrower's trial's family-car buyer met the chattel mortgage's repayment with it only in the footer. (Not with
    // the figures, as on the second mortgage calculator: the answer beside this long form fills a desktop's screen.)
    hint: BUSINESS_ONLY_LINE,
  },
  // A fleet owner's trial typed his old trucks' value, $180,000, with money still owing on them: the loan came out
  // that much too small.
  deposit: money('Deposit or trade-in', String(opening.deposit), {
    optional: true,
    hint: 'Cash you put in, plus a trade-in’s value less any payout still owing on it.',
  }),
  rate: {...common.rate, default: String(opening.ratePercent)},
  years: {...common.years, default: String(opening.years), max: 30},
  frequency: common.frequency,
  timing: {label: 'Repayments made', options: timings, default: 'arrears'},
  balloon: {
    label: (values) => (isLease(values) ? 'Residual' : 'Balloon'),
    noun: 'Balloon or residual',
    unit: (values) => (inPercent(values) ? '%' : '$'),
    default: String(opening.balloonPercent),
    optional: true,
    maxMessage: 'Balloon or residual is beyond what this calculator handles ($500 million).',
    // A share of the price here; some lenders, and the excavator case study, set it on the amount financed.
    hint: (form: Form<string>) =>
      !inPercent(form.values)
        ? 'A lump sum due at the end of the term.'
        : isLease(form.values)
          ? 'A lump sum due at the end of the term, as a share of the price without GST.'
          : 'A lump sum due at the end of the term, as a share of the price. Set on the amount financed instead? Enter it in dollars.',
  },
  balloonunit: {
    label: (values) => (isLease(values) ? 'Residual entered as' : 'Balloon entered as'),
    default: 'percent',
    options: [
      {value: 'percent', label: '% of the asset price'},
      {value: 'dollars', label: 'Dollars'},
    ],
  },
  fees: {...common.fees, hint: unpricedFeesHint('Establishment and documentation fees.')},
  // Always asked, in the words of an amount financed.
  feesfrom: {
    ...common.feesAdded,
    shown: undefined,
    default: 'cash',
    options: [
      {value: 'cash', label: 'Paid upfront in cash'},
      {value: 'financed', label: 'Added to the amount financed'},
    ],
  },
  ongoing: {...common.ongoingFee, noun: 'Ongoing fee'},
  benefit: money('Extra income or saving a month', String(opening.monthlyBenefit), {
    noun: 'Monthly benefit',
    hint: 'Added revenue or cost saved, after the asset’s running costs.',
  }),
  // Without GST, as every other figure here: a GST-registered business passes the GST on a sale to the ATO.
  resale: money('Resale value at the end', String(opening.resale), {
    noun: 'Resale value',
    optional: true,
    hint: 'What you expect to sell it for at the end of the term, without GST.',
  }),
  discount: number('% p.a.', 'Discount rate for NPV (% p.a.)', String(opening.discountPercent), {
    max: 100,
    maxMessage: 'Discount rate must be 100% p.a. or less.',
    hint: 'The return you need, or your cost of money.',
  }),
} satisfies CalculatorDescription<string, unknown>['fields'];

/**
 * What the asset costs the financier: a lease's lender owns the asset and claims the GST in its price (then charges
 * GST on each rental), so a lease is on the price without it (the register's GST rate); a chattel mortgage is on the
 * whole price, the business claiming the GST on its BAS.
 */
const assetCost = ({values, numbers}: Form<Key>) =>
  isLease(values) ? numbers.price / (1 + gstPercent / 100) : numbers.price;

const balloonName = (form: Form<Key>) => (isLease(form.values) ? 'residual' : 'balloon');

/** The balloon in dollars, however it was entered. */
const balloonOf = (form: Form<Key>) =>
  inPercent(form.values) ? (form.numbers.balloon / 100) * assetCost(form) : form.numbers.balloon;

/**
 * This loan in the loan comparison tool, as both its loans, for her to type another offer's rate and fees over the
 * second (an equipment buyer's trial went there from the menu and met its $1 million property example). A chattel
 * mortgage in arrears only: the comparison has no rentals in advance.
 */
function compareOffers(form: Form<Key>): ReactNode {
  if (isLease(form.values) || form.values.timing === 'advance') return null;
  const frequency = frequencyOf(form.values.frequency).value;
  const loan = {
    amount: form.numbers.price - form.numbers.deposit,
    rate: form.values.rate,
    years: form.values.years,
    frequency,
    balloon: balloonOf(form),
    fees: form.numbers.fees,
    addfees: form.values.feesfrom === 'financed' ? 'yes' : 'no',
    annual: form.numbers.ongoing * PERIODS_PER_YEAR[frequency],
  };
  const params = new URLSearchParams(
    [1, 2].flatMap((slot) => Object.entries(loan).map(([f, v]) => [`${f}${slot}`, `${v}`])),
  );
  // Compared over this loan's term: left out, the tool's example period was sent to the broker as an example figure
  // beside her own (an equipment buyer's trial).
  params.set('horizon', form.values.years);
  // Her figures are hers there too, and the example's stay the example's: an example rate and term reached the broker
  // unmarked from the comparison. The amount is hers when the price or the deposit is (herFigures' rule).
  const stillExample = (key: Key) => !form.typed?.has(key) && form.values[key] === fields[key].default;
  const exampleLoanFields = [
    ...(stillExample('price') && stillExample('deposit') ? ['amount'] : []),
    ...(['rate', 'years', 'balloon', 'fees'] as const).filter(stillExample),
    ...(stillExample('ongoing') ? ['annual'] : []),
  ];
  if (exampleLoanFields.length > 0)
    params.set('example', [1, 2].flatMap((slot) => exampleLoanFields.map((f) => `${f}${slot}`)).join(','));
  return (
    <p className={styles.note} data-testid="compare-offers">
      Another offer for this loan? <Link to={`/tools/loan-comparison-tool?${params}`}>Compare the two</Link>: the loan
      comparison tool opens with this loan as both, for you to type the other offer’s rate and fees over the second.
    </p>
  );
}

export default {
  page,
  inputsLabel: 'Asset, finance and return details',
  fields,
  groups: [
    // The figures a business has from the quote for the asset come first; the usual settings fold on a phone.
    {legend: 'Asset and finance', fields: ['structure', 'price', 'deposit', 'rate', 'years']},
    {legend: 'What the asset earns', fields: ['benefit', 'resale']},
    {
      legend: 'Repayments, balloon, fees and discount rate',
      fields: ['frequency', 'timing', 'balloon', 'balloonunit', 'fees', 'feesfrom', 'ongoing', 'discount'],
      lessUsed: true,
    },
  ],
  checks: (form) => {
    const {numbers, errors, values} = form;
    if (!errors.deposit && !errors.price && numbers.deposit >= assetCost(form)) {
      errors.deposit = isLease(values)
        ? 'The deposit must be less than the asset price without GST.'
        : 'The deposit must be less than the asset price.';
    }
    if (!errors.balloon && inPercent(values) && numbers.balloon >= 100) {
      errors.balloon = 'The balloon must be less than 100% of the price.';
    }
    const financed = assetCost(form) - numbers.deposit + (values.feesfrom === 'financed' ? numbers.fees : 0);
    if (!errors.balloon && !errors.price && !errors.deposit && !errors.fees && balloonOf(form) >= financed) {
      const figures = `the balloon (${formatWholeDollars(balloonOf(form))}) must be less than the amount financed (${formatWholeDollars(financed)})`;
      if (numbers.deposit > 0) {
        errors.balloon = `With this deposit, ${figures}: lower the balloon or the deposit.`;
        // Said beside the deposit too: the balloon sits in the settings below, often folded, when the deposit changes.
        errors.deposit = `With this deposit, ${figures}: lower the deposit or the balloon.`;
      } else errors.balloon = `${upperFirst(figures)}.`;
    }
  },
  compute: (form) => {
    const {numbers, values} = form;
    return assetFinanceRoi({
      structure: chosen(structures, values.structure, 'chattel').structure,
      price: assetCost(form),
      // A lease's price is already without GST; a chattel mortgage's GST comes back on the business's BAS.
      gstCredit: isLease(values) ? 0 : numbers.price - numbers.price / (1 + gstPercent / 100),
      deposit: numbers.deposit,
      fees: numbers.fees,
      feesFinanced: values.feesfrom === 'financed',
      ongoingFee: numbers.ongoing,
      ratePercent: numbers.rate,
      years: numbers.years,
      frequency: frequencyOf(values.frequency).value,
      timing: chosen(timings, values.timing, 'arrears').timing,
      balloon: balloonOf(form),
      monthlyBenefit: numbers.benefit,
      resaleValue: numbers.resale,
      discountRatePercent: numbers.discount,
    });
  },
  rows: (result, form) => {
    const {values, numbers} = form;
    const lease = isLease(values);
    // Said on the repayment itself: a balloon lowers it a lot, and its setting sits folded below on a phone.
    const balloon = balloonOf(form);
    const lumpSum =
      balloon > 0
        ? `, with a ${lease ? 'residual' : 'balloon'} of ${formatWholeDollars(balloon)} at the end`
        : `, with no ${lease ? 'residual' : 'balloon'}`;
    const period = frequencyOf(values.frequency).period;
    const unlevered = result.unleveredPaybackMonths;
    const levered = result.leveredPaybackMonths;
    return [
      // The page asks whether the asset pays for itself: the answer, its net cash a month, leads; the cost follows.
      ...inGroup('The return, before tax', [
        {
          label: 'Net cash a month while financed',
          short: 'Net cash a month',
          value: formatWholeDollars(result.netMonthlyCashEffect),
          headline: true,
          testId: 'net-monthly',
          meaning: 'The monthly benefit less the repayments and fees: negative means the business tops it up.',
        },
        {
          label: 'Payback without finance',
          value: unlevered === undefined ? 'Never: no monthly benefit' : formatMonths(unlevered),
          testId: 'payback',
          meaning: 'How long the monthly benefit takes to add up to the price without GST.',
        },
        {
          label: 'Payback of your upfront cash',
          value:
            result.upfrontCash === 0
              ? 'No upfront cash'
              : levered === undefined
                ? 'Never while financed'
                : formatMonths(levered),
          testId: 'levered-payback',
          meaning: 'How long the net cash a month takes to repay your deposit and fees paid in cash.',
        },
        {
          label: 'Simple ROI over the term',
          value: formatPercent(result.simpleRoiPercent),
          testId: 'roi',
          meaning:
            'What the asset earns over the term, plus its resale value, against everything you pay less the GST you claim back.',
        },
        {
          label: 'Asset’s IRR (p.a.)',
          value: result.assetIrrPercent === undefined ? 'Not defined' : formatPercent(result.assetIrrPercent),
          testId: 'irr',
          meaning:
            'The asset’s own yearly return on its price without GST, the same however it is financed: an effective rate (each month’s return compounded).',
        },
        {
          label: `NPV at ${numbers.discount}%`,
          value: formatWholeDollars(result.npv),
          testId: 'npv',
          meaning:
            'The benefits and resale value in today’s dollars, less the price without GST: above zero, the asset beats that rate.',
        },
      ]),
      ...inGroup('The finance', [
        commonRows.totalCost(result.totalCost, yearsText(numbers.years), {
          what: 'the finance',
          // The register has no sourced fee to prefill: while none is entered, the figure says so itself, not only
          // the folded fee field's hint (a borrower's trial read "interest and fees" as the whole cost).
          includes:
            result.totalFees > 0
              ? undefined
              : 'Interest and fees (no lender’s fees yet: enter them under “Adjust assumptions”)',
        }),
        {
          label: `${lease ? 'Rental' : 'Repayment'}, per ${period}`,
          value: formatWholeDollars(result.repayment),
          headline: true,
          testId: 'repayment',
          meaning: lease
            ? `Each rental, excluding GST (${formatWholeDollars(result.repayment * (1 + gstPercent / 100))} with it), paid at the start of the period${lumpSum}.`
            : `Each repayment on the chattel mortgage${lumpSum}.`,
          glossary: lease ? 'finance-lease' : 'chattel-mortgage',
        },
        {
          label: 'Amount financed',
          value: formatWholeDollars(result.amountFinanced),
          testId: 'amount-financed',
          meaning: lease
            ? 'The price without its GST, which the lender claims, less your deposit, plus any fees added to the finance.'
            : 'The price less your deposit, plus any fees added to the finance.',
        },
        commonRows.totalInterest(result.totalInterest),
        {
          label: `Total repaid, with the ${lease ? 'residual' : 'balloon'}`,
          value: formatWholeDollars(result.totalRepayments),
          testId: 'total-repaid',
          meaning: 'Every repayment plus the lump sum at the end.',
          glossary: lease ? 'residual-value' : 'balloon-payment',
        },
        result.totalFees > 0 && {
          label: 'Fees over the term',
          value: formatWholeDollars(result.totalFees),
          meaning: 'Upfront and ongoing fees together.',
        },
        commonRows.costRate(
          result.costRatePercent,
          'Interest and fees together as one annual rate, to compare offers; not a comparison rate.',
        ),
      ]),
    ];
  },
  warnings: (result, form) => [
    // Selling the asset is the usual way out of a balloon or residual: a resale below it leaves a sum to find.
    // A resale typed as 0 (a fit-out, say) counts; one left empty is unknown, and said nothing about.
    form.values.resale.trim() !== '' &&
      form.numbers.resale < balloonOf(form) && {
        text:
          form.numbers.resale > 0
            ? `The resale value (${formatWholeDollars(form.numbers.resale)}) is less than the ${balloonName(form)} (${formatWholeDollars(balloonOf(form))}): selling the asset at the end would leave ${formatWholeDollars(balloonOf(form) - form.numbers.resale)} to pay from elsewhere.`
            : `With no resale value, the ${balloonName(form)} (${formatWholeDollars(balloonOf(form))}) at the end is paid from elsewhere, not by selling the asset.`,
      },
    result.netMonthlyCashEffect < 0 && {
      text: 'The repayments and fees are more than the asset earns each month: the business tops up the difference while the finance runs.',
    },
    result.unleveredPaybackMonths !== undefined &&
      result.unleveredPaybackMonths > result.months && {
        text: 'The asset takes longer than the term to earn back its price without GST.',
      },
    // A borrower's trial: an earthmover typed his excavator's billings, before fuel, wages and repairs, and read an
    // IRR of 644%. Few assets earn back their price within a year.
    result.unleveredPaybackMonths !== undefined &&
      result.unleveredPaybackMonths < 12 && {
        text: `The asset earns back its price in ${formatMonths(result.unleveredPaybackMonths)}: check the extra income is after its running costs (fuel, wages, repairs, insurance). Before them, every figure here is too high.`,
        note: true,
      },
  ],
  assumptions: () => [
    'Chattel mortgage: the business owns the asset from the start. A GST-registered business can generally claim the GST in the price on its next BAS (for a car, only up to the GST in the car limit), and interest and depreciation may be deductible.',
    `Finance lease: the lender owns the asset and claims the GST in its price, so the lease is on the price without its ${gstPercent}% GST, and a residual in % is a share of that. GST is added to each rental (the rental shown excludes it, with the amount including it beside), and rentals may be deductible.`,
    'For leased cars, ATO guidelines set minimum residuals, from 65.63% of cost over 1 year to 28.13% over 5 years (Taxation Ruling IT 28). Chattel mortgage balloons are set by lender policy.',
    'Tax depends on your business: this is general information, so ask your accountant. ROI, payback, IRR and NPV are before tax, for a GST-registered business: they count the asset at its price without GST under either finance (with a chattel mortgage, the GST you claim on your BAS comes back; with a lease, the lender claims it), so the asset’s return is the same and only the finance differs. Where you claim less GST (a private sale, which has none; partly private use; a car above the car limit, where the credit is capped), your return is lower than shown.',
    'Interest compounds at the repayment frequency; fortnightly and weekly use 26 and 52 repayments a year, counted as 26/12 and 52/12 repayments a month. The balloon or residual is due at the end of the term. Seasonal or deferred repayments (after harvest, say) are not modelled: the calculator assumes equal repayments; we can quote a seasonal schedule.',
    'The cost rate incl. fees is the rate per repayment at which what you receive equals the repayments, fees and balloon, times 12, 26.09 or 52.18, as in the loan comparison tool: a year has about 26.09 fortnights, so a fortnightly loan with no fees shows slightly above its interest rate. It is not a comparison rate.',
    'The asset’s IRR is an effective yearly rate (its monthly return compounded over 12 months); the interest rate, the cost rate and the NPV’s discount rate are nominal yearly rates (a monthly rate times 12), as lenders quote them. So an IRR a little above the discount rate can still come with an NPV just below zero: the NPV is the test.',
    'The monthly benefit arrives at the end of each month; the resale value at the end of the term. Payback with finance leaves out the balloon.',
    'The starting figures are an illustrative example (November 2026), not a quote or a rate on offer.',
  ],
  broker: (result, form) => ({
    amount: result.amountFinanced,
    // The asset is the security: its price fills the quote form's security value, as a property's value does.
    value: form.values.price,
    structure: form.values.structure,
    rate: form.values.rate,
    years: form.values.years,
    frequency: frequencyOf(form.values.frequency).value,
    balloon: balloonOf(form),
    repayment: result.repayment,
  }),
  detail: (result, form) => (
    <>
      {compareOffers(form)}
      <ScheduleTable
        principal={result.amountFinanced}
        years={result.years}
        schedule={result.schedule}
        period={frequencyOf(form.values.frequency).period}
        filename="asset-finance-schedule.csv"
        // In advance a repayment pays the interest of the period before it (docs-dev/CALCULATORS.md §0), so a year's
        // repayments do not carry that year's interest: said, or year 1 reads a period short and its balance a period
        // early.
        intro={form.values.timing === 'advance' ? inAdvanceNote(frequencyOf(form.values.frequency).period) : undefined}
      />
      <p className={styles.note}>
        More on <Link to="/services/equipment-finance">equipment finance</Link>,{' '}
        <Link to="/services/asset-finance">asset finance</Link> and <Link to="/resources/glossary#gst">GST</Link>.
      </p>
    </>
  ),
} satisfies CalculatorDescription<Key, AssetFinanceResult>;
